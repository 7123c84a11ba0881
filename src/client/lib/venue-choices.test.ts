import { describe, expect, it } from 'vitest';
import { kindOf, kindsByVenue, matchesVenue, sandboxFirst } from './venue-choices.ts';

const entry = (exchange: string, web: string, web_type: number, simulated = false) => ({ exchange, web, web_type, simulated });
const list = [
  entry('Sandbox A', 'sandbox-a', 0, true),
  entry('Sandbox A', 'sandbox-a', 3, true),
  entry('Binance', 'binance', 0),
  entry('Binance', 'binance', 3),
  entry('Binance COIN-M', 'binancecoinm', 3),
  entry('Sandbox B', 'sandbox-b', 0, true),
];

describe('choosing a venue', () => {
  it('names the market kind of each entry: web_type 3 is futures, the rest spot', () => {
    expect(list.map((venue) => kindOf(venue.web_type))).toEqual(['spot', 'futures', 'spot', 'futures', 'futures', 'spot']);
  });
  it('collects the kinds each venue is listed with', () => {
    const kinds = kindsByVenue(list);
    expect(kinds.get('binance')).toEqual(['spot', 'futures']);
    expect(kinds.get('binancecoinm')).toEqual(['futures']);
    expect(kinds.get('sandbox-b')).toEqual(['spot']);
  });
  it('puts every sandbox venue before the exchanges, keeping the server order', () => {
    const { sandbox, others } = sandboxFirst(list);
    expect(sandbox.map((venue) => `${venue.web}:${venue.web_type}`)).toEqual(['sandbox-a:0', 'sandbox-a:3', 'sandbox-b:0']);
    expect(others.map((venue) => venue.web)).toEqual(['binance', 'binance', 'binancecoinm']);
  });
  it('matches every typed word against the name, the id and the kind names', () => {
    const binanceFutures = list[3]!;
    expect(matchesVenue('binance fut', binanceFutures, ['Futures'])).toBe(true);
    expect(matchesVenue('BINANCE', binanceFutures, ['Futures'])).toBe(true);
    expect(matchesVenue('binance spot', binanceFutures, ['Futures'])).toBe(false);
    expect(matchesVenue('合约', binanceFutures, ['合约'])).toBe(true);
    expect(matchesVenue('coinm', list[4]!, ['Futures'])).toBe(true);
    expect(matchesVenue('  ', list[0]!, ['Spot'])).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { AssetStatement } from '../../../../shared/contracts/data/get-asset-statements.ts';
import { statementsCsv, statementsFileName } from './statement-csv.ts';

const TEXT = {
  headers: {
    month: '月份',
    scope: 'Scope',
    name: 'Name',
    market: 'Market',
    opening: 'Opening',
    closing: 'Closing',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    volume: 'Volume',
    result: 'Result',
  },
  scopes: { total: 'Total', venue: 'Venue', bot: 'Bot' },
  botName: (id: number, kind: string) => `${kind} #${id}`,
  marketName: (venue: string, base: string, quote: string) => `${venue} · ${base}/${quote}`,
};

const november: AssetStatement = {
  month: '2026-11',
  opening_usdt: 10_000,
  closing_usdt: 10_250.5,
  deposits_usdt: 500,
  withdrawals_usdt: 0,
  trading_result_usdt: -249.5,
  by_venue: [
    { source_type: 'cex', source: 'sandbox-a', name: 'Main, "A"', opening_usdt: 6000, closing_usdt: 6100, trading_result_usdt: 100 },
    { source_type: 'dex', source: 'bsc', name: '=HYPERLINK("x")', opening_usdt: 4000, closing_usdt: 4150.5, trading_result_usdt: 0 },
  ],
  by_bot: [
    {
      bot_id: 7,
      kind: 'grid',
      web: 'sandbox-a',
      yenUnit1: 'BNB',
      yenUnit2: 'USDT',
      volume_usdt: 1234.123456789,
      trading_result_usdt: -349.5,
    },
  ],
};

describe('the statements CSV', () => {
  it('has translated headers, then per month a total row and a row per venue and per bot', () => {
    const lines = statementsCsv([november], TEXT)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      '月份,Scope,Name,Market,Opening,Closing,Deposits,Withdrawals,Volume,Result',
      '2026-11,Total,,,10000,10250.5,500,0,,-249.5',
      '2026-11,Venue,"Main, ""A""",,6000,6100,,,,100',
      `2026-11,Venue,"'=HYPERLINK(""x"")",,4000,4150.5,,,,0`,
      '2026-11,Bot,grid #7,"Main, ""A"" · BNB/USDT",,,,,1234.12345679,-349.5',
    ]);
  });

  it('starts with a byte-order mark so spreadsheets read it as UTF-8', () => {
    expect(statementsCsv([], TEXT).startsWith('\uFEFF月份,')).toBe(true);
  });

  it('is named after the months it covers', () => {
    expect(statementsFileName([november])).toBe('asset-statement-2026-11.csv');
    expect(statementsFileName([november, { ...november, month: '2026-09' }])).toBe('asset-statements-2026-09-to-2026-11.csv');
  });
});

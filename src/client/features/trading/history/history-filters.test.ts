import { describe, expect, it } from 'vitest';
import { checkFilters, type HistoryFilters, historyRequest } from './history-filters.ts';

const empty: HistoryFilters = { kind: 'orders', web: '', pair: '', side: '', status: '', start: '', end: '' };

describe('/record filters', () => {
  it('sends only the filters that are set, the pair split into its coins', () => {
    expect(historyRequest({ ...empty, web: 'sandbox-a', pair: 'btc/usdt', side: 'buy', status: 'open' })).toMatchObject({
      kind: 'orders',
      web: 'sandbox-a',
      yenUnit1: 'BTC',
      yenUnit2: 'USDT',
      side: 'buy',
      status: 'open',
    });
    expect(historyRequest({ ...empty, kind: 'trades', status: 'open' })).not.toHaveProperty('status');
  });

  it('date-times must be real YYYY-MM-DD HH:mm:ss in order', () => {
    expect(checkFilters({ ...empty, start: '2026-02-30 00:00:00' }, false)).toBe('history.errors.dateTime');
    expect(checkFilters({ ...empty, start: '2026-03-02 00:00:00', end: '2026-03-01 00:00:00' }, false)).toBe('history.errors.order');
    expect(checkFilters({ ...empty, start: '2026-03-01 00:00:00' }, false)).toBeNull();
  });

  it('an export needs a picked range of at most 7 days', () => {
    expect(checkFilters(empty, true)).toBe('history.errors.pickRange');
    expect(checkFilters({ ...empty, start: '2026-03-01 00:00:00', end: '2026-03-08 00:00:01' }, true)).toBe('history.errors.range');
    expect(checkFilters({ ...empty, start: '2026-03-01 00:00:00', end: '2026-03-08 00:00:00' }, true)).toBeNull();
  });
});

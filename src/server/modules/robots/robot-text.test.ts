import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n.ts';
import { renderLine } from './robot-text.ts';

describe('robot log lines', () => {
  const opensAt = Date.UTC(2026, 10, 23, 12, 0, 0);

  it('show a moment as YYYY-MM-DD HH:mm:ss in the reader’s zone', () => {
    const text = renderLine(translatorFor('en'), 'openWaiting', { time: opensAt }, 540);
    expect(text).toBe('Waiting for the listing time 2026-11-23 21:00:00: the opening ladder is ready.');
    expect(renderLine(translatorFor('zh'), 'openWaiting', { time: opensAt }, 480)).toContain('2026-11-23 20:00:00');
  });

  it('say UTC when the reader’s zone is not known', () => {
    expect(renderLine(translatorFor('ko'), 'openWaiting', { time: opensAt })).toContain('2026-11-23 12:00:00 UTC');
  });

  it('translate a side', () => {
    expect(renderLine(translatorFor('zh'), 'orderPlaced', { side: 'buy', amount: 1, price: 2 })).not.toContain('buy');
    expect(renderLine(translatorFor('en'), 'orderPlaced', { side: 'buy', amount: 1, price: 2 })).toBe('Placed a buy order: 1 at 2.');
  });
});

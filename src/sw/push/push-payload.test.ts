import { describe, expect, it } from 'vitest';
import { parseAlarmPush, safePath } from './push-payload.ts';

describe('alert push payload', () => {
  it('reads what the server sends', () => {
    const push = parseAlarmPush(
      JSON.stringify({ title: 'BTC/USDT on Sandbox A', body: 'Price is above 1', url: '/stocks?web=a', tag: 't', firingId: 9 }),
    );
    expect(push).toEqual({ title: 'BTC/USDT on Sandbox A', body: 'Price is above 1', url: '/stocks?web=a', tag: 't', firingId: 9 });
  });

  it('still shows something for an empty or malformed push', () => {
    expect(parseAlarmPush(null)).toEqual({ title: 'MM Console', body: '', url: '/alarm', tag: 'alarm', firingId: null });
    expect(parseAlarmPush('plain text')).toMatchObject({ body: 'plain text', url: '/alarm' });
  });

  it('opens only paths of this site', () => {
    expect(safePath('/stocks?web=x')).toBe('/stocks?web=x');
    expect(safePath('https://evil.example/')).toBe('/alarm');
    expect(safePath('//evil.example/')).toBe('/alarm');
    expect(safePath('/\\evil.example')).toBe('/alarm');
    expect(safePath(42)).toBe('/alarm');
  });
});

import { describe, expect, it } from 'vitest';
import { inviteUrl, normaliseInviteCode } from './invite-codes.ts';
import { maskEmail } from './mask-email.ts';
import { describeDevice } from './user-agent.ts';

describe('texts shown about an account', () => {
  it('masks an e-mail address but keeps it recognisable', () => {
    expect(maskEmail('demo@example.com')).toBe('de***@example.com');
    expect(maskEmail('ab@x.io')).toBe('a***@x.io');
    expect(maskEmail('a@x.io')).toBe('a***@x.io');
  });

  it('names a device from its user agent', () => {
    const chromeWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const safariIphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const edgeMac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
    const firefoxLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    expect(describeDevice(chromeWindows)).toBe('Chrome on Windows');
    expect(describeDevice(safariIphone)).toBe('Safari on iPhone');
    expect(describeDevice(edgeMac)).toBe('Edge on macOS');
    expect(describeDevice(firefoxLinux)).toBe('Firefox on Linux');
    expect(describeDevice('curl/8.5.0')).toBe('');
  });

  it('builds the invite link and reads codes in any case', () => {
    expect(inviteUrl('https://console.example.com/', 'AB12CD34')).toBe('https://console.example.com/register?code=AB12CD34');
    expect(normaliseInviteCode(' ab12cd34 ')).toBe('AB12CD34');
  });
});

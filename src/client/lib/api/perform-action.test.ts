import { describe, expect, it, vi } from 'vitest';
import { type ApiEffects, type GasChoice, type LogOrWallet, performAction } from './perform-action.ts';
import { decideAction } from './response-actions.ts';

function fakeEffects(answers: { confirm?: boolean; gas?: GasChoice; logOrWallet?: LogOrWallet; update?: boolean } = {}) {
  const effects = {
    toast: vi.fn(),
    confirm: vi.fn(async () => answers.confirm ?? true),
    chooseGas: vi.fn(async () => answers.gas ?? 'ignore'),
    chooseLogOrWallet: vi.fn(async () => answers.logOrWallet ?? 'wallet'),
    navigate: vi.fn(),
    currentPath: vi.fn(() => '/robot?web=sandbox-a&x=1'),
    clearSession: vi.fn(),
    offerUpdate: vi.fn(async () => answers.update ?? false),
    forceUpdate: vi.fn(),
    applyUpdate: vi.fn(),
    ignoreVersion: vi.fn(async () => undefined),
  } satisfies ApiEffects;
  return effects;
}

const run = (code: number, effects: ApiEffects, data: unknown = null, onWalletManagementPage = false) =>
  performAction(decideAction(code, { onWalletManagementPage }), { code, msg: `message ${code}`, data }, effects);

describe('carrying out the response-code table', () => {
  it('clears the session and sends the user to log in with the full path to come back to', async () => {
    for (const code of [2000, 2001, 2002, 2014, 2020, 2053]) {
      const effects = fakeEffects();
      expect(await run(code, effects)).toBe(true);
      expect(effects.clearSession).toHaveBeenCalledOnce();
      expect(effects.toast).toHaveBeenCalledWith(`message ${code}`, 3000);
      expect(effects.navigate).toHaveBeenCalledWith('/login?redirect=%2Frobot%3Fweb%3Dsandbox-a%26x%3D1');
    }
  });

  it('on the login page already, stays there instead of asking to come back to it', async () => {
    for (const path of ['/login', '/login?redirect=%2Frobot']) {
      const effects = fakeEffects();
      effects.currentPath.mockReturnValue(path);
      await run(2000, effects);
      expect(effects.navigate).toHaveBeenCalledWith(path);
    }
  });

  it('2015 asks to confirm, then logs in again; declining keeps the session', async () => {
    const yes = fakeEffects({ confirm: true });
    await run(2015, yes);
    expect(yes.confirm).toHaveBeenCalledWith('message 2015');
    expect(yes.clearSession).toHaveBeenCalled();
    expect(yes.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?redirect=/));
    const no = fakeEffects({ confirm: false });
    await run(2015, no);
    expect(no.clearSession).not.toHaveBeenCalled();
    expect(no.navigate).not.toHaveBeenCalled();
  });

  it('2016 goes to safe login', async () => {
    const effects = fakeEffects();
    await run(2016, effects);
    expect(effects.navigate).toHaveBeenCalledWith('/safeLogin');
  });

  it.each([
    [2092, '/account'], // no account bound: the account page
    [3001, '/renew'], // the plan has expired: renewal
  ])('%i shows its message, then opens %s', async (code, page) => {
    const effects = fakeEffects();
    await run(code, effects);
    expect(effects.toast).toHaveBeenCalledWith(`message ${code}`, 3000);
    expect(effects.navigate).toHaveBeenCalledWith(page);
  });

  it('2099 goes to /stocks only after confirming', async () => {
    const yes = fakeEffects({ confirm: true });
    await run(2099, yes);
    expect(yes.navigate).toHaveBeenCalledWith('/stocks');
    const no = fakeEffects({ confirm: false });
    await run(2099, no);
    expect(no.navigate).not.toHaveBeenCalled();
  });

  it('2107/2108 and 2172-2174 confirm the token, then open its approval', async () => {
    for (const code of [2107, 2108, 2172, 2173, 2174]) {
      const effects = fakeEffects({ confirm: true });
      await run(code, effects, { token: '0xToken' });
      expect(effects.navigate).toHaveBeenCalledWith('/subManage?gas_token=0xToken');
      const declined = fakeEffects({ confirm: false });
      await run(code, declined, { token: '0xToken' });
      expect(declined.navigate).not.toHaveBeenCalled();
    }
  });

  it('2109 offers distribute, direct authorise or ignore', async () => {
    const distribute = fakeEffects({ gas: 'distribute' });
    await run(2109, distribute);
    expect(distribute.navigate).toHaveBeenCalledWith('/subManage?openDistribution=1');
    const direct = fakeEffects({ gas: 'directAuthorise' });
    await run(2109, direct);
    expect(direct.navigate).toHaveBeenCalledWith('/subManage');
    const ignore = fakeEffects({ gas: 'ignore' });
    await run(2109, ignore);
    expect(ignore.navigate).not.toHaveBeenCalled();
  });

  it('2110 and 2171 go to the log or to wallet management', async () => {
    for (const code of [2110, 2171]) {
      const log = fakeEffects({ logOrWallet: 'log' });
      await run(code, log);
      expect(log.navigate).toHaveBeenCalledWith('/robotlog');
      const wallet = fakeEffects({ logOrWallet: 'wallet' });
      await run(code, wallet);
      expect(wallet.navigate).toHaveBeenCalledWith('/subManage');
    }
  });

  it('2109-2174 on the wallet-management page do nothing here: the page handles the rejection', async () => {
    const effects = fakeEffects();
    expect(await run(2109, effects, null, true)).toBe(false);
    expect(effects.chooseGas).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('2176 is ignored silently', async () => {
    const effects = fakeEffects();
    expect(await run(2176, effects)).toBe(true);
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('1003 updates now, or records the refused version', async () => {
    const now = fakeEffects({ update: true });
    await run(1003, now, { latest: '6.4.0', content: 'notes' });
    expect(now.offerUpdate).toHaveBeenCalledWith({ latest: '6.4.0', content: 'notes' });
    expect(now.applyUpdate).toHaveBeenCalled();
    expect(now.ignoreVersion).not.toHaveBeenCalled();
    const later = fakeEffects({ update: false });
    await run(1003, later, { latest: '6.4.0', content: 'notes' });
    expect(later.ignoreVersion).toHaveBeenCalledWith('6.4.0');
    expect(later.applyUpdate).not.toHaveBeenCalled();
  });

  it('1004 forces the update with no way to refuse', async () => {
    const effects = fakeEffects();
    await run(1004, effects, { latest: '7.0.0', content: '' });
    expect(effects.forceUpdate).toHaveBeenCalledWith({ latest: '7.0.0', content: '' });
    expect(effects.offerUpdate).not.toHaveBeenCalled();
  });

  it('any other code shows its message for 3 seconds and nothing else', async () => {
    const effects = fakeEffects();
    expect(await run(1500, effects)).toBe(true);
    expect(effects.toast).toHaveBeenCalledWith('message 1500', 3000);
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { PLAN_LEVELS } from '../catalogue/plans.ts';
import { isTestAccount, TEST_ACCOUNT_TYPE } from '../catalogue/test-accounts.ts';
import { BOT_CATALOGUE, botKind } from './catalogue.ts';
import { accountAccess, grants, levelOnMarket, marketsAtOnce, planAccess, runsOnFutures } from './levels.ts';

describe('what an account may run', () => {
  it('tells a designated test account by its type', () => {
    expect(isTestAccount(TEST_ACCOUNT_TYPE)).toBe(true);
    expect(isTestAccount(0)).toBe(false);
    expect(isTestAccount(2)).toBe(false);
  });

  it('grants a test account every bot family and level, whatever its plan', () => {
    for (const level of PLAN_LEVELS) {
      const access = accountAccess(level, true);
      for (const kind of BOT_CATALOGUE) expect(grants(access, kind.family, kind.level), `${kind.key} on ${level}`).toBe(true);
    }
  });

  it('keeps a test account’s markets at once its plan’s', () => {
    for (const level of PLAN_LEVELS) expect(accountAccess(level, true).marketsAtOnce).toBe(marketsAtOnce(level));
    // The demo user's Pro plan: ten markets.
    expect(accountAccess('flagship', true).marketsAtOnce).toBe(10);
    expect(accountAccess('unknown', true).marketsAtOnce).toBe(0);
  });

  it('gives any other account its plan’s access: Pro has no DEX or NFT bot', () => {
    for (const level of PLAN_LEVELS) expect(accountAccess(level, false)).toEqual(planAccess(level));
    const pro = accountAccess('flagship', false);
    expect(grants(pro, 'dex', botKind('shua_dex').level)).toBe(false);
    expect(grants(pro, 'nft', botKind('shua_nft').level)).toBe(false);
    expect(grants(pro, 'cex', botKind('draw').level)).toBe(true);
    expect(grants(accountAccess('personal', false), 'cex', botKind('budan_new').level)).toBe(false);
  });

  it('puts Quick Follow on a futures market in the futures plan, and on spot in Pro', () => {
    const quick = botKind('real_genpan_quick');
    expect(BOT_CATALOGUE.filter(runsOnFutures).map((kind) => kind.key)).toEqual(['real_genpan_quick']);
    const futures = accountAccess('futures', false);
    const pro = accountAccess('flagship', false);
    expect(grants(futures, 'cex', levelOnMarket(quick, true))).toBe(true);
    expect(grants(futures, 'cex', levelOnMarket(quick, false))).toBe(false);
    expect(grants(pro, 'cex', levelOnMarket(quick, true))).toBe(false);
    expect(grants(pro, 'cex', levelOnMarket(quick, false))).toBe(true);
  });
});

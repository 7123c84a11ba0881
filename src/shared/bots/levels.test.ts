import { describe, expect, it } from 'vitest';
import { PLAN_LEVELS } from '../catalogue/plans.ts';
import { isTestAccount, TEST_ACCOUNT_TYPE } from '../catalogue/test-accounts.ts';
import { BOT_CATALOGUE, botKind } from './catalogue.ts';
import { accountAccess, grants, marketsAtOnce, planAccess } from './levels.ts';

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
});

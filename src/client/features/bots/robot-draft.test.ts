import { describe, expect, it } from 'vitest';
import { botKind } from '../../../shared/bots/catalogue.ts';
import type { RobotView } from '../../../shared/contracts/robot/robot.ts';
import { fieldsOf, initialValues, toParams } from './kind-fields.ts';
import { checkDraft, unchangedActiveBot } from './robot-draft.ts';

const APES = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const CATS = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

function nftRangeParams(collection: string): Record<string, unknown> {
  const fields = fieldsOf(botKind('buy_sell_nft'));
  const values = {
    ...initialValues(fields),
    wallet_group_id: '3',
    collection_address: collection,
    buy_below: '4',
    sell_above: '40',
    total_budget: '4',
    single_budget: '4',
  };
  return toParams('buy_sell_nft', fields, values);
}

const savedNftBot = (params: Record<string, unknown>): RobotView => ({
  id: 9,
  kind: 'buy_sell_nft',
  no: 18,
  web: 'sandbox-dex',
  exchange: 'Sandbox DEX',
  web_type: 1,
  yenUnit1: 'SAPE',
  yenUnit2: 'BNB',
  second_web: null,
  status: 'running',
  status_reason: null,
  started_at: 1,
  start_at: null,
  stopped_at: null,
  orders: 0,
  volume: 0,
  realised_profit: null,
  params,
  legal_confirmed: true,
  moves_market: false,
  created_at: 1,
});

describe('an NFT bot’s draft', () => {
  it('sends no pair: the collection is its market, whatever the form holds as a pair', () => {
    const params = nftRangeParams(APES);
    for (const market of [
      { web: 'sandbox-dex', base: '', quote: '' },
      { web: 'sandbox-dex', base: 'CAKE', quote: 'BNB' },
    ]) {
      const checked = checkDraft('buy_sell_nft', market, params);
      expect(checked.ok).toBe(true);
      if (!checked.ok) return;
      expect(checked.draft).toMatchObject({ web: 'sandbox-dex', web_type: 1, kind: 'buy_sell_nft', params: { collection_address: APES } });
      expect(checked.draft).not.toHaveProperty('yenUnit1');
      expect(checked.draft).not.toHaveProperty('yenUnit2');
    }
  });

  it('needs its collection, as every parameter', () => {
    const checked = checkDraft('buy_sell_nft', { web: 'sandbox-dex', base: '', quote: '' }, nftRangeParams(''));
    expect(!checked.ok && checked.errors.collection_address).toBe('validation.incompleteParameters');
  });

  it('is unchanged on a running bot with the same venue, collection and parameters, whatever its stored pair', () => {
    const params = nftRangeParams(APES);
    const checked = checkDraft('buy_sell_nft', { web: 'sandbox-dex', base: '', quote: '' }, params);
    if (!checked.ok) throw new Error('draft refused');
    const robot = savedNftBot(checked.draft.params as Record<string, unknown>);
    expect(unchangedActiveBot(robot, checked.draft)).toBe(true);
    expect(unchangedActiveBot({ ...robot, yenUnit1: 'CAKE' }, checked.draft)).toBe(true);
    const otherCollection = checkDraft('buy_sell_nft', { web: 'sandbox-dex', base: '', quote: '' }, nftRangeParams(CATS));
    if (!otherCollection.ok) throw new Error('draft refused');
    expect(unchangedActiveBot(robot, otherCollection.draft)).toBe(false);
  });

  it('leaves the DEX kinds asking for their pair', () => {
    const missing = checkDraft('shua_dex', { web: 'sandbox-dex', base: '', quote: 'BNB' }, {});
    expect(!missing.ok && missing.errors.yenUnit1).toBe('validation.pair');
  });
});

describe('a Quick Follow draft', () => {
  const params = (reference: string) => {
    const fields = fieldsOf(botKind('real_genpan_quick'));
    return toParams('real_genpan_quick', fields, {
      ...initialValues(fields),
      reference_web: reference,
      reference_symbol: 'BTC/USDT',
      price_ratio: '1.01',
      order_amount: '0.002',
    });
  };

  it('carries web_type 3 on the futures market, with its own exchange as the reference', () => {
    const checked = checkDraft('real_genpan_quick', { web: 'sandbox-a', base: 'BTC', quote: 'USDT', futures: true }, params('sandbox-a'));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.draft).toMatchObject({
      web: 'sandbox-a',
      web_type: 3,
      yenUnit1: 'BTC',
      yenUnit2: 'USDT',
      params: { reference_web: 'sandbox-a', price_ratio: 1.01 },
    });
  });

  it('carries web_type 0 on spot', () => {
    const checked = checkDraft('real_genpan_quick', { web: 'sandbox-a', base: 'BTC', quote: 'USDT' }, params('sandbox-b'));
    expect(checked.ok && checked.draft.web_type).toBe(0);
  });

  it('is changed when a stopped-and-edited bot moves between spot and futures', () => {
    const checked = checkDraft('real_genpan_quick', { web: 'sandbox-a', base: 'BTC', quote: 'USDT', futures: true }, params('sandbox-a'));
    if (!checked.ok) throw new Error('draft refused');
    const robot: RobotView = {
      ...savedNftBot(checked.draft.params as Record<string, unknown>),
      kind: 'real_genpan_quick',
      no: 15,
      web: 'sandbox-a',
      exchange: 'Sandbox A',
      web_type: 3,
      yenUnit1: 'BTC',
      yenUnit2: 'USDT',
    };
    expect(unchangedActiveBot(robot, checked.draft)).toBe(true);
    expect(unchangedActiveBot({ ...robot, web_type: 0 }, checked.draft)).toBe(false);
  });
});

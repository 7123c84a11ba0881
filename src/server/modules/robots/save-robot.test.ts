// Saving a bot on a real database (in-memory PGlite): an NFT bot names no pair, its market is the
// collection its parameters pick from the venue's marketplace, priced in the chain's coin (SAPE/BNB);
// a collection the venue does not list is refused beside its field, in the user's language. A DEX
// bot keeps the pair it is given.
import { SOLANA_MAINNET, solanaVenuesOn } from '../../../engine/connectors/solana/solana-venue-registry.ts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_DEX_VENUES } from '../../../engine/connectors/evm/dex-venues.ts';
import type { BotRunner } from '../../../engine/runner/runner.ts';
import { saveRobot } from '../../../shared/contracts/robot/save-robot.ts';
import type { RobotView } from '../../../shared/contracts/robot/robot.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import type { Language } from '../../../shared/app-info.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-registry.ts';
import { translatorFor } from '../../i18n.ts';
import { createLogger } from '../../logger.ts';
import { SecretBox } from '../../security/secret-box.ts';
import { createVenueServices, type VenueServices } from '../../venues/venue-services.ts';
import type { RobotDeps } from './robot-deps.ts';
import { robotRepository } from './robot-repository.ts';
import { saveRobotCall } from './save-robot.ts';

const now = Date.parse('2026-05-01T00:00:00Z');
/** A DEX venue on BSC (BNB) with an NFT marketplace, and one on the same chain without. */
const NFT_DEX = 'nft-dex';
const PLAIN_DEX = 'plain-dex';
const APES = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const CATS = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

let database: Database;
let venues: VenueServices;
let deps: RobotDeps;
const runner = { starts: 0, stops: 0 };

beforeAll(async () => {
  database = await openDatabase({});
  venues = createVenueServices({ includeCcxt: false });
  const model = PUBLIC_DEX_VENUES[0]!;
  venues.dex.register({
    ...model,
    id: NFT_DEX,
    name: 'NFT DEX',
    nftMarket: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    nftCollections: [
      { address: APES, name: 'Sandbox Apes', symbol: 'SAPE' },
      { address: CATS, name: 'Sandbox Cats', symbol: 'scat' },
    ],
  });
  venues.dex.register({ ...model, id: PLAIN_DEX, name: 'Plain DEX' });
  for (const venue of solanaVenuesOn(SOLANA_MAINNET, {
    tokens: [{ symbol: 'SOL', mint: 'So11111111111111111111111111111111111111112', decimals: 9 }],
    pairs: [],
    defaultPair: { base: 'SOL', quote: 'USDC' },
  }))
    venues.solana.register(venue);
  deps = {
    db: database.db,
    secretBox: new SecretBox([randomBytes(32)]),
    venues,
    runner: {
      canRun: () => true,
      start: async () => {
        runner.starts += 1;
      },
      stop: async () => {
        runner.stops += 1;
      },
    } as unknown as BotRunner,
    now: () => now,
    log: createLogger('silent'),
  };
});
afterAll(async () => {
  venues.close();
  await database.close();
});

let names = 0;
async function user(): Promise<number> {
  const name = `saver${++names}`;
  const [row] = await database.db
    .insert(users)
    .values({
      userName: name,
      email: `${name}@test.example.com`,
      passwordHash: 'x',
      level: 'flagship',
      type: 1,
      availableUntil: new Date(now + 86_400_000),
    })
    .returning({ id: users.id });
  return row!.id;
}

const nftRange = (collection: string, extra: Record<string, unknown> = {}) => ({
  wallet_group_id: 1,
  collection_address: collection,
  buy_below: 4,
  sell_above: 40,
  total_budget: 4,
  single_budget: 4,
  ...extra,
});

async function save(userId: number, draft: Record<string, unknown>, language: Language = 'en'): Promise<RobotView> {
  const ctx = { user: { userId, account: `user${userId}` }, t: translatorFor(language), language } as unknown as CallContext;
  const answer = (await saveRobotCall(deps).handle(saveRobot.request.parse(draft), ctx)) as { robot: RobotView };
  return answer.robot;
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('saved');
}

describe('saving an NFT bot', () => {
  it('names its market by the collection and the chain’s coin, asking for no pair', async () => {
    const owner = await user();
    const robot = await save(owner, { web: NFT_DEX, web_type: 1, kind: 'buy_sell_nft', params: nftRange(APES) });
    expect(robot).toMatchObject({ web: NFT_DEX, exchange: 'NFT DEX', web_type: 1, yenUnit1: 'SAPE', yenUnit2: 'BNB' });
    // A pair sent anyway (an older form's) does not name it; the collection's address in any case does.
    const other = await save(owner, {
      web: NFT_DEX,
      web_type: 1,
      yenUnit1: 'CAKE',
      yenUnit2: 'BNB',
      kind: 'shua_nft',
      params: { wallet_group_id: 1, collection_address: CATS.toLowerCase(), price_lower: 1, price_upper: 2, target_volume: 10 },
    });
    expect(other).toMatchObject({ yenUnit1: 'SCAT', yenUnit2: 'BNB' });
    const row = await robotRepository(database.db).byId(owner, other.id);
    expect(row).toMatchObject({ base: 'SCAT', quote: 'BNB' });
  });

  it('refuses a collection the venue’s marketplace does not list, beside its field and in the user’s language', async () => {
    const owner = await user();
    const unknown = '0x0000000000000000000000000000000000000001';
    for (const [web, collection] of [
      [NFT_DEX, unknown],
      [PLAIN_DEX, APES],
    ] as const) {
      const error = await refusal(save(owner, { web, web_type: 1, kind: 'buy_sell_nft', params: nftRange(collection) }));
      expect(error.code).toBe(CODE.invalidParams);
      expect(error.messageKey).toBe('validation.bots.nftCollection');
      expect(error.options.data).toEqual({
        issues: [{ path: 'params.collection_address', message: translatorFor('en')('validation.bots.nftCollection') }],
      });
    }
    const texts = (['en', 'zh', 'ko'] as const).map((language) => translatorFor(language)('validation.bots.nftCollection'));
    expect(new Set(texts).size).toBe(3);
    for (const text of texts) expect(text).not.toContain('validation.');
    const inChinese = await refusal(save(owner, { web: NFT_DEX, web_type: 1, kind: 'buy_sell_nft', params: nftRange(unknown) }, 'zh'));
    expect((inChinese.options.data as { issues: Array<{ message: string }> }).issues[0]?.message).toBe(texts[1]);
  });

  it('keeps a running bot on its collection: new parameters restart it, another collection is refused', async () => {
    const owner = await user();
    const saved = await save(owner, { web: NFT_DEX, web_type: 1, kind: 'buy_sell_nft', params: nftRange(APES) });
    const repo = robotRepository(database.db);
    // A bot saved before the market followed the collection still holds the form's pair.
    await repo.update(saved.id, { status: 'running', base: 'CAKE', quote: 'BNB' });
    const before = { ...runner };
    const restarted = await save(owner, {
      id: saved.id,
      web: NFT_DEX,
      web_type: 1,
      kind: 'buy_sell_nft',
      params: nftRange(APES, { sell_above: 50 }),
    });
    expect(restarted).toMatchObject({ yenUnit1: 'SAPE', yenUnit2: 'BNB', params: { sell_above: 50 } });
    expect(runner).toEqual({ starts: before.starts + 1, stops: before.stops + 1 });
    await repo.update(saved.id, { status: 'running' });
    const same = await refusal(
      save(owner, { id: saved.id, web: NFT_DEX, web_type: 1, kind: 'buy_sell_nft', params: nftRange(APES, { sell_above: 50 }) }),
    );
    expect(same.code).toBe(CODE.botSameParameters);
    const moved = await refusal(
      save(owner, { id: saved.id, web: NFT_DEX, web_type: 1, kind: 'buy_sell_nft', params: nftRange(CATS, { sell_above: 50 }) }),
    );
    expect(moved.code).toBe(CODE.botRunning);
  });
});

describe('saving a DEX bot', () => {
  it('keeps the pair it is given, on a DEX venue only', async () => {
    const owner = await user();
    const params = { wallet_group_id: 1, target_volume: 5, single_amount: 0.1 };
    const robot = await save(owner, { web: NFT_DEX, web_type: 1, yenUnit1: 'cake', yenUnit2: 'bnb', kind: 'shua_dex', params });
    expect(robot).toMatchObject({ yenUnit1: 'CAKE', yenUnit2: 'BNB' });
    const onExchange = await refusal(
      save(owner, { web: 'sandbox-a', web_type: 0, yenUnit1: 'CAKE', yenUnit2: 'BNB', kind: 'shua_dex', params }),
    );
    expect(onExchange.messageKey).toBe('validation.bots.dexVenueNeeded');
  });

  it('saves a pool kind and the sniper on a Solana venue, the sniper’s token a mint', async () => {
    const owner = await user();
    const params = { wallet_group_id: 1, target_volume: 5, single_amount: 0.1 };
    const robot = await save(owner, { web: 'orcasol', web_type: 1, yenUnit1: 'demo', yenUnit2: 'sol', kind: 'shua_dex', params });
    expect(robot).toMatchObject({ web: 'orcasol', yenUnit1: 'DEMO', yenUnit2: 'SOL' });
    const sniper = {
      wallet_group_id: 1,
      token_address: 'NewMint111111111111111111111111111111111111',
      max_price: 1,
      total_budget: 1,
      single_budget: 0.5,
    };
    const onSolana = await save(owner, {
      web: 'orcasol',
      web_type: 1,
      yenUnit1: 'NEW',
      yenUnit2: 'SOL',
      kind: 'snipe_dex',
      params: sniper,
    });
    expect(onSolana).toMatchObject({ web: 'orcasol', yenUnit1: 'NEW', kind: 'snipe_dex' });
    // An EVM contract's address is no mint.
    const evmAddress = { ...sniper, token_address: `0x${'ab'.repeat(20)}` };
    const refused = await refusal(
      save(owner, { web: 'orcasol', web_type: 1, yenUnit1: 'NEW', yenUnit2: 'SOL', kind: 'snipe_dex', params: evmAddress }),
    );
    expect(refused).toMatchObject({ code: CODE.invalidParams, messageKey: 'validation.bots.solanaTokenAddress' });
  });

  it('saves a launch kind on a Solana venue with a launch platform, and refuses it on one without', async () => {
    const owner = await user();
    const params = { wallet_group_id: 1, token_address: 'MemeMint1111111111111111111111111111111111', total_amount: 1, wallets_count: 2 };
    const pair = { web_type: 1, yenUnit1: 'MEME', yenUnit2: 'SOL', kind: 'pump_batch_buy' as const, params };
    expect(await save(owner, { web: 'raydiumsol', ...pair })).toMatchObject({ web: 'raydiumsol', yenUnit1: 'MEME' });
    expect(await refusal(save(owner, { web: 'orcasol', ...pair }))).toMatchObject({
      code: CODE.invalidParams,
      messageKey: 'validation.bots.solanaVenue',
    });
  });
});

// Launch curves of the sandbox AMM through real transactions in LiteSVM: a pump.fun-style token
// priced in wrapped SOL, bought and sold on its curve, then graduated into a pool.
import type { Address, KeyPairSigner } from '@solana/kit';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  findAuthorityAddress,
  findCurveAddress,
  findPoolAddress,
  getCreateCurveInstruction,
  getCurveBuyInstruction,
  getCurveSellInstruction,
  getGraduateInstruction,
  getSwapInstruction,
} from '../../../engine/connectors/solana/amm-program/amm-client.ts';
import { SandboxAmmErrorCode } from '../../../engine/connectors/solana/amm-program/amm-errors.ts';
import { DexLabel } from '../../../engine/connectors/solana/amm-program/amm-labels.ts';
import { quoteCurveBuy, quoteCurveSell, quoteGraduation, quoteSwap } from '../../../engine/connectors/solana/amm-program/amm-quote.ts';
import { AmmHarness, WRAPPED_SOL } from './amm-test-harness.ts';

const SOL = 1_000_000_000n;
const TOKEN = 1_000_000n; // 6 decimals
// Enough for sale that, at graduation, what is left covers the pool at the curve's last price:
// (virtual base + for sale) >= virtual base * ((virtual quote + graduation quote) / virtual quote)^2.
const FOR_SALE = 900_000_000n * TOKEN;
const VIRTUAL_BASE = 50_000_000n * TOKEN;
const KEPT_BY_CREATOR = 100_000_000n * TOKEN;
const GRADUATION_QUOTE = 85n * SOL;

interface Launch {
  curve: Address;
  baseMint: Address;
  creator: KeyPairSigner;
  creatorBase: Address;
  buyer: KeyPairSigner;
  buyerBase: Address;
  buyerQuote: Address;
}

async function launch(h: AmmHarness): Promise<Launch> {
  const baseMint = await h.createMint(6);
  const creator = await h.wallet();
  const creatorBase = await h.tokenAccount(creator.address, baseMint, FOR_SALE + KEPT_BY_CREATOR);
  await h.sendOk(
    await getCreateCurveInstruction({
      creator,
      baseMint,
      quoteMint: WRAPPED_SOL,
      creatorBaseToken: creatorBase,
      baseAmount: FOR_SALE,
      virtualBase: VIRTUAL_BASE,
      virtualQuote: 30n * SOL,
      graduationQuote: GRADUATION_QUOTE,
      graduationLabel: DexLabel.RaydiumAmmV4,
      graduationFeeBps: 25,
    }),
  );
  const buyer = await h.wallet(1_000n);
  const buyerQuote = await h.wrapSol(buyer, 500n * SOL);
  const buyerBase = await h.tokenAccount(buyer.address, baseMint);
  return { curve: await findCurveAddress(baseMint), baseMint, creator, creatorBase, buyer, buyerBase, buyerQuote };
}

function vaultBalances(h: AmmHarness, l: Launch): { base: bigint; quote: bigint } {
  const curve = h.curve(l.curve);
  return { base: h.balance(curve.baseVault), quote: h.balance(curve.quoteVault) };
}

function trade(h: AmmHarness, l: Launch, side: 'buy' | 'sell', amountIn: bigint, minOut: bigint, seller?: [KeyPairSigner, Address]) {
  const build = side === 'buy' ? getCurveBuyInstruction : getCurveSellInstruction;
  const [user, userBaseToken] = seller ?? [l.buyer, l.buyerBase];
  return build({ curve: h.curve(l.curve), user, userBaseToken, userQuoteToken: l.buyerQuote, amountIn, minOut });
}

describe('sandbox AMM launch curves', () => {
  let h: AmmHarness;
  let l: Launch;

  beforeAll(async () => {
    h = await AmmHarness.start();
    l = await launch(h);
  });

  it('create_curve records the creator and holds the tokens for sale in its vault', async () => {
    const curve = h.curve(l.curve);
    expect(curve).toMatchObject({
      baseMint: l.baseMint,
      quoteMint: WRAPPED_SOL,
      creator: l.creator.address,
      authority: await findAuthorityAddress(l.curve),
      virtualBase: VIRTUAL_BASE,
      virtualQuote: 30n * SOL,
      graduationQuote: GRADUATION_QUOTE,
      baseSold: 0n,
      status: 'trading',
      pool: null,
    });
    expect(vaultBalances(h, l)).toEqual({ base: FOR_SALE, quote: 0n });
    expect(h.balance(l.creatorBase)).toBe(KEPT_BY_CREATOR);
  });

  it('a buy pays out the quoted tokens; one asking for more is refused and moves nothing', async () => {
    const quoted = quoteCurveBuy(h.curve(l.curve), vaultBalances(h, l), 2n * SOL);
    const before = h.balances([l.buyerBase, l.buyerQuote]);
    const refused = await h.send(trade(h, l, 'buy', 2n * SOL, quoted + 1n));
    expect(refused).toMatchObject({ ok: false, customCode: SandboxAmmErrorCode.SlippageExceeded });
    expect(h.balances([l.buyerBase, l.buyerQuote])).toEqual(before);

    await h.sendOk(trade(h, l, 'buy', 2n * SOL, quoted));
    expect(h.balances([l.buyerBase, l.buyerQuote])).toEqual([before[0]! + quoted, before[1]! - 2n * SOL]);
    expect(h.curve(l.curve).baseSold).toBe(quoted);
  });

  it('a sell pays out the quoted SOL and lowers what the curve has sold', async () => {
    const held = h.balance(l.buyerBase);
    const quoted = quoteCurveSell(h.curve(l.curve), vaultBalances(h, l), held / 2n);
    const before = h.balance(l.buyerQuote);
    await h.sendOk(trade(h, l, 'sell', held / 2n, quoted));
    expect(h.balance(l.buyerQuote) - before).toBe(quoted);
    expect(h.curve(l.curve).baseSold).toBe(held - held / 2n);
  });

  it('selling more than the curve has sold is refused', async () => {
    const sold = h.curve(l.curve).baseSold;
    const refused = await h.send(trade(h, l, 'sell', sold + 1n, 0n, [l.creator, l.creatorBase]));
    expect(refused).toMatchObject({ ok: false, customCode: SandboxAmmErrorCode.InsufficientLiquidity });
    expect(h.balance(l.creatorBase)).toBe(KEPT_BY_CREATOR);
  });

  it('graduate is refused before the curve reaches its graduation reserve', async () => {
    const refused = await h.send(await getGraduateInstruction({ curve: h.curve(l.curve), payer: await h.wallet() }));
    expect(refused).toMatchObject({ ok: false, customCode: SandboxAmmErrorCode.CurveNotGraduated });
  });

  it('the buy reaching the graduation reserve completes the curve; the curve then refuses trades', async () => {
    const missing = GRADUATION_QUOTE - vaultBalances(h, l).quote;
    await h.sendOk(trade(h, l, 'buy', missing, 1n));
    expect(h.curve(l.curve).status).toBe('complete');
    for (const side of ['buy', 'sell'] as const) {
      const refused = await h.send(trade(h, l, side, SOL / 10n, 0n));
      expect(refused).toMatchObject({ ok: false, customCode: SandboxAmmErrorCode.CurveGraduated });
    }
  });

  it('anyone graduates a complete curve into a pool at its last price, burning the unsold rest', async () => {
    const curve = h.curve(l.curve);
    const expected = quoteGraduation(curve, vaultBalances(h, l));
    expect(expected.baseBurned).toBeGreaterThan(0n);
    const supply = h.supply(l.baseMint);
    await h.sendOk(await getGraduateInstruction({ curve, payer: await h.wallet() }));

    const poolAddress = await findPoolAddress(l.baseMint, WRAPPED_SOL, DexLabel.RaydiumAmmV4);
    const pool = h.pool(poolAddress);
    expect(pool).toMatchObject({
      mintA: l.baseMint,
      mintB: WRAPPED_SOL,
      creator: l.creator.address,
      feeBps: 25,
      label: DexLabel.RaydiumAmmV4,
    });
    expect(h.balances([pool.vaultA, pool.vaultB])).toEqual([expected.baseForPool, expected.quoteForPool]);
    expect(vaultBalances(h, l)).toEqual({ base: 0n, quote: 0n });
    expect(h.supply(l.baseMint)).toBe(supply - expected.baseBurned);
    expect(h.curve(l.curve)).toMatchObject({ status: 'migrated', pool: poolAddress });
    // the pool opens at the curve's last price: quote per base within a part in a million
    const curvePrice =
      Number(curve.virtualQuote + expected.quoteForPool) / Number(curve.virtualBase + expected.baseForPool + expected.baseBurned);
    expect(Number(expected.quoteForPool) / Number(expected.baseForPool)).toBeCloseTo(curvePrice, 6);

    const again = await h.send(await getGraduateInstruction({ curve: h.curve(l.curve), payer: await h.wallet() }));
    expect(again).toMatchObject({ ok: false, customCode: SandboxAmmErrorCode.CurveGraduated });
  });

  it('the graduated pool trades like any pool', async () => {
    const pool = h.pool(await findPoolAddress(l.baseMint, WRAPPED_SOL, DexLabel.RaydiumAmmV4));
    const amountIn = 1_000_000n * TOKEN;
    const quoted = quoteSwap({ reserveIn: h.balance(pool.vaultA), reserveOut: h.balance(pool.vaultB) }, amountIn, pool.feeBps);
    const before = h.balance(l.buyerQuote);
    await h.sendOk(
      getSwapInstruction({
        pool,
        user: l.buyer,
        userSource: l.buyerBase,
        userDestination: l.buyerQuote,
        amountIn,
        minOut: quoted,
        aToB: true,
      }),
    );
    expect(h.balance(l.buyerQuote) - before).toBe(quoted);
  });
});

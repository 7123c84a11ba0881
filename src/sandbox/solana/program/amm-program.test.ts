// Pools of the sandbox AMM through real transactions: the committed sandbox_amm.so runs in LiteSVM
// against the real SPL Token program.
import { type Address, AccountRole, type KeyPairSigner } from '@solana/kit';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  findAuthorityAddress,
  findPoolAddress,
  findVaultAddress,
  getCreatePoolInstruction,
  getSetFeeInstruction,
  getSwapInstruction,
  type AmmInstruction,
} from '../../../engine/connectors/solana/amm-program/amm-client.ts';
import { SandboxAmmErrorCode } from '../../../engine/connectors/solana/amm-program/amm-errors.ts';
import { DexLabel } from '../../../engine/connectors/solana/amm-program/amm-labels.ts';
import { quoteSwap } from '../../../engine/connectors/solana/amm-program/amm-quote.ts';
import { AmmHarness } from './amm-test-harness.ts';

interface Market {
  pool: Address;
  mintA: Address;
  mintB: Address;
  creator: KeyPairSigner;
  trader: KeyPairSigner;
  traderA: Address;
  traderB: Address;
}

async function openMarket(
  h: AmmHarness,
  amountA: bigint,
  amountB: bigint,
  label: DexLabel = DexLabel.RaydiumCp,
  traderShare = 1n,
): Promise<Market> {
  const [mintA, mintB, creator, trader] = await Promise.all([h.createMint(), h.createMint(), h.wallet(), h.wallet()]);
  const instruction = await getCreatePoolInstruction({
    creator,
    mintA,
    mintB,
    label,
    feeBps: 30,
    creatorTokenA: await h.tokenAccount(creator.address, mintA, amountA),
    creatorTokenB: await h.tokenAccount(creator.address, mintB, amountB),
    amountA,
    amountB,
  });
  await h.sendOk(instruction);
  const traderA = await h.tokenAccount(trader.address, mintA, amountA / traderShare);
  const traderB = await h.tokenAccount(trader.address, mintB, amountB / traderShare);
  return { pool: await findPoolAddress(mintA, mintB, label), mintA, mintB, creator, trader, traderA, traderB };
}

function swapOf(h: AmmHarness, m: Market, amountIn: bigint, minOut: bigint, aToB: boolean): AmmInstruction {
  return getSwapInstruction({
    pool: h.pool(m.pool),
    user: m.trader,
    userSource: aToB ? m.traderA : m.traderB,
    userDestination: aToB ? m.traderB : m.traderA,
    amountIn,
    minOut,
    aToB,
  });
}

function reservesOf(h: AmmHarness, m: Market): [bigint, bigint] {
  const pool = h.pool(m.pool);
  return [h.balance(pool.vaultA), h.balance(pool.vaultB)];
}

/** Every balance a swap touches: the trader's two accounts and the pool's two vaults. */
function balancesOf(h: AmmHarness, m: Market): bigint[] {
  const pool = h.pool(m.pool);
  return h.balances([m.traderA, m.traderB, pool.vaultA, pool.vaultB]);
}

describe('sandbox AMM pools', () => {
  let h: AmmHarness;
  let m: Market;

  beforeAll(async () => {
    h = await AmmHarness.start();
    m = await openMarket(h, 1_000_000_000n, 50_000_000_000n);
  });

  it('create_pool opens a pool holding the opening liquidity in vaults its authority owns', async () => {
    const pool = h.pool(m.pool);
    const authority = await findAuthorityAddress(m.pool);
    expect(pool).toMatchObject({
      mintA: m.mintA,
      mintB: m.mintB,
      authority,
      creator: m.creator.address,
      feeBps: 30,
      label: DexLabel.RaydiumCp,
    });
    expect(pool.vaultA).toBe(await findVaultAddress(m.pool, m.mintA));
    expect(pool.vaultB).toBe(await findVaultAddress(m.pool, m.mintB));
    expect(reservesOf(h, m)).toEqual([1_000_000_000n, 50_000_000_000n]);
    expect(h.tokenOwner(pool.vaultA)).toBe(authority);
    expect(h.tokenOwner(pool.vaultB)).toBe(authority);
    expect(h.balance(await h.tokenAccount(m.creator.address, m.mintA))).toBe(0n);
  });

  it('the same pair gets one pool per DEX label', async () => {
    const whirlpool = await findPoolAddress(m.mintA, m.mintB, DexLabel.Whirlpool);
    expect(whirlpool).not.toBe(m.pool);
    expect(h.exists(whirlpool)).toBe(false);
  });

  it('a swap pays out the quoted amount in both directions and never lowers k', async () => {
    for (const [amountIn, aToB] of [
      [12_345_678n, true],
      [987_654_321n, false],
      [1n << 20n, true],
    ] as const) {
      const [reserveA, reserveB] = reservesOf(h, m);
      const [reserveIn, reserveOut] = aToB ? [reserveA, reserveB] : [reserveB, reserveA];
      const quoted = quoteSwap({ reserveIn, reserveOut }, amountIn, 30);
      const before = balancesOf(h, m);
      await h.sendOk(swapOf(h, m, amountIn, quoted, aToB));
      const after = balancesOf(h, m);
      const [paid, received] = aToB ? [before[0]! - after[0]!, after[1]! - before[1]!] : [before[1]! - after[1]!, after[0]! - before[0]!];
      expect({ paid, received }).toEqual({ paid: amountIn, received: quoted });
      expect(after[2]! * after[3]!).toBeGreaterThan(reserveA * reserveB);
    }
  });

  it('a swap costs a bounded number of compute units', async () => {
    const computeUnits = await h.sendOk(swapOf(h, m, 1_000_000n, 1n, true));
    expect(computeUnits).toBeGreaterThan(1_000n);
    expect(computeUnits).toBeLessThan(10_000n);
  });

  it('a swap below min_out fails with SlippageExceeded and moves nothing', async () => {
    const [reserveA, reserveB] = reservesOf(h, m);
    const quoted = quoteSwap({ reserveIn: reserveA, reserveOut: reserveB }, 5_000_000n, 30);
    const before = balancesOf(h, m);
    const result = await h.send(swapOf(h, m, 5_000_000n, quoted + 1n, true));
    expect(result).toMatchObject({ ok: false, customCode: SandboxAmmErrorCode.SlippageExceeded });
    expect(balancesOf(h, m)).toEqual(before);
  });

  it('a zero amount is refused', async () => {
    expect(await h.send(swapOf(h, m, 0n, 0n, true))).toMatchObject({ ok: false, customCode: SandboxAmmErrorCode.ZeroAmount });
  });

  it('a swap naming a vault the pool does not own is refused', async () => {
    const other = await openMarket(h, 1_000_000n, 1_000_000n);
    const swap = getSwapInstruction({
      pool: { ...h.pool(m.pool), vaultB: h.pool(other.pool).vaultB },
      user: m.trader,
      userSource: m.traderA,
      userDestination: m.traderB,
      amountIn: 1_000n,
      minOut: 0n,
      aToB: true,
    });
    const before = balancesOf(h, m);
    expect(await h.send(swap)).toMatchObject({ ok: false, customCode: SandboxAmmErrorCode.WrongAccount });
    expect(balancesOf(h, m)).toEqual(before);
  });

  it('a swap paying from an account of the other mint is refused', async () => {
    const swap = getSwapInstruction({ ...swapArgs(h, m), userSource: m.traderB, userDestination: m.traderA });
    expect(await h.send(swap)).toMatchObject({ ok: false, customCode: SandboxAmmErrorCode.WrongAccount });
  });

  it("a swap without the user's signature is refused", async () => {
    const swap = swapOf(h, m, 1_000n, 0n, true);
    const unsigned = {
      ...swap,
      accounts: swap.accounts.map((meta, i) => (i === 6 ? { address: meta.address, role: AccountRole.READONLY } : meta)),
    };
    expect(await h.send(unsigned)).toMatchObject({ ok: false, customCode: SandboxAmmErrorCode.MissingSigner });
  });

  it('only the creator may change the fee, and the next swap is priced with it', async () => {
    const stranger = await h.wallet();
    const refused = await h.send(getSetFeeInstruction({ pool: m.pool, creator: stranger, feeBps: 0 }));
    expect(refused).toMatchObject({ ok: false, customCode: SandboxAmmErrorCode.WrongAuthority });
    expect(h.pool(m.pool).feeBps).toBe(30);
    const tooHigh = await h.send(getSetFeeInstruction({ pool: m.pool, creator: m.creator, feeBps: 10_000 }));
    expect(tooHigh).toMatchObject({ ok: false, customCode: SandboxAmmErrorCode.InvalidFee });

    await h.sendOk(getSetFeeInstruction({ pool: m.pool, creator: m.creator, feeBps: 100 }));
    expect(h.pool(m.pool).feeBps).toBe(100);
    const [reserveA, reserveB] = reservesOf(h, m);
    const quoted = quoteSwap({ reserveIn: reserveA, reserveOut: reserveB }, 10_000_000n, 100);
    expect(quoted).toBeLessThan(quoteSwap({ reserveIn: reserveA, reserveOut: reserveB }, 10_000_000n, 30));
    const before = h.balance(m.traderB);
    await h.sendOk(swapOf(h, m, 10_000_000n, quoted, true));
    expect(h.balance(m.traderB) - before).toBe(quoted);
  });

  it('a second create_pool at the same address is refused', async () => {
    const again = await getCreatePoolInstruction({
      creator: m.creator,
      mintA: m.mintA,
      mintB: m.mintB,
      label: DexLabel.RaydiumCp,
      feeBps: 30,
      creatorTokenA: await h.tokenAccount(m.creator.address, m.mintA, 10n),
      creatorTokenB: await h.tokenAccount(m.creator.address, m.mintB, 10n),
      amountA: 10n,
      amountB: 10n,
    });
    expect(await h.send(again)).toMatchObject({ ok: false, customCode: SandboxAmmErrorCode.AlreadyInitialized });
  });

  it('prices with 128-bit products when reserves and amounts are near the 64-bit limit', async () => {
    // the trader gets a quarter of each reserve: a mint's supply must stay below 2^64 too
    const big = await openMarket(h, 1n << 63n, (1n << 62n) + 123_456_789n, DexLabel.Meteora, 4n);
    for (const [amountIn, aToB] of [
      [(1n << 60n) + 7n, true],
      [(1n << 59n) + 99n, false],
    ] as const) {
      const [reserveA, reserveB] = reservesOf(h, big);
      const quoted = quoteSwap(
        aToB ? { reserveIn: reserveA, reserveOut: reserveB } : { reserveIn: reserveB, reserveOut: reserveA },
        amountIn,
        30,
      );
      const destination = aToB ? big.traderB : big.traderA;
      const before = h.balance(destination);
      await h.sendOk(swapOf(h, big, amountIn, quoted, aToB));
      expect(h.balance(destination) - before).toBe(quoted);
    }
  });
});

function swapArgs(h: AmmHarness, m: Market) {
  return {
    pool: h.pool(m.pool),
    user: m.trader,
    userSource: m.traderA,
    userDestination: m.traderB,
    amountIn: 1_000n,
    minOut: 0n,
    aToB: true,
  };
}

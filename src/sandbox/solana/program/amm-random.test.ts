// A seeded run of random swaps, curve buys and curve sells by several users through real
// transactions: whatever succeeds pays exactly the TypeScript quote, whatever fails moves nothing,
// no token appears or vanishes (every mint's supply is still the sum of its accounts), and neither
// the pool's k nor the curve's virtual k ever goes down.
import type { Address, KeyPairSigner } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../random.ts';
import {
  findCurveAddress,
  findPoolAddress,
  getCreateCurveInstruction,
  getCreatePoolInstruction,
  getCurveBuyInstruction,
  getCurveSellInstruction,
  getSwapInstruction,
  type AmmInstruction,
} from '../../../engine/connectors/solana/amm-program/amm-client.ts';
import { SandboxAmmError } from '../../../engine/connectors/solana/amm-program/amm-errors.ts';
import { DexLabel } from '../../../engine/connectors/solana/amm-program/amm-labels.ts';
import { quoteCurveBuy, quoteCurveSell, quoteSwap } from '../../../engine/connectors/solana/amm-program/amm-quote.ts';
import { AmmHarness } from './amm-test-harness.ts';

const STEPS = 200;

interface Trader {
  signer: KeyPairSigner;
  /** The trader's token account per mint. */
  accounts: Map<Address, Address>;
}

/** A random amount from 1 to about twice `scale`, spread over orders of magnitude. */
function amount(rng: Rng, scale: bigint): bigint {
  const digits = Math.max(1, scale.toString().length);
  return BigInt(Math.floor(10 ** (rng.next() * (digits + 0.3)))) + 1n;
}

describe('sandbox AMM under random trading', () => {
  it(`${STEPS} random swaps, buys and sells conserve every token and never lower k`, async () => {
    const rng = createRng('sandbox-amm', 7);
    const h = await AmmHarness.start();
    const [mintA, mintB, launchMint] = [await h.createMint(), await h.createMint(), await h.createMint()];
    const mints = [mintA, mintB, launchMint];
    const creator = await h.wallet();
    await h.sendOk(
      await getCreatePoolInstruction({
        creator,
        mintA,
        mintB,
        label: DexLabel.Whirlpool,
        feeBps: 25,
        creatorTokenA: await h.tokenAccount(creator.address, mintA, 5_000_000_000n),
        creatorTokenB: await h.tokenAccount(creator.address, mintB, 2_000_000_000n),
        amountA: 5_000_000_000n,
        amountB: 2_000_000_000n,
      }),
    );
    // The launch is priced in mint B; a graduation reserve out of reach keeps it trading.
    await h.sendOk(
      await getCreateCurveInstruction({
        creator,
        baseMint: launchMint,
        quoteMint: mintB,
        creatorBaseToken: await h.tokenAccount(creator.address, launchMint, 1_000_000_000_000n),
        baseAmount: 1_000_000_000_000n,
        virtualBase: 100_000_000_000n,
        virtualQuote: 3_000_000_000n,
        graduationQuote: 1n << 62n,
        graduationLabel: DexLabel.RaydiumCp,
        graduationFeeBps: 25,
      }),
    );
    const pool = h.pool(await findPoolAddress(mintA, mintB, DexLabel.Whirlpool));
    const curve = h.curve(await findCurveAddress(launchMint));

    const traders: Trader[] = [];
    for (let i = 0; i < 4; i++) {
      const signer = await h.wallet();
      const accounts = new Map<Address, Address>();
      accounts.set(mintA, await h.tokenAccount(signer.address, mintA, BigInt(rng.int(1_000_000_000)) + 1n));
      accounts.set(mintB, await h.tokenAccount(signer.address, mintB, BigInt(rng.int(1_000_000_000)) + 1n));
      accounts.set(launchMint, await h.tokenAccount(signer.address, launchMint));
      traders.push({ signer, accounts });
    }
    const watched = [pool.vaultA, pool.vaultB, curve.baseVault, curve.quoteVault, ...traders.flatMap((t) => [...t.accounts.values()])];
    const supplies = mints.map((mint) => h.supply(mint));
    const poolK = () => h.balance(pool.vaultA) * h.balance(pool.vaultB);
    const curveK = () => (curve.virtualBase + h.balance(curve.baseVault)) * (curve.virtualQuote + h.balance(curve.quoteVault));

    let succeeded = 0;
    let refusedBySlippage = 0;
    for (let step = 0; step < STEPS; step++) {
      const trader = traders[rng.int(traders.length)]!;
      const account = (mint: Address) => trader.accounts.get(mint)!;
      const kind = rng.int(4);
      let quote: () => bigint;
      let build: (minOut: bigint) => AmmInstruction;
      let received: Address;
      if (kind < 2) {
        const aToB = kind === 0;
        const [mintIn, mintOut] = aToB ? [mintA, mintB] : [mintB, mintA];
        const amountIn = amount(rng, h.balance(account(mintIn)));
        const reserves = {
          reserveIn: h.balance(aToB ? pool.vaultA : pool.vaultB),
          reserveOut: h.balance(aToB ? pool.vaultB : pool.vaultA),
        };
        quote = () => quoteSwap(reserves, amountIn, pool.feeBps);
        build = (minOut) =>
          getSwapInstruction({
            pool,
            user: trader.signer,
            userSource: account(mintIn),
            userDestination: account(mintOut),
            amountIn,
            minOut,
            aToB,
          });
        received = account(mintOut);
      } else {
        const buy = kind === 2;
        const amountIn = amount(rng, h.balance(account(buy ? mintB : launchMint)));
        const state = h.curve(curve.address);
        const balances = { base: h.balance(curve.baseVault), quote: h.balance(curve.quoteVault) };
        quote = () => (buy ? quoteCurveBuy : quoteCurveSell)(state, balances, amountIn);
        const instructionOf = buy ? getCurveBuyInstruction : getCurveSellInstruction;
        build = (minOut) =>
          instructionOf({
            curve: state,
            user: trader.signer,
            userBaseToken: account(launchMint),
            userQuoteToken: account(mintB),
            amountIn,
            minOut,
          });
        received = account(buy ? launchMint : mintB);
      }

      let expected: bigint | SandboxAmmError;
      try {
        expected = quote();
      } catch (error) {
        if (!(error instanceof SandboxAmmError)) throw error;
        expected = error;
      }
      const askTooMuch = typeof expected === 'bigint' && rng.next() < 0.15;
      const minOut = typeof expected === 'bigint' ? (askTooMuch ? expected + 1n : expected) : 0n;
      const before = h.balances(watched);
      const [kPool, kCurve] = [poolK(), curveK()];
      const result = await h.send(build(minOut));

      if (result.ok) {
        succeeded++;
        expect(typeof expected === 'bigint' && !askTooMuch, `step ${step} succeeded against the quote`).toBe(true);
        expect(h.balance(received) - before[watched.indexOf(received)]!).toBe(expected);
      } else {
        expect(h.balances(watched), `step ${step} failed and moved tokens`).toEqual(before);
        if (expected instanceof SandboxAmmError) expect(result.customCode).toBe(expected.code);
        else if (askTooMuch) refusedBySlippage++;
        // otherwise the trader's balance was short: the token program refuses, not ours
        else expect(result.customCode, `step ${step}: ${result.error}`).toBe(1);
      }
      expect(poolK()).toBeGreaterThanOrEqual(kPool);
      expect(curveK()).toBeGreaterThanOrEqual(kCurve);
      expect(mints.map((mint) => h.totalHeld(mint))).toEqual(supplies);
    }
    // the run exercised both outcomes
    expect(succeeded).toBeGreaterThan(STEPS / 3);
    expect(refusedBySlippage).toBeGreaterThan(5);
  });
});

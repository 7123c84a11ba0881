// The money invariant under random sequences: deposits (some moved or dropped by a reorganisation),
// renewals, plan changes, Recharge and Renew (and the same request sent again), auto-renew, referral
// rewards, withdrawals, reviews and refusals at any moment, the operator's unlock, and crashes at
// random points of the billing pass. A crash cuts the pass off at a random JSON-RPC call (before the
// node answers, or after it took the call but before the caller heard) and throws away everything
// the process held in memory (the sender's nonces, the receipt watcher), as kill -9 does; what the
// database committed stays, and the next pass is a new process's. After the sequence the passes run
// without faults until nothing is under way, and then:
// - every balance, spendable and withdrawable amount is ≥ 0;
// - the ledger's deposits are exactly the transfers the canonical chain holds, each once;
// - a paid withdrawal reached its address once and was never refunded; a refused or reverted one
//   was refunded once and sent nothing;
// - the treasury's and the deposit addresses' USDT on chain is what the ledger says came in, less
//   what was paid out;
// - the money that left or may leave as cash (paid withdrawals, fees, withdrawable balances) is no
//   more than the deposits: plan credits and referral rewards mint nothing;
// - a referrer's net rewards are at most 20% of what its invitee's plans kept;
// - nothing is left half-way: no transaction still sent, no withdrawal still being paid, no sweep
//   under way, no deposit above the sweep minimum left unswept.
// The seed is printed on failure; MONEY_SEED=<n> replays one.
import { and, eq, inArray } from 'drizzle-orm';
import { type Address, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, it } from 'vitest';
import { newMnemonic } from '../../src/engine/wallets/hd-wallets.ts';
import { JournalledSender } from '../../src/engine/wallets/journalled-sender.ts';
import { ReceiptWatcher } from '../../src/engine/wallets/receipt-watcher.ts';
import { BILLING_PERIODS, type BillingPeriod, type PlanLevel } from '../../src/shared/catalogue/plans.ts';
import { mulberry32 } from '../../src/shared/mulberry32.ts';
import { type Database, type Db, openDatabase } from '../../src/server/db/database.ts';
import { chainDeposits, chainSends, users, withdrawals } from '../../src/server/db/schema/index.ts';
import { ApiError } from '../../src/server/http/api-error.ts';
import { createLogger } from '../../src/server/logger.ts';
import { runAutoRenew } from '../../src/server/modules/billing/auto-renew.ts';
import type { BillingChain } from '../../src/server/modules/billing/billing-chains.ts';
import { billingKeys } from '../../src/server/modules/billing/billing-seed.ts';
import { depositAddressOf } from '../../src/server/modules/billing/deposit-addresses.ts';
import { watchDeposits } from '../../src/server/modules/billing/deposit-watcher.ts';
import { runOpsCommand } from '../../src/server/modules/billing/ops-commands.ts';
import { payPlan, rechargeAndRenew } from '../../src/server/modules/billing/plan-purchases.ts';
import { sweepDeposits } from '../../src/server/modules/billing/sweeper.ts';
import { applyForWithdrawal, passReview, payWithdrawals, refuseWithdrawal } from '../../src/server/modules/billing/withdrawals.ts';
import { sendJournal } from '../../src/server/modules/wallets/send-journal.ts';
import type { ChainTools } from '../../src/server/modules/wallets/wallet-chains.ts';
import { logLines } from '../support/log-lines.ts';
import { expectMoneyInvariant } from '../support/money-invariant.ts';
import { type MoneyChain, startMoneyChain } from '../support/money-chain.ts';

const USDT = 1_000_000;
const DAY = 86_400_000;
const SEEDS = process.env.MONEY_SEED ? [Number(process.env.MONEY_SEED)] : [11, 23, 37, 41, 59, 61, 73, 89];
const STEPS = 60;
const LEVELS: PlanLevel[] = ['personal', 'enterprise', 'flagship'];
const DEPOSITS = ['0.4', '30', '150', '600', '3000'];

let chain: MoneyChain;
let database: Database;

beforeAll(async () => {
  chain = await startMoneyChain();
  database = await openDatabase({});
}, 60_000);

afterAll(async () => {
  await database?.close();
});

class Crash extends Error {}

/** One sequence on a billing chain of its own (its own cursor, treasury and users). */
async function runSequence(seed: number): Promise<void> {
  const db = database.db;
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const on: BillingChain = {
    key: `PROP${seed}`,
    name: `Property ${seed}`,
    chainId: chain.wallet.chainId,
    usdt: chain.usdt,
    usdtDecimals: 6,
    confirmations: 2,
    withdrawalFeeMicros: USDT,
    sweepMinimumMicros: USDT,
  };
  const keys = billingKeys(newMnemonic());
  const treasury = keys.treasuryAddress(on.chainId);
  await chain.fund(treasury, parseEther('50'));
  const lines = logLines();
  const log = createLogger('info', lines.stream);
  let now = Date.UTC(2026, 0, 5, 12) + seed * DAY;

  // A process: the sender and receipt watcher it keeps in memory, lost at a crash.
  // A process: its database handle (dead after a crash, as the process is) and what it keeps in
  // memory (the sender's nonces, the receipt watcher), all lost at a crash.
  let process = newProcess();
  function newProcess(): { db: Db; tools: ChainTools; crash(): void } {
    let dead = false;
    const handle = new Proxy(db, {
      get(target, property) {
        if (dead) throw new Crash('the process is dead');
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const receipts = new ReceiptWatcher(chain.wallet, { pollMs: 10 });
    const tools = {
      chain: chain.dexChain,
      venues: [],
      wallet: chain.wallet,
      receipts,
      sender: new JournalledSender(chain.wallet, sendJournal(handle), receipts, { pollMs: 10, settleTimeoutMs: 1_000 }),
    };
    return {
      db: handle,
      tools,
      crash() {
        dead = true;
        receipts.close();
      },
    };
  }

  async function newUser(name: string, fields: Partial<typeof users.$inferInsert> = {}) {
    const [row] = await db
      .insert(users)
      .values({
        userName: `${name}${seed}`,
        email: `${name}${seed}@example.com`,
        passwordHash: 'not-a-hash',
        availableUntil: new Date(now + 7 * DAY),
        ...fields,
      })
      .returning();
    const address = (await depositAddressOf(db, keys, on, row!.id, async () => BigInt(await chain.height()))) as Address;
    return { id: row!.id, userName: row!.userName, address };
  }
  const referrer = await newUser('referrer');
  const invitee = await newUser('invitee', { invitedBy: referrer.id, botActivatedAt: new Date(now) });
  const plain = await newUser('plain');
  const people = [referrer, invitee, plain];
  const _ids = people.map((person) => person.id);

  const depositHashes: `0x${string}`[] = [];
  const targets = new Map<number, Address>();
  let lastPlanRequest: (() => Promise<unknown>) | null = null;
  const trace: string[] = [];

  /** The withdrawals not yet paid or refused. */
  const openWithdrawals = () =>
    db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.chain, on.key), inArray(withdrawals.state, ['applying', 'review_passed', 'paying'])));

  /** An operator refuses one of them: a refusal that comes too late must change nothing. */
  async function refuseAny(when: string) {
    const open = await openWithdrawals();
    if (open.length === 0) return;
    const withdrawal = pick(open);
    const outcome = await refuseWithdrawal(db, withdrawal.id, 'refused', 'tester', now);
    trace.push(`refuse #${withdrawal.id} (${withdrawal.state}) ${when}: ${outcome.failed ? 'refused' : 'too late'}`);
  }

  function crashNow(why: string): never {
    process.crash();
    throw new Crash(why);
  }

  /**
   * Every broadcast is mined unless the process dies first. At call `faultAt` the pass meets a
   * crash (the process dies) or a fault (the node's answer is an error the process lives through),
   * before the node has the call or after it took it.
   */
  function arm(faultAt: number | null, how: { dies: boolean; afterCall: boolean; onlySends: boolean }) {
    let calls = 0;
    const fail = (why: string) => {
      if (how.dies) crashNow(`crash ${why}`);
      throw new Crash(`fault ${why}`);
    };
    chain.step = async (method, _params, forward) => {
      if (!how.onlySends || method === 'eth_sendRawTransaction') calls++;
      // The operator reviews while the pass is under way: a refusal may come at any call.
      if (random() < 0.1) await refuseAny('during the pass');
      const failing = faultAt !== null && calls === faultAt && (!how.onlySends || method === 'eth_sendRawTransaction');
      if (failing && !how.afterCall) fail('before the call');
      try {
        const answer = await forward();
        if (failing && how.afterCall) fail('after the node took the call');
        return answer;
      } finally {
        if (method === 'eth_sendRawTransaction' && !(failing && how.dies)) await chain.mine();
      }
    };
  }

  /** The billing pass of one process (chainPass's steps); a crash ends the process. */
  async function pass(faultAt: number | null) {
    const dies = random() < 0.6;
    // Half the faults hit a broadcast (the k-th of the pass), the moment that matters most.
    const onlySends = random() < 0.5;
    arm(faultAt === null ? null : onlySends ? 1 + (faultAt % 3) : faultAt, { dies, afterCall: random() < 0.5, onlySends });
    try {
      const { db, tools } = process;
      await watchDeposits(db, tools, on, () => now);
      await payWithdrawals(db, tools, on, keys, { now: () => now, log });
      await sweepDeposits(db, tools, on, keys, { now: () => now, log });
    } catch (error) {
      if (!causedByCrash(error) && !isChainWait(error)) throw error;
    } finally {
      chain.reset();
      if (faultAt !== null && dies) {
        process.crash();
        process = newProcess();
      }
    }
  }

  /** A refusal the user sees (an ApiError) is part of the game; anything else is a failure. */
  async function attempt(what: string, run: () => Promise<unknown>) {
    try {
      await run();
      trace.push(`${what}: ok`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      trace.push(`${what}: ${error.code}`);
    }
  }

  const actions: Array<[number, () => Promise<void>]> = [
    [
      4,
      async () => {
        const person = pick(people);
        const raw = await chain.signUsdt(person.address, pick(DEPOSITS));
        depositHashes.push(await chain.sendRaw(raw));
        await chain.mine();
        trace.push(`deposit to ${person.userName}`);
      },
    ],
    [
      1,
      async () => {
        // A transfer seen in a block that a reorganisation replaces: it lands later, or never.
        const person = pick(people);
        const raw = await chain.signUsdt(person.address, pick(DEPOSITS));
        const snapshot = await chain.evm.request('evm_snapshot');
        await chain.sendRaw(raw);
        await chain.mine();
        await watchDeposits(db, process.tools, on, () => now);
        await chain.evm.request('evm_revert', [snapshot]);
        await chain.mine();
        if (random() < 0.6) {
          depositHashes.push(await chain.sendRaw(raw));
          await chain.mine();
        }
        trace.push(`reorganised deposit to ${person.userName}`);
      },
    ],
    [
      5,
      async () => {
        const person = pick([invitee, invitee, plain]);
        const level = pick(LEVELS);
        const period = pick(BILLING_PERIODS);
        const [row] = await db.select().from(users).where(eq(users.id, person.id));
        const request = { level, period, availableTime: row!.availableUntil.getTime() };
        lastPlanRequest = () => payPlan(db, person.id, request, now);
        await attempt(`${person.userName} pays ${level} ${period}`, lastPlanRequest);
      },
    ],
    [
      1,
      async () => {
        const person = pick([invitee, plain]);
        const level = pick(LEVELS);
        const period: BillingPeriod = pick(BILLING_PERIODS);
        const [row] = await db.select().from(users).where(eq(users.id, person.id));
        const request = { level, period, chain: on.key, availableTime: row!.availableUntil.getTime() };
        lastPlanRequest = () => rechargeAndRenew(db, person.id, request, now);
        await attempt(`${person.userName} recharges for ${level} ${period}`, lastPlanRequest);
      },
    ],
    [
      1,
      async () => {
        if (lastPlanRequest) await attempt('the last plan request sent again', lastPlanRequest);
      },
    ],
    [
      2,
      async () => {
        const person = pick([invitee, plain]);
        await runOpsCommand(db, ['unlock', person.userName], now);
        trace.push(`unlock ${person.userName}`);
      },
    ],
    [
      2,
      async () => {
        const person = pick(people);
        const address = privateKeyToAddress(generatePrivateKey());
        const amountMicros = pick([50, 60, 120, 400]) * USDT;
        await attempt(`${person.userName} withdraws ${amountMicros / USDT}`, async () => {
          const row = await applyForWithdrawal(db, person.id, { chain: on, address, amountMicros }, now);
          targets.set(row.id, address);
        });
      },
    ],
    [
      3,
      async () => {
        // An operator's review, at any moment: a refusal that comes too late must change nothing.
        const open = await openWithdrawals();
        if (open.length === 0) return;
        const withdrawal = pick(open);
        if (withdrawal.state === 'applying' && random() < 0.6) {
          await passReview(db, withdrawal.id, 'tester', now);
          trace.push(`pass #${withdrawal.id}`);
        } else {
          const outcome = await refuseWithdrawal(db, withdrawal.id, 'refused', 'tester', now);
          trace.push(`refuse #${withdrawal.id} (${withdrawal.state}): ${outcome.failed ? 'refused' : 'too late'}`);
        }
      },
    ],
    [
      2,
      async () => {
        now += Math.floor(random() * 40 * DAY);
        await runAutoRenew(db, now);
        trace.push(`time passes: ${new Date(now).toISOString()}`);
      },
    ],
    [
      5,
      async () => {
        const faultAt = random() < 0.5 ? 1 + Math.floor(random() * 30) : null;
        await pass(faultAt);
        trace.push(`billing pass${faultAt === null ? '' : `, a crash or fault at call ${faultAt}`}`);
      },
    ],
  ];
  const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);

  try {
    for (let i = 0; i < STEPS; i++) {
      const draw = random() * totalWeight;
      let reached = 0;
      const action = actions.find(([weight]) => {
        reached += weight;
        return draw < reached;
      })!;
      await action[1]();
    }
    // Every open review decided, then passes without faults until nothing is under way.
    for (const row of await db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.chain, on.key), eq(withdrawals.state, 'applying'))))
      await passReview(db, row.id, 'tester', now);
    await chain.mine(3);
    for (let round = 0; round < 6; round++) {
      await pass(null);
      await chain.mine(1);
    }
    await expectMoneyInvariant({ db, chain, on, treasury, people, referrer, invitee, depositHashes, targets, now });
  } catch (error) {
    const sends = await db.select().from(chainSends);
    console.log(sends.map((row) => `${row.billingRef} step ${row.step} ${row.fromAddress} nonce ${row.nonce} ${row.state}`).join('\n'));
    console.log(trace.join('\n'));
    console.log(people.map((p) => `${p.userName} ${p.id} ${p.address}`).join('\n'));
    console.log(
      (await db.select().from(chainDeposits).where(eq(chainDeposits.chain, on.key)))
        .map((r) => `#${r.id} user ${r.userId} ${r.address} ${r.state} ${r.amountUnits} block ${r.blockNumber}`)
        .join('\n'),
    );
    throw new Error(
      `seed ${seed} (MONEY_SEED=${seed} replays it): ${(error as Error).message}\n${trace.slice(-25).join('\n')}\n${lines.lines.slice(-8).join('\n')}`,
      {
        cause: error,
      },
    );
  }
}

/** The crash, however the client wrapped it. */
function causedByCrash(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) if (cause instanceof Crash) return true;
  return false;
}

/** A pass may give up waiting on the chain (a nonce still settling); the next one carries on. */
function isChainWait(error: unknown): boolean {
  return error instanceof Error && /ReceiptTimeout|not settled|still short of gas/.test(`${error.name} ${error.message}`);
}

it.each(SEEDS)('keeps the money invariant through random operations and crashes (seed %i)', { timeout: 120_000 }, async (seed) => {
  await runSequence(seed);
});

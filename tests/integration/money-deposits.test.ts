// Deposits are credited once, and swept without getting stuck or draining the treasury, whatever
// the chain does. Credits: a reorganisation that moves a transfer to a later block (same hash, same
// log index) credits it there; two passes at once (two processes) never leave a credited deposit
// failed; a watcher far behind on a busy chain catches up through a provider that refuses large
// ranges and results. Sweeps: one address failing leaves the others swept; a gas top-up the chain
// will not mine at its price is replaced when the price rises; deposits below the sweep minimum
// wait on their address until they add up to it; a treasury that cannot pay a whole sweep's gas
// sends nothing. A hardhat node in this process (reorgs by evm_snapshot/evm_revert, one PGlite for
// the file) and the module functions.
import { and, eq } from 'drizzle-orm';
import { type Address, parseEther, parseGwei, parseUnits, toHex } from 'viem';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JournalledSender } from '../../src/engine/wallets/journalled-sender.ts';
import { newMnemonic } from '../../src/engine/wallets/hd-wallets.ts';
import { ReceiptWatcher } from '../../src/engine/wallets/receipt-watcher.ts';
import { type Database, type Db, openDatabase } from '../../src/server/db/database.ts';
import { billingCursors, billingPayments, chainDeposits, users } from '../../src/server/db/schema/index.ts';
import { createLogger } from '../../src/server/logger.ts';
import type { BillingChain } from '../../src/server/modules/billing/billing-chains.ts';
import { type BillingKeys, billingKeys } from '../../src/server/modules/billing/billing-seed.ts';
import { depositAddressOf } from '../../src/server/modules/billing/deposit-addresses.ts';
import { creditDeposit, failVanished, noteCollecting } from '../../src/server/modules/billing/deposit-credits.ts';
import { watchDeposits } from '../../src/server/modules/billing/deposit-watcher.ts';
import { balanceMicros } from '../../src/server/modules/billing/ledger.ts';
import { sweepDeposits } from '../../src/server/modules/billing/sweeper.ts';
import { usdtBalance } from '../../src/server/modules/billing/treasury.ts';
import { sendJournal } from '../../src/server/modules/wallets/send-journal.ts';
import type { ChainTools } from '../../src/server/modules/wallets/wallet-chains.ts';
import { logLines } from '../support/log-lines.ts';
import { type MoneyChain, type RpcStep, startMoneyChain } from '../support/money-chain.ts';

let chain: MoneyChain;
let database: Database;
let tools: ChainTools;
const keys = billingKeys('test test test test test test test test test test test junk');
const now = () => Date.now();

beforeAll(async () => {
  chain = await startMoneyChain();
  database = await openDatabase({});
  tools = toolsWith(chain.receipts);
}, 60_000);

afterAll(async () => {
  chain?.receipts.close();
  await database?.close();
});

function toolsWith(receipts: ReceiptWatcher): ChainTools {
  return {
    chain: chain.dexChain,
    venues: [],
    wallet: chain.wallet,
    receipts,
    sender: new JournalledSender(chain.wallet, sendJournal(database.db), receipts, { pollMs: 10 }),
  };
}

/** One billing chain, keys (so one treasury) and log per test, on the same node. */
function scene(key: string) {
  const on: BillingChain = {
    key,
    name: key,
    chainId: chain.wallet.chainId,
    usdt: chain.usdt,
    usdtDecimals: 6,
    confirmations: 1,
    withdrawalFeeMicros: 1_000_000,
    sweepMinimumMicros: 1_000_000,
  };
  const keys = billingKeys(newMnemonic());
  const log = logLines();
  return { on, keys, treasury: keys.treasuryAddress(on.chainId), logs: log.lines, logger: createLogger('info', log.stream) };
}

async function depositor(name: string, on: BillingChain, keys: BillingKeys): Promise<{ userId: number; address: Address }> {
  const [row] = await database.db
    .insert(users)
    .values({ userName: name, email: `${name}@test.example.com`, passwordHash: 'x', availableUntil: new Date() })
    .returning({ id: users.id });
  const address = await depositAddressOf(database.db, keys, on, row!.id, async () => BigInt(await chain.height()));
  return { userId: row!.id, address: address as Address };
}

/** A transfer to the address, mined and credited by the watcher. */
async function deposit(on: BillingChain, address: Address, amount: string) {
  await chain.sendRaw(await chain.signUsdt(address, amount));
  await chain.mine();
  await watchDeposits(database.db, tools, on, Date.now);
}

const statesOf = async (on: BillingChain, userId: number) =>
  (
    await database.db
      .select({ state: chainDeposits.state })
      .from(chainDeposits)
      .where(and(eq(chainDeposits.chain, on.key), eq(chainDeposits.userId, userId)))
      .orderBy(chainDeposits.id)
  ).map((row) => row.state);

const messages = (lines: string[]) => lines.map((line) => JSON.parse(line).msg as string);

/** Every broadcast is mined at once. */
const mineOnBroadcast: RpcStep = async (method, _params, forward) => {
  const answer = await forward();
  if (method === 'eth_sendRawTransaction') await chain.mine();
  return answer;
};

async function withStep<T>(step: RpcStep, run: () => Promise<T>): Promise<T> {
  chain.step = step;
  try {
    return await run();
  } finally {
    chain.reset();
  }
}

/** A billing chain of its own per test (its own cursor), on the same node. */
function billingChain(key: string, confirmations = 2): BillingChain {
  return {
    key,
    name: key,
    chainId: chain.wallet.chainId,
    usdt: chain.usdt,
    usdtDecimals: 6,
    confirmations,
    withdrawalFeeMicros: 1_000_000,
  };
}

const depositOf = async (on: BillingChain, userId: number) =>
  database.db
    .select()
    .from(chainDeposits)
    .where(and(eq(chainDeposits.chain, on.key), eq(chainDeposits.userId, userId)));

/** The database as one pass sees it, with another pass's work committing just before its first write transaction. */
function withCreditBeforeWrites(db: Db, other: () => Promise<unknown>): Db {
  let done = false;
  return new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property !== 'transaction') return typeof value === 'function' ? value.bind(target) : value;
      return async (...args: unknown[]) => {
        if (!done) {
          done = true;
          await other();
        }
        return (value as (...inner: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

it('credits once a deposit a reorganisation moved to a later block with the same log index', async () => {
  const on = billingChain('REORG');
  const { userId, address } = await depositor('reorg01', on, keys);
  const transfer = await chain.signUsdt(address, '5');
  const before = await chain.evm.request('evm_snapshot');
  await chain.sendRaw(transfer);
  await chain.mine();
  await watchDeposits(database.db, tools, on, now);
  expect((await depositOf(on, userId)).map((row) => row.state)).toEqual(['seen']);

  // The block is replaced by an empty one; the same transfer lands in the block after it.
  expect(await chain.evm.request('evm_revert', [before])).toBe(true);
  await chain.mine();
  await chain.sendRaw(transfer);
  await chain.mine();
  await watchDeposits(database.db, tools, on, now);
  await chain.mine(2);
  await watchDeposits(database.db, tools, on, now);
  await watchDeposits(database.db, tools, on, now);

  const [deposit] = await depositOf(on, userId);
  expect(deposit?.state).toBe('credited');
  expect(await balanceMicros(database.db, userId)).toBe(5_000_000);
  const [payment] = await database.db.select().from(billingPayments).where(eq(billingPayments.id, deposit!.paymentId));
  expect(payment?.state).toBe('success');
});

it('credits a deposit that vanished in a reorganisation and came back blocks later, once', async () => {
  const on = billingChain('REORG_LATE');
  const { userId, address } = await depositor('reorg02', on, keys);
  const transfer = await chain.signUsdt(address, '7');
  const before = await chain.evm.request('evm_snapshot');
  await chain.sendRaw(transfer);
  await chain.mine();
  await watchDeposits(database.db, tools, on, now);
  expect(await chain.evm.request('evm_revert', [before])).toBe(true);
  await chain.mine(3);
  await watchDeposits(database.db, tools, on, now);
  expect((await depositOf(on, userId)).map((row) => row.state)).toEqual(['failed']);

  await chain.sendRaw(transfer);
  await chain.mine(3);
  await watchDeposits(database.db, tools, on, now);
  await watchDeposits(database.db, tools, on, now);
  expect((await depositOf(on, userId)).map((row) => row.state)).toEqual(['credited']);
  expect(await balanceMicros(database.db, userId)).toBe(7_000_000);
});

it('keeps a credit that another pass gave while this pass failed the deposit as vanished', async () => {
  const on = billingChain('OVERLAP');
  const { userId, address } = await depositor('overlap01', on, keys);
  const log = {
    chain: on.key,
    userId,
    txHash: `0x${'ab'.repeat(32)}`,
    logIndex: 0,
    blockNumber: 10,
    address: address.toLowerCase(),
    amountUnits: parseUnits('3', 6),
    amountMicros: 3_000_000,
  };
  await noteCollecting(database.db, log, now());
  // One process's node no longer holds the transfer while another's confirms it: the other
  // process's credit commits just as this one's pass starts writing.
  await failVanished(
    withCreditBeforeWrites(database.db, () => creditDeposit(database.db, log, now())),
    on.key,
    10,
    now(),
  );
  const [deposit] = await depositOf(on, userId);
  const [payment] = await database.db.select().from(billingPayments).where(eq(billingPayments.id, deposit!.paymentId));
  expect(await balanceMicros(database.db, userId)).toBe(3_000_000);
  expect({ deposit: deposit?.state, payment: payment?.state }).toEqual({ deposit: 'credited', payment: 'success' });
});

it('catches up after an outage on a busy chain through a provider that refuses large ranges and results', async () => {
  const on = billingChain('BUSY', 1);
  const { userId, address } = await depositor('busy01', on, keys);
  // Many transfers to others, then the deposit, then a long outage's worth of blocks.
  for (let i = 0; i < 30; i++) await chain.sendRaw(await chain.signUsdt(`0x${(i + 1).toString(16).padStart(40, '0')}`, '1'));
  await chain.mine();
  await chain.sendRaw(await chain.signUsdt(address, '11'));
  await chain.mine();
  await chain.mine(3_000);
  let refused = 0;
  chain.step = async (method, params, forward) => {
    if (method !== 'eth_getLogs') return forward();
    const filter = params[0] as { fromBlock: string; toBlock: string };
    if (Number(filter.toBlock) - Number(filter.fromBlock) + 1 > 500) {
      refused++;
      throw Object.assign(new Error('block range is too wide (max 500)'), { code: -32005 });
    }
    const logs = (await forward()) as unknown[];
    if (logs.length > 20) {
      refused++;
      throw Object.assign(new Error('query returned more than 20 results'), { code: -32005 });
    }
    return logs;
  };
  try {
    expect(await watchDeposits(database.db, tools, on, now)).toBe(1);
  } finally {
    chain.reset();
  }
  expect(refused).toBeGreaterThan(0);
  expect(await balanceMicros(database.db, userId)).toBe(11_000_000);
  const [cursor] = await database.db.select().from(billingCursors).where(eq(billingCursors.chain, on.key));
  expect(cursor?.block).toBe(await chain.height());
});

it('sweeps the other addresses when one address fails, and that one at the next pass', async () => {
  const { on, keys, treasury, logs, logger } = scene('SWEEP_ISOLATION');
  const first = await depositor('isolation01', on, keys);
  const second = await depositor('isolation02', on, keys);
  await deposit(on, first.address, '5');
  await deposit(on, second.address, '6');
  await chain.fund(treasury);
  // The node cannot answer for the first address this time.
  const refusing: RpcStep = async (method, params, forward) => {
    if (method === 'eth_getBalance' && String(params[0]).toLowerCase() === first.address.toLowerCase()) {
      throw Object.assign(new Error('internal error'), { code: -32603 });
    }
    return mineOnBroadcast(method, params, forward);
  };
  const swept = await withStep(refusing, () => sweepDeposits(database.db, tools, on, keys, { now: Date.now, log: logger }));
  expect(swept).toBe(1);
  expect(await statesOf(on, second.userId)).toEqual(['swept']);
  expect(await statesOf(on, first.userId)).not.toEqual(['swept']);
  expect(messages(logs)).toContain('a deposit sweep failed; the next pass tries again');

  expect(await withStep(mineOnBroadcast, () => sweepDeposits(database.db, tools, on, keys, { now: Date.now, log: logger }))).toBe(1);
  expect(await statesOf(on, first.userId)).toEqual(['swept']);
  expect(await usdtBalance(tools, on, treasury)).toBe(parseUnits('11', 6));
});

it('leaves deposits below the sweep minimum on their address until they add up to it', async () => {
  const { on, keys, treasury, logger } = scene('SWEEP_DUST');
  const { userId, address } = await depositor('dust01', on, keys);
  await chain.fund(treasury);
  const treasuryGas = await chain.wallet.client.getBalance({ address: treasury });
  await deposit(on, address, '0.3');
  const sweep = () => withStep(mineOnBroadcast, () => sweepDeposits(database.db, tools, on, keys, { now: Date.now, log: logger }));

  expect(await sweep()).toBe(0);
  expect(await statesOf(on, userId)).toEqual(['credited']);
  expect(await chain.wallet.client.getBalance({ address: treasury })).toBe(treasuryGas);
  expect(await chain.wallet.client.getBalance({ address })).toBe(0n);

  await deposit(on, address, '0.8');
  expect(await sweep()).toBe(2);
  expect(await statesOf(on, userId)).toEqual(['swept', 'swept']);
  expect(await usdtBalance(tools, on, treasury)).toBe(parseUnits('1.1', 6));
  expect(await usdtBalance(tools, on, address)).toBe(0n);
});

it('sends nothing when the treasury cannot pay for the top-up as well as the token transfer', async () => {
  const { on, keys, treasury, logs, logger } = scene('SWEEP_COST');
  const { userId, address } = await depositor('cost01', on, keys);
  await deposit(on, address, '5');
  const gasPrice = parseGwei('1');
  // Enough for the token transfer's gas alone, not for the top-up transaction that carries it.
  await chain.fund(treasury, 100_000n * gasPrice);
  const pricing: RpcStep = async (method, params, forward) =>
    method === 'eth_gasPrice' ? toHex(gasPrice) : mineOnBroadcast(method, params, forward);
  expect(await withStep(pricing, () => sweepDeposits(database.db, tools, on, keys, { now: Date.now, log: logger }))).toBe(0);
  expect(messages(logs)).toContain('the billing treasury lacks gas to sweep deposits');
  expect(await chain.wallet.client.getBalance({ address: treasury })).toBe(100_000n * gasPrice);
  expect(await statesOf(on, userId)).toEqual(['credited']);
});

it('replaces a gas top-up the chain will not mine once the gas price has risen', async () => {
  const { on, keys, treasury, logger } = scene('SWEEP_GAS');
  const { userId, address } = await depositor('gas01', on, keys);
  await deposit(on, address, '5');
  await chain.fund(treasury, parseEther('1'));
  // Blocks now ask 3 gwei; the pass reads its price from an oracle that lags behind at first.
  let gasPrice = parseGwei('1');
  const mineDear = async () => {
    await chain.evm.request('hardhat_setNextBlockBaseFeePerGas', [toHex(parseGwei('3'))]);
    await chain.mine();
  };
  const dearChain: RpcStep = async (method, _params, forward) => {
    if (method === 'eth_gasPrice') return toHex(gasPrice);
    if (method === 'eth_blockNumber') await mineDear();
    const answer = await forward();
    if (method === 'eth_sendRawTransaction') await mineDear();
    return answer;
  };
  const impatient = new ReceiptWatcher(chain.wallet, { pollMs: 20, timeoutMs: 1_000 });
  const quick = toolsWith(impatient);
  try {
    await withStep(dearChain, () => sweepDeposits(database.db, quick, on, keys, { now: Date.now, log: logger }).catch(() => 0));
    expect(await statesOf(on, userId)).not.toEqual(['swept']);

    gasPrice = parseGwei('4');
    expect(await withStep(dearChain, () => sweepDeposits(database.db, quick, on, keys, { now: Date.now, log: logger }))).toBe(1);
    expect(await statesOf(on, userId)).toEqual(['swept']);
    expect(await usdtBalance(tools, on, treasury)).toBe(parseUnits('5', 6));
  } finally {
    impatient.close();
    await chain.evm.request('hardhat_setNextBlockBaseFeePerGas', ['0x0']);
    await chain.mine();
  }
});

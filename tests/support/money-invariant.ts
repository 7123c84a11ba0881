// The money invariant of billing, checked after a sequence of operations has settled (the
// property test in tests/integration/money-invariant.test.ts says what each part means).
import { and, eq, inArray } from 'drizzle-orm';
import { type Address, erc20Abi, parseUnits } from 'viem';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database.ts';
import { billingPayments, chainDeposits, chainSends, ledgerEntries, pendingOrders, withdrawals } from '../../src/server/db/schema/index.ts';
import type { BillingChain } from '../../src/server/modules/billing/billing-chains.ts';
import { balanceMicros, spendableMicros, withdrawableMicros } from '../../src/server/modules/billing/ledger.ts';
import type { MoneyChain } from './money-chain.ts';

export interface MoneyPerson {
  id: number;
  userName: string;
  address: Address;
}

export interface MoneyWorld {
  db: Db;
  chain: MoneyChain;
  on: BillingChain;
  treasury: Address;
  people: MoneyPerson[];
  referrer: MoneyPerson;
  /** Invited by the referrer, with a bot started. */
  invitee: MoneyPerson;
  /** Every deposit transfer sent, whether or not a reorganisation dropped it. */
  depositHashes: `0x${string}`[];
  /** Each withdrawal's own target address. */
  targets: Map<number, Address>;
  now: number;
}

export async function expectMoneyInvariant(world: MoneyWorld): Promise<void> {
  const { db, chain, on, treasury, people, referrer, invitee, depositHashes, targets, now } = world;
  const ids = people.map((person) => person.id);
  const entries = await db.select().from(ledgerEntries).where(inArray(ledgerEntries.userId, ids));
  const sumOf = (kinds: string[], userId?: number) =>
    entries
      .filter((entry) => kinds.includes(entry.kind) && (userId === undefined || entry.userId === userId))
      .reduce((sum, entry) => sum + entry.amountMicros, 0);

  for (const person of people) {
    expect(await balanceMicros(db, person.id), `${person.userName}'s balance`).toBeGreaterThanOrEqual(0);
    expect(await spendableMicros(db, person.id, now), `${person.userName}'s spendable balance`).toBeGreaterThanOrEqual(0);
    expect(await withdrawableMicros(db, person.id, now), `${person.userName}'s withdrawable`).toBeGreaterThanOrEqual(0);
  }

  // Deposits: exactly the canonical chain's transfers, each credited once.
  let onChain = 0;
  for (const hash of depositHashes) {
    const receipt = await chain.wallet.client.getTransactionReceipt({ hash }).catch(() => null);
    if (receipt?.status === 'success') {
      const value = await chain.wallet.client.getTransaction({ hash });
      onChain += Number(BigInt(`0x${value.input.slice(74)}`));
    }
  }
  const credited = sumOf(['deposit']);
  expect(credited, 'deposits credited = deposits the chain holds').toBe(onChain);
  const depositRows = await db.select().from(chainDeposits).where(eq(chainDeposits.chain, on.key));
  const creditedRows = depositRows.filter((row) => ['credited', 'sweeping', 'swept', 'sweep_failed'].includes(row.state));
  expect(creditedRows.length, `deposit records credited: ${depositRows.map((row) => row.state).join(', ')}`).toBe(
    entries.filter((entry) => entry.kind === 'deposit').length,
  );

  // Withdrawals: paid once and never refunded, or refunded once and never paid.
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.chain, on.key));
  let paidOut = 0;
  for (const row of rows) {
    const target = targets.get(row.id)!;
    const received = await chain.wallet.client.readContract({
      address: chain.usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [target],
    });
    const refunds = entries.filter((entry) => entry.kind === 'withdrawal_refund' && entry.withdrawalId === row.id);
    expect(['success', 'failed'], `withdrawal #${row.id} settled`).toContain(row.state);
    if (row.state === 'success') {
      expect(received, `withdrawal #${row.id} received`).toBe(BigInt(row.amountMicros));
      expect(refunds, `withdrawal #${row.id} paid and refunded`).toHaveLength(0);
      paidOut += row.amountMicros;
    } else {
      expect(received, `withdrawal #${row.id} refused yet sent`).toBe(0n);
      expect(refunds.map((entry) => entry.amountMicros)).toEqual([row.amountMicros + row.feeMicros]);
    }
  }

  // On chain: the treasury and the deposit addresses hold what came in less what was paid out.
  let held = 0n;
  for (const address of [treasury, ...people.map((person) => person.address)])
    held += await chain.wallet.client.readContract({ address: chain.usdt, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
  expect(held, 'USDT held on chain').toBe(BigInt(onChain - paidOut));

  // Cash: what left and what may still leave is no more than what came in.
  const fees = rows.filter((row) => row.state === 'success').reduce((sum, row) => sum + row.feeMicros, 0);
  let withdrawable = 0;
  for (const person of people) withdrawable += await withdrawableMicros(db, person.id, now);
  expect(paidOut + fees + withdrawable, 'cash out and withdrawable ≤ deposits').toBeLessThanOrEqual(credited);

  // Referral: the rewards follow what the invitee's plans kept.
  const kept = -sumOf(['renew', 'auto_renew', 'change', 'change_credit'], invitee.id);
  const rewards = sumOf(['referral_reward', 'referral_clawback'], referrer.id);
  // Rounding: a reward is floored, its pending part rounded up, a micro each per payment at most.
  const payments = entries.filter((entry) => entry.userId === invitee.id && entry.kind !== 'deposit').length;
  expect(rewards, 'net referral rewards ≤ 20% of what the plans kept').toBeLessThanOrEqual(Math.floor(kept * 0.2) + 2 * payments);

  // Nothing half-way.
  const senders = [treasury, ...people.map((person) => person.address)].map((address) => address.toLowerCase());
  const sent = await db
    .select()
    .from(chainSends)
    .where(and(inArray(chainSends.fromAddress, senders), eq(chainSends.state, 'sent')));
  expect(sent, 'transactions still sent').toHaveLength(0);
  expect(
    depositRows
      .filter((row) => row.state === 'seen' || row.state === 'sweeping')
      .map((row) => `#${row.id} ${row.state} ${row.amountUnits}`),
    'deposits still under way',
  ).toEqual([]);
  for (const person of people) {
    const unswept = depositRows
      .filter((row) => row.address === person.address.toLowerCase() && row.state === 'credited')
      .reduce((sum, row) => sum + BigInt(row.amountUnits), 0n);
    expect(unswept < parseUnits('1', 6), `${person.userName}'s credited deposits left unswept`).toBe(true);
  }
  // A Recharge and Renew still waiting for its deposit has its lock, and no lock is left without one.
  const paying = await db
    .select({ userId: billingPayments.userId })
    .from(billingPayments)
    .where(and(inArray(billingPayments.userId, ids), eq(billingPayments.state, 'paying')));
  const locks = await db.select({ userId: pendingOrders.userId }).from(pendingOrders).where(inArray(pendingOrders.userId, ids));
  expect(paying.map((row) => row.userId).sort(), 'waiting payments = wallet locks').toEqual(locks.map((row) => row.userId).sort());
}

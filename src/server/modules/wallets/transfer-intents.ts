// The plans behind a collection and a batch transfer between groups: which wallet sends what to
// which, checked against balances read fresh from the chain. The calls (transfer-calls.ts) and a
// new-wallet bot's funding and collection (bot-wallets.ts) start their tasks from these.
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { collectionPlan, groupTransferPlan } from '../../../engine/wallets/transfer-plans.ts';
import { ApiError } from '../../http/api-error.ts';
import { emptyTokenAccounts, LAMPORTS_PER_SIGNATURE } from './solana-transfer-planning.ts';
import { requireRentExempt, type TransferPlanning, transferPlanning } from './transfer-planning.ts';
import type { WalletRow } from './wallet-repository.ts';
import type { WalletServices } from './wallet-services.ts';
import type { WalletIntent } from './wallet-tasks.ts';

export interface PlannedIntents {
  plan: TransferPlanning;
  intents: { intent: WalletIntent; display: number }[];
}

export const transferIntent = (from: number, to: number, token: string, amount: bigint): WalletIntent => ({
  kind: 'transfer',
  from,
  to,
  token,
  amount: amount.toString(),
});

/**
 * Collection of a token from `senders` to the main wallet: all of it, or `totalAmount` of it. A
 * wallet pays its own transfer's gas (one without it is skipped, counted as such); on Solana the
 * main wallet pays every fee, so each wallet is emptied to nothing, and collecting all of a token
 * also closes the token accounts it empties (their rent goes back to the main wallet).
 */
export async function collectionIntents(
  s: WalletServices,
  userId: number,
  chain: string,
  tokenKey: string,
  senders: WalletRow[],
  totalAmount?: string | null,
): Promise<PlannedIntents> {
  const plan = await transferPlanning(s, userId, chain, tokenKey);
  const main = await s.requireMain(userId, chain);
  const mainPays = plan.chain.family === 'solana';
  const balances = await plan.balances(mainPays ? [main, ...senders] : senders);
  const native = plan.token.key === NATIVE_TOKEN;
  const able = senders.filter((row) => mainPays || balances.get(row.id)!.native >= plan.gasCost);
  const stuck = senders.filter((row) => !able.includes(row) && !native && balances.get(row.id)!.token > 0n);
  const transfers = collectionPlan(
    main.id,
    able.map((row) => ({ wallet: row.id, balance: balances.get(row.id)!.token })),
    native && !mainPays ? plan.gasCost : 0n,
    totalAmount ? plan.toUnits(totalAmount) : null,
  );
  const closing =
    mainPays && !native && !totalAmount
      ? await emptyTokenAccounts(
          s,
          chain,
          plan.token.key,
          senders.filter((row) => balances.get(row.id)!.token === 0n),
        )
      : [];
  const transactions = BigInt(transfers.length + closing.length);
  if (mainPays && balances.get(main.id)!.native < LAMPORTS_PER_SIGNATURE * 2n * transactions + plan.reserve)
    throw new ApiError(CODE.mainWalletGasLow);
  const payer = mainPays ? { payer: main.id } : {};
  const intents = [
    ...transfers.map((t) => ({
      intent: {
        ...transferIntent(t.from, t.to, plan.token.key, t.amount),
        ...payer,
        // A Solana token account emptied is closed: its rent goes back to the main wallet.
        ...(mainPays && !native && t.amount === balances.get(t.from)!.token ? { closeAccount: true } : {}),
      },
      display: plan.display(t.amount),
    })),
    ...closing.map((row) => ({
      intent: { ...transferIntent(row.id, main.id, plan.token.key, 0n), ...payer, closeAccount: true },
      display: plan.display(0n),
    })),
    ...stuck.map((row) => ({
      intent: { ...transferIntent(row.id, main.id, plan.token.key, balances.get(row.id)!.token), skip: 'insufficientGas' },
      display: plan.display(balances.get(row.id)!.token),
    })),
  ];
  return { plan, intents };
}

/**
 * `totalAmount` of a token from the `senders` to the `receivers`, split evenly: each sender pays
 * the gas of the transfers it makes (about receivers / senders of them, plus one) and keeps it.
 * 4301 when the senders cannot pay the amount and keep their gas.
 */
export async function groupTransferIntents(
  s: WalletServices,
  userId: number,
  chain: string,
  tokenKey: string,
  senders: WalletRow[],
  receivers: WalletRow[],
  totalAmount: string,
): Promise<PlannedIntents> {
  if (senders.length === 0 || receivers.length === 0) throw new ApiError(CODE.noWalletsMatch);
  const plan = await transferPlanning(s, userId, chain, tokenKey);
  const balances = await plan.balances(senders);
  const perSender = BigInt(Math.ceil(receivers.length / senders.length) + 1);
  const gasKeep = plan.gasCost * perSender + plan.reserve;
  const native = plan.token.key === NATIVE_TOKEN;
  const holdings = senders
    .filter((row) => native || balances.get(row.id)!.native >= gasKeep)
    .map((row) => ({ wallet: row.id, balance: balances.get(row.id)!.token }));
  const transfers = groupTransferPlan(
    holdings,
    receivers.map((row) => row.id),
    plan.toUnits(totalAmount),
    native ? gasKeep : 0n,
  );
  if (!transfers) throw new ApiError(CODE.amountExceedsBalance);
  if (plan.chain.family === 'solana') {
    const held = await plan.balances(receivers);
    const received = new Map<number, bigint>();
    for (const transfer of transfers) received.set(transfer.to, (received.get(transfer.to) ?? 0n) + transfer.amount);
    requireRentExempt(
      plan,
      receivers.map((row) => ({ held: held.get(row.id)!.token, amount: received.get(row.id) ?? plan.reserve })),
    );
  }
  return {
    plan,
    intents: transfers.map((t) => ({ intent: transferIntent(t.from, t.to, plan.token.key, t.amount), display: plan.display(t.amount) })),
  };
}

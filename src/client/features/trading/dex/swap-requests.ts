// The funding-wallet order and the DEX batch order as the user types them, checked by the calls'
// own contracts (trade_dex, batch_trade_dex) before anything is sent: each field's first problem
// is a key of the "messages" namespace, the text the server would answer with.
import { WEB_TYPES } from '../../../../shared/catalogue/venue-kinds.ts';
import type { ParsedRequestOf } from '../../../../shared/contracts/define-call.ts';
import { batchTradeDex } from '../../../../shared/contracts/trade/batch-trade-dex.ts';
import type { TradeSide } from '../../../../shared/contracts/trade/fields.ts';
import { tradeDex } from '../../../../shared/contracts/trade/trade-dex.ts';
import { isMessageKey } from '../../../../shared/message-key.ts';
import type { DexPair } from '../pair/market-pair.ts';

/** Request field → the message key of its first problem. */
export type FieldProblems = Partial<Record<string, string>>;

export type Checked<T> = { ok: true; request: T } | { ok: false; problems: FieldProblems };

/** Text as typed: empty is absent (the contract's default applies), anything else a number (NaN fails the check). */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

function checked<T>(
  result: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): Checked<T> {
  if (result.success) return { ok: true, request: result.data };
  const problems: FieldProblems = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    problems[field] ??= isMessageKey(issue.message) ? issue.message : 'validation.incompleteParameters';
  }
  return { ok: false, problems };
}

const pairFields = (pair: DexPair) => ({ web: pair.web, web_type: WEB_TYPES.dex, yenUnit1: pair.yenUnit1, yenUnit2: pair.yenUnit2 });

export interface SwapSettings {
  slippage: string;
  gasMultiplier: string;
}

export interface MainSwapDraft extends SwapSettings {
  side: TradeSide;
  amount: string;
}

export function mainSwapRequest(pair: DexPair, draft: MainSwapDraft, requestId: string): Checked<ParsedRequestOf<typeof tradeDex>> {
  return checked(
    tradeDex.request.safeParse({
      ...pairFields(pair),
      side: draft.side,
      amount: draft.amount.trim(),
      slippage: numberOf(draft.slippage),
      gas_multiplier: numberOf(draft.gasMultiplier),
      request_id: requestId,
    }),
  );
}

export interface BatchSwapDraft extends SwapSettings {
  side: TradeSide;
  /** "all", "0" (ungrouped) or a group id, as the group select offers them. */
  group: string;
  walletCount: string;
  total: string;
  variation: string;
  interval: string;
}

export function batchSwapRequest(pair: DexPair, draft: BatchSwapDraft): Checked<ParsedRequestOf<typeof batchTradeDex>> {
  // "all" (or nothing chosen yet) sends no group: every trading wallet of the chain.
  const group = /^\d+$/.test(draft.group) ? Number(draft.group) : null;
  return checked(
    batchTradeDex.request.safeParse({
      ...pairFields(pair),
      side: draft.side,
      wallet_count: numberOf(draft.walletCount) ?? Number.NaN,
      total_amount: draft.total.trim(),
      variation: numberOf(draft.variation),
      interval: numberOf(draft.interval),
      slippage: numberOf(draft.slippage),
      gas_multiplier: numberOf(draft.gasMultiplier),
      ...(group === null ? {} : { group_id: group }),
    }),
  );
}

/** What each wallet swaps at most and at least around the average (spec §3: 40% gives 60%-140%). */
export function batchShares(total: number, walletCount: number, variation: number) {
  const average = total / walletCount;
  const band = walletCount > 1 ? variation / 100 : 0;
  return { average, low: average * (1 - band), high: average * (1 + band) };
}

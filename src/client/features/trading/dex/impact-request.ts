// The price-impact calculator's question (/Markets/cal_number_dex) as the user puts it: a target
// price ("how much must I swap to get the price there?") or an amount ("what does this swap do to
// the price?"), on the buy side (price up) or the sell side (price down). Problems are i18n keys of
// the "messages" namespace, the contract's own, until the server answers in the user's language.
import { WEB_TYPES } from '../../../../shared/catalogue/venue-kinds.ts';
import type { ParsedRequestOf } from '../../../../shared/contracts/define-call.ts';
import { calNumberDex } from '../../../../shared/contracts/markets/cal-number-dex.ts';
import { isMessageKey } from '../../../../shared/message-key.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import type { DexPair } from '../pair/market-pair.ts';

export type ImpactMode = 'price' | 'amount';
export type ImpactSide = 'buy' | 'sell';

export interface ImpactDraft {
  mode: ImpactMode;
  side: ImpactSide;
  value: string;
}

export type ImpactRequest = ParsedRequestOf<typeof calNumberDex>;

/** The coin the typed value is in: a price in the quote coin, a buy's spend in the quote coin, a sell's size in the base coin. */
export function valueCoin(pair: DexPair, mode: ImpactMode, side: ImpactSide): string {
  return mode === 'amount' && side === 'sell' ? pair.yenUnit1 : pair.yenUnit2;
}

const MISSING: Record<ImpactMode, string> = { price: 'validation.dex.targetPrice', amount: 'validation.dex.amount' };

export function impactRequestOf(pair: DexPair, draft: ImpactDraft): { ok: true; request: ImpactRequest } | { ok: false; problem: string } {
  const text = draft.value.trim();
  const value = Number(text);
  if (text === '' || !Number.isFinite(value) || !(value > 0)) return { ok: false, problem: `messages:${MISSING[draft.mode]}` };
  const parsed = calNumberDex.request.safeParse({
    web: pair.web,
    web_type: WEB_TYPES.dex,
    yenUnit1: pair.yenUnit1,
    yenUnit2: pair.yenUnit2,
    mode: draft.mode,
    side: draft.side,
    ...(draft.mode === 'price' ? { target_price: value } : { amount: value }),
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const message = parsed.error.issues[0]?.message ?? '';
  return { ok: false, problem: `messages:${isMessageKey(message) ? message : 'validation.incompleteParameters'}` };
}

/** What a refused calculation says, in the server's words (1010's first issue, else the code's message). */
export function refusalText(code: number, message: string, data: unknown): string {
  const issues = (data as { issues?: Array<{ message?: string }> } | null)?.issues;
  if (code === CODE.invalidParams && Array.isArray(issues) && issues[0]?.message) return issues[0].message;
  return message;
}

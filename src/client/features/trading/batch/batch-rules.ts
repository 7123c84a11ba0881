// The batch order form's checks and its preview (spec §5: at most 500 orders, total quantity not
// 0, amount not above the available balance; float range 0% even, 80%+ random). The preview is
// the shared planBatch with the seed the request carries, so what is shown is what is placed.
import type { MarketRules, TradeSide } from '../../../../shared/contracts/trade/fields.ts';
import { type BatchPlan, MAX_BATCH_ORDERS, planBatch } from '../../../../shared/trade/batch-distribution.ts';

export interface BatchDraft {
  side: TradeSide;
  priceMin: string;
  priceMax: string;
  count: string;
  totalQuantity: string;
  floatRange: string;
}

export type BatchProblem =
  | 'batch.errors.price'
  | 'batch.errors.priceRange'
  | 'batch.errors.count'
  | 'batch.errors.total'
  | 'batch.errors.floatRange'
  | 'batch.errors.tooSmall'
  | 'form.errors.exceedsBalance';

export interface BatchPreview {
  plan: Extract<BatchPlan, { ok: true }>;
  /** Quote coin the orders would spend (buy) or receive (sell). */
  quoteAmount: number;
  values: { priceMin: number; priceMax: number; count: number; totalQuantity: number; floatRange: number };
}

export type BatchCheck = { ok: true; preview: BatchPreview } | { ok: false; problem: BatchProblem };

const read = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export function previewBatch(
  draft: BatchDraft,
  seed: number,
  market: Pick<MarketRules, 'price_step' | 'amount_step' | 'min_amount'> | null,
  available: { baseFree: number; quoteFree: number },
): BatchCheck {
  const priceMin = read(draft.priceMin);
  const priceMax = read(draft.priceMax);
  const count = read(draft.count);
  const totalQuantity = read(draft.totalQuantity);
  const floatRange = draft.floatRange.trim() === '' ? 0 : read(draft.floatRange);
  if (!(priceMin > 0) || !(priceMax > 0)) return { ok: false, problem: 'batch.errors.price' };
  if (priceMax < priceMin) return { ok: false, problem: 'batch.errors.priceRange' };
  if (!Number.isInteger(count) || count < 1 || count > MAX_BATCH_ORDERS) return { ok: false, problem: 'batch.errors.count' };
  if (!(totalQuantity > 0)) return { ok: false, problem: 'batch.errors.total' };
  if (!(floatRange >= 0 && floatRange <= 100)) return { ok: false, problem: 'batch.errors.floatRange' };
  const plan = planBatch({
    side: draft.side,
    priceMin,
    priceMax,
    count,
    totalQuantity,
    floatRange,
    seed,
    priceStep: market?.price_step ?? null,
    amountStep: market?.amount_step ?? null,
    minAmount: market?.min_amount ?? null,
  });
  if (!plan.ok) return { ok: false, problem: 'batch.errors.tooSmall' };
  const quoteAmount = plan.orders.reduce((sum, order) => sum + order.price * order.quantity, 0);
  if (draft.side === 'buy' ? quoteAmount > available.quoteFree * (1 + 1e-9) : plan.totalQuantity > available.baseFree * (1 + 1e-9)) {
    return { ok: false, problem: 'form.errors.exceedsBalance' };
  }
  return { ok: true, preview: { plan, quoteAmount, values: { priceMin, priceMax, count, totalQuantity, floatRange } } };
}

export const newSeed = (): number => crypto.getRandomValues(new Uint32Array(1))[0]!;

// What became of the funding-wallet order just sent: on its way, then what it bought or sold at
// which price and gas, or why it failed, followed from the DEX order history by the task's code.
import { useTranslation } from '../../../lib/use-translation.ts';
import { amountAtAGlance } from '../format.ts';
import type { DexPair } from '../pair/market-pair.ts';
import { useDexOrders } from './use-dex-orders.ts';

export function SwapOutcome({ pair, scheduleCode }: { pair: DexPair; scheduleCode: string }) {
  const { t } = useTranslation('trading');
  const swap = useDexOrders({ schedule_code: scheduleCode }, 1, 1).result?.list[0];
  const coins = { baseCoin: pair.yenUnit1, quoteCoin: pair.yenUnit2 };
  let text = t('dexTrade.order.pending');
  let tone = 'alert-info';
  if (swap?.status === 'done') {
    tone = 'alert-success';
    text = t(swap.side === 'buy' ? 'dexTrade.order.bought' : 'dexTrade.order.sold', {
      ...coins,
      base: amountAtAGlance(swap.base_amount ?? 0),
      quote: amountAtAGlance(swap.quote_amount ?? 0),
      price: amountAtAGlance(swap.price ?? 0),
      fee: amountAtAGlance(swap.gas_fee ?? 0),
      gasCoin: swap.gas_coin,
    });
  } else if (swap?.status === 'failed') {
    tone = 'alert-error';
    text = t('dexTrade.order.failed', { reason: swap.reason ?? '' });
  }
  return (
    <div role="status" className={`alert alert-soft ${tone} text-sm`} data-testid="swap-outcome" data-status={swap?.status ?? 'pending'}>
      {(!swap || swap.status === 'pending') && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      <span className="min-w-0 break-words">{text}</span>
    </div>
  );
}

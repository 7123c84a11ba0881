// The order form: limit or market, buy or sell, price and quantity at the market's precision,
// percentage-of-balance shortcuts and the available balance. Checked by the rules of spec §5 before
// sending; each submission carries its own request id, so a resend after a lost answer places no
// second order.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TradeOrderType, TradeSide } from '../../../../shared/contracts/trade/fields.ts';
import { tradeCoin } from '../../../../shared/contracts/trade/trade-coin.ts';
import { showToast } from '../../../components/feedback/feedback-atoms.ts';
import { api } from '../../../lib/api/api.ts';
import { fixed } from '../format.ts';
import { LabelledInput } from '../form/labelled-fields.tsx';
import { SidePicker } from '../form/side-picker.tsx';
import { useTradeCall } from '../form/use-trade-call.ts';
import { TabStrip } from '../../../components/switch-tabs.tsx';
import { refreshAccountData, usePosition } from '../live/market-feeds.ts';
import { WEB_TYPES } from '../../../../shared/catalogue/venue-kinds.ts';
import { pairLabel, pairPayload, type CexPair } from '../pair/market-pair.ts';
import { onPickPrice } from '../trading-events.ts';
import { checkOrder, type OrderContext, type OrderProblem, quantityForShare } from './order-rules.ts';

const SHARES = [0.25, 0.5, 0.75, 1] as const;
const ORDER_TYPES = ['limit', 'market'] as const satisfies TradeOrderType[];

const newRequestId = () => crypto.randomUUID().replace(/-/g, '');

export function OrderForm({ pair }: { pair: CexPair }) {
  const { t } = useTranslation('trading');
  const position = usePosition(pair, true);
  const [type, setType] = useState<TradeOrderType>('limit');
  const [side, setSide] = useState<TradeSide>('buy');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('');
  const [problem, setProblem] = useState<{ field: 'price' | 'quantity'; problem: OrderProblem } | null>(null);
  const { sending, run } = useTradeCall();
  const requestId = useRef(newRequestId());

  useEffect(() => onPickPrice((picked) => setPrice(String(picked))), []);
  // A new market starts with an empty form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the market changes
  useEffect(() => {
    setPrice('');
    setQuantity('');
    setProblem(null);
  }, [pair.web, pair.yenUnit1, pair.yenUnit2]);

  const data = position.data;
  // Until the market's balances and price arrive an order cannot be checked: the button waits for
  // them rather than refuse an order placed too soon (a failed read lets the server answer).
  const loading = !data && !position.failed;
  const balance = (coin: string) => data?.balances.find((entry) => entry.currency === coin)?.free ?? 0;
  const context: OrderContext = {
    baseFree: balance(pair.yenUnit1),
    quoteFree: balance(pair.yenUnit2),
    margin: pair.web_type === WEB_TYPES.futures,
    lastPrice: data?.last_price ?? null,
    market: data?.market ?? null,
  };
  const priceDecimals = data?.market.price_precision ?? 2;
  const amountDecimals = data?.market.amount_precision ?? 6;
  const priceValue = type === 'limit' ? Number(price) || null : context.lastPrice;
  const total = priceValue && Number(quantity) > 0 ? priceValue * Number(quantity) : null;

  const applyShare = (share: number) => {
    const next = quantityForShare(share, side, priceValue, context);
    if (next === null) {
      setProblem({ field: 'price', problem: 'form.errors.noPrice' });
      return;
    }
    setProblem(null);
    setQuantity(next.toFixed(amountDecimals));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkOrder({ type, side, price, quantity }, context);
    if (!checked.ok) {
      setProblem({ field: checked.field, problem: checked.problem });
      return;
    }
    setProblem(null);
    const order = {
      ...pairPayload(pair),
      type,
      side,
      ...(checked.price !== undefined ? { price: checked.price } : {}),
      quantity: checked.quantity,
      request_id: requestId.current,
    };
    // Only a placed order takes a new request id: after a failure a resend keeps this one.
    run(
      () => api.call(tradeCoin, order, { web: pair.web, currencyPair: pairLabel(pair) }),
      () => {
        requestId.current = newRequestId();
        setQuantity('');
        showToast(t('form.placed'), 3000, 'success');
        refreshAccountData();
      },
    );
  };

  // Price and quantity are decimal inputs named after their field, outlined and explained under
  // the input while the check found a problem with them.
  const numberField = (field: 'price' | 'quantity') => ({
    name: field,
    inputMode: 'decimal' as const,
    className: `tabular-nums ${problem?.field === field ? 'input-error' : ''}`,
    hint:
      problem?.field === field ? (
        <span className="text-error text-xs" role="alert" data-testid={`order-error-${field}`}>
          {t(problem.problem)}
        </span>
      ) : null,
  });
  const spendCoin = side === 'buy' ? pair.yenUnit2 : pair.yenUnit1;

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="order-form" data-tour="order-form">
      <TabStrip
        tabs={ORDER_TYPES}
        value={type}
        name={t('form.orderType')}
        label={(option) => t(`manual.${option}`)}
        onChange={setType}
        className="tabs-box tabs-sm"
      />
      <SidePicker
        value={side}
        label={(option) => t(`manual.${option}`)}
        onChange={(option) => {
          setSide(option);
          setProblem(null);
        }}
      />
      <p className="flex justify-between text-xs" data-testid="available-balance">
        <span className="opacity-60">{t('form.available')}</span>
        <span className="tabular-nums">
          {data ? fixed(side === 'buy' ? context.quoteFree : context.baseFree, side === 'buy' ? 2 : amountDecimals) : '–'} {spendCoin}
        </span>
      </p>
      {type === 'limit' ? (
        <LabelledInput
          {...numberField('price')}
          label={t('form.price', { coin: pair.yenUnit2 })}
          value={price}
          onChange={setPrice}
          onBlur={() => {
            const value = Number(price);
            if (price && Number.isFinite(value) && value > 0) setPrice(value.toFixed(priceDecimals));
          }}
        />
      ) : (
        <p className="text-xs opacity-70">{t('form.marketHint', { price: fixed(context.lastPrice, priceDecimals) })}</p>
      )}
      <LabelledInput
        {...numberField('quantity')}
        label={t('form.quantity', { coin: pair.yenUnit1 })}
        value={quantity}
        onChange={setQuantity}
      />
      <fieldset className="grid grid-cols-4 gap-1">
        <legend className="sr-only">{t('form.shares')}</legend>
        {SHARES.map((share) => (
          <button key={share} type="button" className="btn btn-xs btn-outline" onClick={() => applyShare(share)}>
            {share * 100}%
          </button>
        ))}
      </fieldset>
      <p className="flex justify-between text-xs">
        <span className="opacity-60">{t('form.total')}</span>
        <span className="tabular-nums">
          {fixed(total, priceDecimals)} {pair.yenUnit2}
        </span>
      </p>
      <button type="submit" className={`btn btn-sm ${side === 'buy' ? 'btn-success' : 'btn-error'}`} disabled={sending || loading}>
        {(sending || loading) && <span className="loading loading-spinner loading-xs" />}
        {t(side === 'buy' ? 'form.submitBuy' : 'form.submitSell', { coin: pair.yenUnit1 })}
      </button>
    </form>
  );
}

// The calculator's answer as a short list of figures: the price before and after, the move, what
// goes into the pool and what comes out, the pool's fee and its reserves at the time (a Solana
// venue's route has no one pool's reserves to show).
import { useTranslation } from '../../../lib/use-translation.ts';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import type { calNumberDex } from '../../../../shared/contracts/markets/cal-number-dex.ts';
import { amountAtAGlance, signedPercent } from '../format.ts';
import type { DexPair } from '../pair/market-pair.ts';

export type ImpactAnswer = ResponseOf<typeof calNumberDex>;

export function ImpactResult({ answer, pair }: { answer: ImpactAnswer; pair: DexPair }) {
  const { t } = useTranslation('trading');
  const tone = answer.impact_percent >= 0 ? 'text-success' : 'text-error';
  // Each figure keeps its coin on its own line-break-free piece, so a narrow column wraps between figures, not inside one.
  const rows: { label: string; pieces: string[]; testId: string; className?: string }[] = [
    {
      label: t('dex.calc.price', { coin: pair.yenUnit2 }),
      pieces: [`${amountAtAGlance(answer.price_before)} →`, amountAtAGlance(answer.price_after)],
      testId: 'impact-price',
    },
    { label: t('dex.calc.impact'), pieces: [signedPercent(answer.impact_percent)], testId: 'impact-percent', className: tone },
    { label: t('dex.calc.pay'), pieces: [`${amountAtAGlance(answer.amount_in)} ${answer.token_in}`], testId: 'impact-in' },
    { label: t('dex.calc.get'), pieces: [`${amountAtAGlance(answer.amount_out)} ${answer.token_out}`], testId: 'impact-out' },
    { label: t('dex.calc.fee'), pieces: [`${answer.fee_percent}%`], testId: 'impact-fee' },
  ];
  if (answer.reserves) {
    rows.push({
      label: t('dex.calc.reserves'),
      pieces: [`${amountAtAGlance(answer.reserves.base)} ${pair.yenUnit1} ·`, `${amountAtAGlance(answer.reserves.quote)} ${pair.yenUnit2}`],
      testId: 'impact-reserves',
    });
  }
  return (
    <dl className="bg-base-100/60 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-box p-3 text-sm" data-testid="impact-result">
      {rows.map((row) => (
        <div key={row.testId} className="contents">
          <dt className="opacity-60">{row.label}</dt>
          <dd className={`flex flex-wrap justify-end gap-x-1 tabular-nums ${row.className ?? ''}`} data-testid={row.testId}>
            {row.pieces.map((piece) => (
              <span key={piece} className="whitespace-nowrap">
                {piece}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

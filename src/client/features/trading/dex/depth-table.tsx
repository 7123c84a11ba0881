// The depth curve as figures: for each level, what buying up to it costs and brings, and what
// selling down to it takes and brings. Two narrow tables (side by side where there is room, one
// under the other on a phone), nearest level first.
import { useTranslation } from '../../../lib/use-translation.ts';
import { DataTable } from '../../../components/table-parts.tsx';
import { amountAtAGlance, signedPercent } from '../format.ts';
import type { DexPair } from '../pair/market-pair.ts';
import type { DepthCurve, DepthPoint } from './depth-curve.ts';

function SideTable({ side, points, pay, get }: { side: 'buy' | 'sell'; points: DepthPoint[]; pay: string; get: string }) {
  const { t } = useTranslation('trading');
  const tone = side === 'buy' ? 'text-success' : 'text-error';
  const title = t(side === 'buy' ? 'dex.depth.buyTitle' : 'dex.depth.sellTitle');
  return (
    <div className="min-w-0">
      <h3 className={`mb-1 text-sm font-medium ${tone}`}>{title}</h3>
      <DataTable
        caption={title}
        size="xs"
        columns={[
          { label: t('dex.depth.move') },
          { label: t('dex.depth.pay'), numeric: true },
          { label: t('dex.depth.get'), numeric: true },
        ]}
        testId={`depth-${side}`}
      >
        {points.map((point) => (
          <tr key={point.price} data-testid="depth-row">
            <td className={`tabular-nums ${tone}`}>{signedPercent(point.changePercent)}</td>
            <td className="text-right tabular-nums">
              {amountAtAGlance(side === 'buy' ? point.quote : point.base)} <span className="opacity-60">{pay}</span>
            </td>
            <td className="text-right tabular-nums">
              {amountAtAGlance(side === 'buy' ? point.base : point.quote)} <span className="opacity-60">{get}</span>
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

export function DepthTable({ curve, pair }: { curve: DepthCurve; pair: DexPair }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SideTable side="buy" points={curve.asks} pay={pair.yenUnit2} get={pair.yenUnit1} />
      <SideTable side="sell" points={curve.bids} pay={pair.yenUnit1} get={pair.yenUnit2} />
    </div>
  );
}

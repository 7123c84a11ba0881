// The side cell the order and fill tables of the trading screens share, coloured as the order book
// colours it. The tables themselves are components/table-parts.tsx.
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TradeSide } from '../../../../shared/contracts/trade/fields.ts';

export function SideCell({ side }: { side: TradeSide }) {
  const { t } = useTranslation('trading');
  return <td className={side === 'buy' ? 'text-success' : 'text-error'}>{t(`manual.${side}`)}</td>;
}

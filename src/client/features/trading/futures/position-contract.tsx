// A position's market as the futures screens name it: the pair, a long or short badge with the
// leverage, and a detail beside it (the venue, or the margin mode).
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { PositionView } from '../../../../shared/contracts/futures/fields.ts';

export function PositionContract({ position, detail }: { position: PositionView; detail: ReactNode }) {
  const { t } = useTranslation('trading');
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      <span className="font-medium">
        {position.yenUnit1}/{position.yenUnit2}
      </span>
      <span className={`badge badge-xs badge-soft ${position.side === 'long' ? 'badge-success' : 'badge-error'}`}>
        {t(`positions.sides.${position.side}`)}
        {position.leverage !== null && ` ${position.leverage}×`}
      </span>
      <span className="text-xs opacity-60">{detail}</span>
    </span>
  );
}

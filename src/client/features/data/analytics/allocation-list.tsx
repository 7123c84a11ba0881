// One allocation (by coin or by venue) as labelled bars with the value and share of each part.
import { useTranslation } from '../../../lib/use-translation.ts';
import { useFigureFormat } from '../format.ts';
import { type AllocationPart, allocationShares } from './allocation.ts';

/** Parts shown before the rest is folded into "Others". */
const SHOWN = 6;

export function AllocationList({ title, parts, testId }: { title: string; parts: readonly AllocationPart[]; testId: string }) {
  const { t } = useTranslation('data');
  const format = useFigureFormat();
  const rows = allocationShares(parts, SHOWN, t('analytics.others'));
  return (
    <div className="min-w-0" data-testid={testId}>
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm opacity-70">{t('analytics.noAllocation')}</p>
      ) : (
        <ul className="flex flex-col gap-2.5">
          {rows.map((row) => (
            <li key={row.key} className="flex flex-col gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate">
                  <span className="font-medium">{row.label}</span>
                  {row.detail && <span className="ml-2 text-xs opacity-60">{row.detail}</span>}
                </span>
                <span className="shrink-0 tabular-nums">
                  {format.value(row.value)} <span className="text-xs opacity-60">{format.share(row.share)}</span>
                </span>
              </div>
              <progress
                className="progress progress-primary h-1.5 w-full"
                value={Math.round(row.share * 1000)}
                max={1000}
                aria-label={t('analytics.shareOf', { name: row.label, share: format.share(row.share) })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// The From and To date-times of /record's filters and of its export, typed as YYYY-MM-DD HH:mm:ss
// in the browser's zone.
import { useTranslation } from '../../../lib/use-translation.ts';
import { LabelledInput } from '../form/labelled-fields.tsx';

export function DateRangeFields({
  start,
  end,
  onStart,
  onEnd,
  startPlaceholder,
}: {
  start: string;
  end: string;
  onStart(value: string): void;
  onEnd(value: string): void;
  /** What an empty From means (the filters start 3 months back). */
  startPlaceholder?: string;
}) {
  const { t } = useTranslation('trading');
  const placeholder = t('history.datePlaceholder');
  return (
    <>
      <LabelledInput
        label={t('history.from')}
        className="tabular-nums"
        value={start}
        placeholder={startPlaceholder ?? placeholder}
        onChange={onStart}
      />
      <LabelledInput label={t('history.to')} className="tabular-nums" value={end} placeholder={placeholder} onChange={onEnd} />
    </>
  );
}

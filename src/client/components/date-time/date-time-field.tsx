// One date (or date-and-time) field for the whole app, written and read in the app's language
// rather than the browser's (a native date input and its calendar follow the browser's locale). The
// user types in the language's format, shown as the placeholder, or picks from the app's calendar
// (calendar-dialog.tsx, loaded on the first open); the value given to the form is the local ISO
// text ("2026-11-22T10:05"), or what was typed while it is not a date yet, so the form can say it
// is wrong.
import { CalendarDays } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { withLoadTimeout } from '../../lib/lazy-load.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { type DateTimeMode, formatDateTime, parseDateTime, patternFor } from './date-time-text.ts';

const CalendarDialog = lazy(() =>
  withLoadTimeout(() => import('./calendar-dialog.tsx'), {
    chunk: 'components/date-time/calendar-dialog',
    request: 'components/date-time/calendar-dialog',
  }).then((module) => ({ default: module.CalendarDialog })),
);

export function DateTimeField({
  id,
  value,
  mode = 'datetime',
  invalid,
  describedBy,
  small = false,
  onChange,
}: {
  id: string;
  value: string;
  mode?: DateTimeMode;
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
  small?: boolean;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('common');
  const pattern = t('dateTime.pattern');
  const [draft, setDraft] = useState(() => formatDateTime(value, pattern, mode));
  const [calendarOpen, setCalendarOpen] = useState(false);
  const unreadable = draft.trim() !== '' && parseDateTime(draft, pattern, mode) === null;
  const hintId = `${id}-format`;

  const shownPattern = useRef(pattern);

  // A value set from outside (the calendar, a reset, a saved bot) or a new language rewrites the
  // text; the user's own typing, which already reads as the value, is left as typed.
  useEffect(() => {
    const languageChanged = shownPattern.current !== pattern;
    shownPattern.current = pattern;
    setDraft((current) =>
      !languageChanged && parseDateTime(current, pattern, mode) === value ? current : formatDateTime(value, pattern, mode),
    );
  }, [value, pattern, mode]);

  return (
    <div className="flex flex-col gap-1">
      <div className="join w-full">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          className={`input input-bordered join-item w-full tabular-nums ${small ? 'input-sm' : ''} ${invalid || unreadable ? 'input-error' : ''}`}
          placeholder={mode === 'date' ? t('dateTime.placeholderDate') : t('dateTime.placeholder')}
          value={draft}
          aria-invalid={invalid || unreadable ? true : undefined}
          aria-describedby={[describedBy, unreadable ? hintId : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            onChange(parseDateTime(event.target.value, pattern, mode) ?? event.target.value);
          }}
          onBlur={() => {
            const parsed = parseDateTime(draft, pattern, mode);
            if (parsed) setDraft(formatDateTime(parsed, pattern, mode));
          }}
        />
        <button
          type="button"
          className={`btn btn-square join-item ${small ? 'btn-sm' : ''}`}
          aria-label={t('dateTime.pick')}
          title={t('dateTime.pick')}
          onClick={() => setCalendarOpen(true)}
        >
          <CalendarDays aria-hidden="true" className="size-4" />
        </button>
      </div>
      {calendarOpen && (
        <Suspense fallback={null}>
          <CalendarDialog value={value} mode={mode} onPick={onChange} onClose={() => setCalendarOpen(false)} />
        </Suspense>
      )}
      {unreadable && (
        <p id={hintId} className="text-warning text-xs">
          {t('dateTime.invalid', { format: patternFor(pattern, mode) })}
        </p>
      )}
    </div>
  );
}

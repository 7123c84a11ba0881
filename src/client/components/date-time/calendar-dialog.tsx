// The calendar a date field opens, in the app's language rather than the browser's (a native date
// input's calendar follows the browser's locale): react-day-picker draws the month with its
// keyboard moves and day labels, given the date-fns locale of the app's language and dressed by
// daisyUI's react-day-picker styles. A date-and-time field also gets the hour and minute, on the
// 24-hour clock every language's pattern writes. Loaded on the first open (date-time-field.tsx).
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { DayPicker, type DayPickerLocale } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { ko } from 'react-day-picker/locale/ko';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import { asLanguage, type Language } from '../../../shared/app-info.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { DialogActions } from '../dialog-actions.tsx';
import { Modal } from '../modal.tsx';
import { type CalendarValue, calendarStart, isoOfCalendar } from './calendar-value.ts';
import type { DateTimeMode } from './date-time-text.ts';

const CALENDAR_LOCALES: Record<Language, DayPickerLocale> = { en: enUS, zh: zhCN, ko };

const twoDigits = (count: number) => Array.from({ length: count }, (_, value) => String(value).padStart(2, '0'));
const HOURS = twoDigits(24);
const MINUTES = twoDigits(60);

export function CalendarDialog({
  value,
  mode,
  onPick,
  onClose,
}: {
  /** The field's value: the local ISO text, or what was typed. */
  value: string;
  mode: DateTimeMode;
  onPick(iso: string): void;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('common');
  const [chosen, setChosen] = useState<CalendarValue>(() => calendarStart(value, mode, new Date()));
  const [month, setMonth] = useState(chosen.day);
  const calendar = useRef<HTMLDivElement>(null);
  const hourId = useId();
  const minuteId = useId();

  // The dialog puts focus on its first field (the hour); the chosen day is where a calendar starts.
  useEffect(() => {
    calendar.current?.querySelector<HTMLElement>('[data-day] button[tabindex="0"]')?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    // The dialog is portalled out of the field's form, but React still hands its submit to that form.
    event.preventDefault();
    event.stopPropagation();
    onPick(isoOfCalendar(chosen, mode));
    onClose();
  };

  const time = (id: string, label: string, part: 'hour' | 'minute', choices: string[]) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs opacity-70">
        {label}
      </label>
      <select
        id={id}
        className="select select-sm w-20 tabular-nums"
        value={String(chosen[part]).padStart(2, '0')}
        onChange={(event) => {
          const next = Number(event.target.value);
          setChosen((current) => ({ ...current, [part]: next }));
        }}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Modal title={mode === 'date' ? t('dateTime.calendarTitleDate') : t('dateTime.calendarTitle')} onClose={onClose}>
      <form className="flex flex-col items-center gap-4" onSubmit={submit} noValidate>
        <div ref={calendar}>
          <DayPicker
            className="react-day-picker"
            mode="single"
            required
            locale={CALENDAR_LOCALES[asLanguage(i18n.language)]}
            selected={chosen.day}
            onSelect={(day) => setChosen((current) => ({ ...current, day }))}
            month={month}
            onMonthChange={setMonth}
            // Six weeks every month, so the dialog keeps its height; the neighbours' days faint.
            showOutsideDays
            fixedWeeks
            modifiersClassNames={{ outside: 'rdp-outside opacity-40' }}
          />
        </div>
        {mode === 'datetime' && (
          <div className="flex items-end gap-2" data-testid="calendar-time">
            {time(hourId, t('dateTime.hour'), 'hour', HOURS)}
            <span className="pb-1.5 font-semibold" aria-hidden="true">
              :
            </span>
            {time(minuteId, t('dateTime.minute'), 'minute', MINUTES)}
          </div>
        )}
        <div className="w-full">
          <DialogActions busy={false} onCancel={onClose}>
            {t('dateTime.apply')}
          </DialogActions>
        </div>
      </form>
    </Modal>
  );
}

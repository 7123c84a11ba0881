// One parameter of a bot form: its label, the input its type needs, its bounds (and, where the kind
// says, what the value means) as a hint, and its error in the user's language, announced to screen
// readers.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../components/date-time/date-time-field.tsx';
import type { FormValues, KindField } from './kind-fields.ts';

export interface VenueOption {
  web: string;
  label: string;
}

const fmt = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 8 });

export function ParamInput({
  field,
  values,
  error,
  venues,
  onChange,
}: {
  field: KindField;
  values: FormValues;
  error?: string | undefined;
  /** The exchanges a second-venue field may name. */
  venues: readonly VenueOption[];
  onChange(name: string, value: string | boolean): void;
}) {
  const { t } = useTranslation('bots');
  const id = `param-${field.name}`;
  const value = values[field.name];
  const text = typeof value === 'string' ? value : '';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const bounds =
    field.type === 'numberList'
      ? t('form.listHint')
      : field.min !== undefined && field.max !== undefined
        ? t('form.range', { min: fmt(field.min), max: fmt(field.max) })
        : undefined;
  const hint = [field.help ? t(field.help) : undefined, bounds].filter(Boolean).join(' ') || undefined;
  const describedBy = [hint && !error ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  const label = (
    <span className="label-text">
      {t(`params.${field.name}`)}
      {!field.required && field.initial === '' && <span className="ml-1 text-xs opacity-60">{t('form.optional')}</span>}
    </span>
  );

  if (field.type === 'boolean') {
    return (
      <label className="label cursor-pointer justify-start gap-3 py-2 sm:col-span-2">
        <input
          id={id}
          type="checkbox"
          className="toggle toggle-sm toggle-primary"
          checked={value === true}
          onChange={(event) => onChange(field.name, event.target.checked)}
        />
        {label}
      </label>
    );
  }

  let control: ReactNode;
  if (field.type === 'choice' || field.type === 'venue') {
    const options =
      field.type === 'choice'
        ? (field.options ?? []).map((option) => ({ value: option, label: t(`options.${option}`) }))
        : venues.map((venue) => ({ value: venue.web, label: venue.label }));
    control = (
      <select
        id={id}
        className={`select select-bordered select-sm w-full ${error ? 'select-error' : ''}`}
        value={text}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        onChange={(event) => onChange(field.name, event.target.value)}
      >
        {(field.type === 'venue' || text === '') && (
          <option value="">{field.type === 'venue' && venues.length === 0 ? t('form.noOtherAccount') : t('form.choose')}</option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'time') {
    control = (
      <DateTimeField
        id={id}
        value={text}
        small
        invalid={invalid}
        describedBy={describedBy}
        onChange={(next) => onChange(field.name, next)}
      />
    );
  } else {
    const numeric = field.type === 'number' || field.type === 'integer';
    control = (
      <input
        id={id}
        type="text"
        inputMode={numeric ? (field.type === 'integer' ? 'numeric' : 'decimal') : undefined}
        autoComplete="off"
        spellCheck={false}
        className={`input input-bordered input-sm w-full ${numeric ? 'tabular-nums' : ''} ${error ? 'input-error' : ''}`}
        value={text}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        onChange={(event) => onChange(field.name, event.target.value)}
      />
    );
  }

  return (
    <div className="form-control w-full">
      <label htmlFor={id} className="label pb-1">
        {label}
      </label>
      {control}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs opacity-60">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-error mt-1 text-sm" role="alert" data-testid={`error-${field.name}`}>
          {error}
        </p>
      )}
    </div>
  );
}

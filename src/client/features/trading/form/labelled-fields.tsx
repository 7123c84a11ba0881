// The small labelled inputs of the trading forms and filters (batch dialogs, export, /record): the
// label above, the control at full width, and the value handed back as text.
import type { ReactNode } from 'react';

const FIELD = 'flex flex-col gap-1 text-sm';

export function LabelledInput({
  label,
  value,
  onChange,
  onBlur,
  inputMode,
  name,
  placeholder,
  className = '',
  hint,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  inputMode?: 'decimal' | 'numeric';
  name?: string;
  placeholder?: string;
  /** Extra classes of the input (tabular figures, upper case, an error outline). */
  className?: string;
  /** A line under the input (a hint, or what is wrong with the value). */
  hint?: ReactNode;
}) {
  return (
    <label className={FIELD}>
      {label}
      <input
        className={`input input-sm w-full ${className}`}
        inputMode={inputMode}
        name={name}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {hint}
    </label>
  );
}

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export function LabelledSelect<T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange(value: T): void;
}) {
  return (
    <label className={FIELD}>
      {label}
      <select className="select select-sm w-full" value={value} onChange={(event) => onChange(event.target.value as T)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

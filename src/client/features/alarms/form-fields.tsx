// The controls of the alert form: a labelled input or drop-down with its error beside it
// (aria-invalid and aria-describedby tie them together) and a labelled check box.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { isMessageKey } from '../../../shared/message-key.ts';

export type FieldErrors = Partial<Record<string, string>>;

/** A schema message key becomes its text; a server text stays as it is. */
export function ErrorLine({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation('messages');
  if (!message) return null;
  return (
    <p id={id} className="text-error text-sm" data-field-error="">
      {isMessageKey(message) ? t(message) : message}
    </p>
  );
}

/** What a labelled control of the form is given: its id, label, value and error. */
interface ControlProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}

/** The label above a control, the control and what explains it, and its error last. */
function Labelled({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className="flex w-full flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      <ErrorLine id={`${id}-error`} message={error} />
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

export function Field({ id, label, value, onChange, error, hint, ...input }: ControlProps & { hint?: ReactNode } & InputProps) {
  const hintId = `${id}-hint`;
  const described = [error ? `${id}-error` : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Labelled id={id} label={label} error={error}>
      <input
        {...input}
        id={id}
        className={`input input-sm w-full ${error ? 'input-error' : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {hint && (
        <p id={hintId} className="text-xs opacity-60">
          {hint}
        </p>
      )}
    </Labelled>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'>;

export function SelectField({
  id,
  label,
  value,
  onChange,
  error,
  note,
  children,
  ...select
}: ControlProps & {
  /** A line between the drop-down and its error, e.g. why it has nothing to choose. */
  note?: ReactNode;
  children: ReactNode;
} & SelectProps) {
  return (
    <Labelled id={id} label={label} error={error}>
      <select
        {...select}
        id={id}
        className={`select select-sm w-full ${error ? 'select-error' : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {note}
    </Labelled>
  );
}

export function Check({
  id,
  label,
  checked,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: string;
}) {
  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          className="checkbox checkbox-sm checkbox-primary"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint && <p className="ml-7 text-xs opacity-60">{hint}</p>}
    </div>
  );
}

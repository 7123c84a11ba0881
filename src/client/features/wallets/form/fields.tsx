// The labelled controls of the wallet dialogs: the label above, the control at full width, and
// under it either what is wrong with the value or a hint. A problem is announced (role="alert")
// and tied to its control, so a screen reader reads it with the field; it steps aside once the
// user changes the value, and the next submit says again what is still wrong.
// Labels name their control by id rather than by wrapping it: a wrapping label's name would take in
// a select's chosen option, and a button joined to a field (Send code) must not be part of it.
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { FormError } from './form-errors.ts';

/** The text of an error in the user's language. */
export function useErrorText(): (error: FormError) => string {
  const { t } = useTranslation('wallets');
  return (error) => ('text' in error ? error.text : t(error.key, error.params ?? {}));
}

interface FieldProps {
  label: ReactNode;
  name: string;
  error?: FormError | undefined;
  hint?: ReactNode;
}

/** The error while the value is the one it was about; the ids that tie label and line to the control. */
function useField(error: FormError | undefined) {
  const controlId = useId();
  const underId = useId();
  const [editedAfter, setEditedAfter] = useState<FormError | undefined>();
  const shown = error && error !== editedAfter ? error : undefined;
  return { controlId, underId, shown, edited: () => setEditedAfter(error) };
}

function FieldFrame({
  label,
  name,
  hint,
  field,
  children,
}: Omit<FieldProps, 'error'> & { field: ReturnType<typeof useField>; children: ReactNode }) {
  const errorText = useErrorText();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={field.controlId}>{label}</label>
      {children}
      {field.shown ? (
        <span id={field.underId} className="text-error text-xs" role="alert" data-testid={`error-${name}`}>
          {errorText(field.shown)}
        </span>
      ) : hint ? (
        <span id={field.underId} className="text-xs opacity-60">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

const describedBy = (field: ReturnType<typeof useField>, hint: ReactNode) => (field.shown || hint ? field.underId : undefined);

export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  inputMode,
  mono = false,
  placeholder,
  addon,
  autoComplete = 'off',
}: FieldProps & {
  value: string;
  onChange(value: string): void;
  inputMode?: 'decimal' | 'numeric';
  /** Addresses and keys: a fixed-width face so look-alike characters stay apart. */
  mono?: boolean;
  placeholder?: string;
  /** A button joined to the field's end (Send code). */
  addon?: ReactNode;
  autoComplete?: string;
}) {
  const field = useField(error);
  const input = (
    <input
      id={field.controlId}
      className={`input input-sm w-full ${addon ? 'join-item' : ''} ${mono ? 'font-mono text-xs' : ''} ${field.shown ? 'input-error' : ''}`}
      name={name}
      value={value}
      inputMode={inputMode}
      placeholder={placeholder}
      autoComplete={autoComplete}
      spellCheck={false}
      aria-invalid={field.shown ? true : undefined}
      aria-describedby={describedBy(field, hint)}
      onChange={(event) => {
        field.edited();
        onChange(event.target.value);
      }}
    />
  );
  return (
    <FieldFrame label={label} name={name} hint={hint} field={field}>
      {addon ? (
        <span className="join w-full">
          {input}
          {addon}
        </span>
      ) : (
        input
      )}
    </FieldFrame>
  );
}

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export function SelectField<T extends string>({
  label,
  name,
  value,
  choices,
  onChange,
  error,
  hint,
  disabled = false,
}: FieldProps & { value: T; choices: readonly Choice<T>[]; onChange(value: T): void; disabled?: boolean }) {
  const field = useField(error);
  return (
    <FieldFrame label={label} name={name} hint={hint} field={field}>
      <select
        id={field.controlId}
        className={`select select-sm w-full ${field.shown ? 'select-error' : ''}`}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={field.shown ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        onChange={(event) => {
          field.edited();
          onChange(event.target.value as T);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  rows = 6,
}: FieldProps & { value: string; onChange(value: string): void; rows?: number }) {
  const field = useField(error);
  return (
    <FieldFrame label={label} name={name} hint={hint} field={field}>
      <textarea
        id={field.controlId}
        className={`textarea textarea-sm w-full font-mono text-xs ${field.shown ? 'textarea-error' : ''}`}
        name={name}
        rows={rows}
        value={value}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={field.shown ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        onChange={(event) => {
          field.edited();
          onChange(event.target.value);
        }}
      />
    </FieldFrame>
  );
}

/** What went wrong with the form as a whole (a refusal that names no field). */
export function FormAlert({ error }: { error?: FormError | undefined }) {
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <p className="alert alert-error alert-soft text-sm" role="alert" data-testid="form-error">
      {errorText(error)}
    </p>
  );
}

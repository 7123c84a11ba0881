// The controls of the account forms: a labelled input with its hint and its error beside it
// (aria-invalid and aria-describedby tie them together), a checkbox, the form-level message and
// a submit button that shows it is working and cannot be pressed twice.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { FormError } from './form-errors.ts';
import type { Form, FormValues } from './use-form.ts';

export function ErrorText({ error, id }: { error: FormError | undefined; id: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} className="text-error text-sm" data-field-error="">
      {'key' in error ? t(error.key) : error.text}
    </p>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange' | 'id'>;

export function TextField<V extends FormValues>({
  form,
  name,
  label,
  hint,
  addon,
  ...input
}: {
  form: Form<V>;
  name: keyof V & string;
  label: string;
  hint?: ReactNode;
  /** A button joined to the input (e.g. "Send code"). */
  addon?: ReactNode;
} & InputProps) {
  const field = form.binding(name);
  const hintId = `${field.id}-hint`;
  // While the field shows an error the hint steps aside: the error says what the rule is.
  const shownHint = field.error ? undefined : hint;
  const describedBy = (field.error ? field.errorId : shownHint ? hintId : undefined) ?? undefined;
  const control = (
    <input
      {...input}
      id={field.id}
      name={name}
      className={`input w-full ${addon ? 'join-item' : ''} ${field.error ? 'input-error' : ''}`}
      value={String(form.values[name] ?? '')}
      onChange={(event) => form.set(name, event.target.value as V[typeof name])}
      aria-invalid={field.error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
  return (
    <div className="flex w-full flex-col gap-1.5">
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      {addon ? (
        <div className="join w-full">
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      <ErrorText error={field.error} id={field.errorId} />
      {shownHint && (
        <span id={hintId} className="text-xs opacity-60">
          {shownHint}
        </span>
      )}
    </div>
  );
}

/** A 6-digit code typed from an e-mail or an authenticator app. */
export function CodeField<V extends FormValues>(props: Parameters<typeof TextField<V>>[0]) {
  return <TextField<V> inputMode="numeric" autoComplete="one-time-code" maxLength={6} pattern="[0-9]*" {...props} />;
}

export function CheckboxField<V extends FormValues>({
  form,
  name,
  children,
}: {
  form: Form<V>;
  name: keyof V & string;
  children: ReactNode;
}) {
  const field = form.binding(name);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-2 text-sm">
        <input
          id={field.id}
          name={name}
          type="checkbox"
          className={`checkbox checkbox-sm checkbox-primary mt-0.5 ${field.error ? 'checkbox-error' : ''}`}
          checked={form.values[name] === true}
          onChange={(event) => form.set(name, event.target.checked as V[typeof name])}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? field.errorId : undefined}
        />
        <label htmlFor={field.id}>{children}</label>
      </div>
      <ErrorText error={field.error} id={field.errorId} />
    </div>
  );
}

/** What went wrong with the form as a whole (wrong password, locked, network). */
export function FormAlert({ error, children }: { error: FormError | undefined; children?: ReactNode }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div role="alert" className="alert alert-error alert-soft text-sm">
      <span>
        {'key' in error ? t(error.key) : error.text}
        {children}
      </span>
    </div>
  );
}

export function SubmitButton({
  busy,
  children,
  className = 'w-full',
  variant = 'btn-primary',
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
  variant?: 'btn-primary' | 'btn-warning' | 'btn-error';
}) {
  return (
    <button type="submit" className={`btn ${variant} ${className}`} disabled={busy} aria-busy={busy}>
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** The <form> of an account form: named for assistive technology, no browser validation (the schema speaks). */
export function FormFrame<V extends FormValues>({
  form,
  label,
  onSubmit,
  children,
}: {
  form: Form<V>;
  label: string;
  onSubmit(values: V): Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      aria-label={label}
      data-form={form.id}
      onSubmit={form.onSubmit(onSubmit)}
      onFocus={form.warmUp}
    >
      {children}
    </form>
  );
}

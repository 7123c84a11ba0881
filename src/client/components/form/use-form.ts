// The state of one form: what the user typed (never cleared by an error), the errors beside each
// field, and a submit that checks the shared schema first, runs once at a time and maps a failed
// call back onto the fields.
import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import {
  type CodeFields,
  errorsOfFailure,
  errorsOfIssues,
  FORM_LEVEL,
  type FieldIssue,
  type FormError,
  type FormErrors,
} from './form-errors.ts';

export type FormValues = Record<string, string | boolean>;

export interface FormOptions<V extends FormValues> {
  /** Prefix of the controls' ids ("register" gives "register-email"). */
  id: string;
  initial: V;
  /** The issues of the current values (the shared schema, plus rules across fields). */
  validate(values: V): FieldIssue[];
  /** Server codes that belong to one field (4004 → user_name). */
  codeFields?: CodeFields;
  /**
   * Loads what `validate` and the submit need when they are not in the page's first download (the
   * login's schema and api): started when the user enters the form, awaited before the first check.
   */
  prepare?: () => Promise<unknown>;
}

export interface FieldBinding {
  id: string;
  name: string;
  error: FormError | undefined;
  errorId: string;
}

export interface Form<V extends FormValues> {
  id: string;
  values: V;
  busy: boolean;
  errors: FormErrors;
  /** The error of a field (or of the whole form: "form"). */
  errorOf(name: keyof V | typeof FORM_LEVEL): FormError | undefined;
  set<K extends keyof V>(name: K, value: V[K]): void;
  /** Shows an error found outside submit (a "send code" that failed) beside a field. */
  setError(name: keyof V | typeof FORM_LEVEL, error: FormError | undefined): void;
  /** Shows the errors a failed call left, beside their fields; returns true when there were any. */
  showFailure(error: unknown): void;
  binding(name: keyof V & string): FieldBinding;
  /** The submit handler: validates, then runs `action` unless a submit is already running. */
  onSubmit(action: (values: V) => Promise<void>): (event: FormEvent) => void;
  /** Starts loading what the form needs (see FormOptions.prepare); the form calls it on focus. */
  warmUp(): void;
}

export const controlId = (formId: string, name: string) => `${formId}-${name.replace(/_/g, '-')}`;

/**
 * Moves the focus to the first field with an error, after React has rendered the error, so a
 * screen reader announces the field with it. A user who has moved into another control since
 * `focusedBefore` (the submit, or the call that failed) keeps it: taking the focus away mid-typing
 * would send the rest of their keystrokes into the wrong field.
 */
function focusFirstError(formId: string, errors: FormErrors, order: readonly string[], focusedBefore: Element | null): void {
  const first = order.find((name) => errors[name]);
  if (!first) return;
  requestAnimationFrame(() => {
    // A button disabled while the form works drops the focus to the page itself: not a user's move.
    const focused = document.activeElement;
    if (focused !== focusedBefore && focused !== null && focused !== document.body) return;
    document.getElementById(controlId(formId, first))?.focus();
  });
}

export function useForm<V extends FormValues>(options: FormOptions<V>): Form<V> {
  const { id, validate, codeFields, prepare } = options;
  const [values, setValues] = useState<V>(options.initial);
  const [attempted, setAttempted] = useState(false);
  const [extraErrors, setExtraErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const fields = useMemo(() => Object.keys(options.initial), [options.initial]);

  // Before the first submit the user is not told off while typing; after it, errors follow the values.
  const schemaErrors = useMemo(() => (attempted ? errorsOfIssues(validate(values)) : {}), [attempted, validate, values]);
  const errors = useMemo(() => ({ ...extraErrors, ...schemaErrors }), [extraErrors, schemaErrors]);

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    // What the server said about a field no longer holds once the field changes.
    setExtraErrors((previous) => {
      if (!(name in previous) && !(FORM_LEVEL in previous)) return previous;
      const { [name as string]: _field, [FORM_LEVEL]: _form, ...rest } = previous;
      return rest;
    });
  }, []);

  const setError = useCallback((name: keyof V | typeof FORM_LEVEL, error: FormError | undefined) => {
    setExtraErrors((previous) => ({ ...previous, [name as string]: error }));
  }, []);

  const reportFailure = useCallback(
    (error: unknown, focusedBefore: Element | null) => {
      const found = errorsOfFailure(error, fields, codeFields);
      setExtraErrors(found);
      focusFirstError(id, found, fields, focusedBefore);
    },
    [codeFields, fields, id],
  );
  const showFailure = useCallback((error: unknown) => reportFailure(error, document.activeElement), [reportFailure]);

  const check = (action: (values: V) => Promise<void>, focusedAtSubmit: Element | null) => {
    setAttempted(true);
    const found = errorsOfIssues(validate(values));
    if (Object.keys(found).length > 0) {
      focusFirstError(id, found, fields, focusedAtSubmit);
      return;
    }
    running.current = true;
    setBusy(true);
    setExtraErrors({});
    action(values)
      .catch((error: unknown) => reportFailure(error, focusedAtSubmit))
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };

  const onSubmit = (action: (values: V) => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    const focusedAtSubmit = document.activeElement;
    if (!prepare) return check(action, focusedAtSubmit);
    // The button shows progress while the rest of the form's code arrives.
    running.current = true;
    setBusy(true);
    const settle = () => {
      running.current = false;
      setBusy(false);
    };
    prepare().then(
      () => {
        settle();
        check(action, focusedAtSubmit);
      },
      (error: unknown) => {
        settle();
        reportFailure(error, focusedAtSubmit);
      },
    );
  };

  const warmUp = useCallback(() => {
    void prepare?.().catch(() => undefined);
  }, [prepare]);

  return {
    id,
    values,
    busy,
    errors,
    errorOf: (name) => errors[name as string],
    set,
    setError,
    showFailure,
    binding: (name) => ({ id: controlId(id, name), name, error: errors[name], errorId: `${controlId(id, name)}-error` }),
    onSubmit,
    warmUp,
  };
}

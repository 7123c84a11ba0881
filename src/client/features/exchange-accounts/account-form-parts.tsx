// What the bind and edit forms share: the <form>, the account name, the IP whitelist, the form's own
// error and the cancel/submit row, and the call that saves the account (verified by the server, so it can take
// seconds and fail on the keys).
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { BindResult } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { showToast } from '../../components/feedback/feedback-atoms.ts';
import { Field } from './field.tsx';
import { errorsOfCall, FORM_ERROR, type FieldErrors } from './form-issues.ts';

/** The <form> of both dialogs: no browser validation (the shared schema speaks), busy while the call runs. */
export function AccountForm({ busy, onSubmit, children }: { busy: boolean; onSubmit(): Promise<void>; children: ReactNode }) {
  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}

interface TextProps {
  formId: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}

export function RemarkField({ formId, value, error, onChange }: TextProps) {
  const { t } = useTranslation('exchange');
  const id = `${formId}-remark`;
  return (
    <Field id={id} label={t('form.remark')} hint={t('form.remarkHint')} error={error}>
      {(describedBy) => (
        <input
          id={id}
          name="remark"
          className={`input input-bordered w-full ${error ? 'input-error' : ''}`}
          maxLength={40}
          autoComplete="off"
          {...controlled({ value, error, onChange }, describedBy)}
        />
      )}
    </Field>
  );
}

export function IpWhitelistField({ formId, value, error, onChange }: TextProps) {
  const { t } = useTranslation('exchange');
  const id = `${formId}-ip-whitelist`;
  return (
    <Field id={id} label={`${t('form.ip_whitelist')} (${t('form.optional')})`} hint={t('form.ipWhitelistHint')} error={error}>
      {(describedBy) => (
        <textarea
          id={id}
          name="ip_whitelist"
          rows={2}
          className={`textarea textarea-bordered w-full font-mono text-sm ${error ? 'textarea-error' : ''}`}
          {...controlled({ value, error, onChange }, describedBy)}
        />
      )}
    </Field>
  );
}

/** Value, change and the links to the hint and error that a screen reader follows. */
function controlled({ value, error, onChange }: Omit<TextProps, 'formId'>, describedBy: string | undefined) {
  return {
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
  };
}

/** The form's own error (not a field's), then Cancel and the submit button that says it is verifying. */
export function AccountFormFooter({
  errors,
  busy,
  canSubmit = true,
  submitLabel,
  onCancel,
}: {
  errors: FieldErrors;
  busy: boolean;
  canSubmit?: boolean;
  submitLabel: string;
  onCancel(): void;
}) {
  const { t } = useTranslation('exchange');
  return (
    <>
      {errors[FORM_ERROR] && (
        <p className="alert alert-error py-2 text-sm" role="alert" data-testid="bind-error">
          {errors[FORM_ERROR]}
        </p>
      )}
      <DialogActions busy={busy} onCancel={onCancel} canSubmit={canSubmit}>
        {busy ? t('form.verifying') : submitLabel}
      </DialogActions>
    </>
  );
}

/** Sends a bind or an edit once at a time; a refusal lands beside its field or on the form. */
export function useAccountSave(setErrors: (errors: FieldErrors) => void) {
  const { t } = useTranslation('exchange');
  const [busy, setBusy] = useState(false);
  const save = async (call: () => Promise<BindResult>, doneText: string, onDone: (result: BindResult) => void) => {
    setBusy(true);
    try {
      const result = await call();
      showToast(doneText, 3000, 'success');
      if (result.warnings.includes('withdrawEnabled')) showToast(t('form.withdrawWarning'), 8000, 'info');
      onDone(result);
    } catch (error) {
      setErrors(errorsOfCall(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}

// Changing the password (update_password): the current one, the new one twice, and the
// authenticator code while it is on. The user's other sessions end; this one stays.
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { updatePassword, updatePasswordFields } from '../../../../shared/contracts/account/update-password.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { showToast } from '../../../components/feedback/feedback-atoms.ts';
import { api } from '../../../lib/api/api.ts';
import { translate } from '../../../lib/i18n.ts';
import { FormAlert, TextField } from '../../../components/form/form-controls.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { confirmationIssues, fieldIssues } from '../../../components/form/validators.ts';
import { AuthCodeProofField, proofIssues } from '../../../components/form/security-proof.tsx';

const INITIAL = { old_password: '', password: '', password_confirm: '', email_code: '', auth_code: '' };
const { old_password, password } = updatePasswordFields.shape;

export function ChangePasswordDialog({ authenticatorOn, onClose }: { authenticatorOn: boolean; onClose(): void }) {
  const { t } = useTranslation('accounts');
  const validate = useCallback(
    (values: typeof INITIAL) => [
      ...fieldIssues({ old_password, password }, values),
      ...confirmationIssues(values),
      ...proofIssues(values, { email: false, authenticator: authenticatorOn }),
    ],
    [authenticatorOn],
  );
  const form = useForm({
    id: 'change-password',
    initial: INITIAL,
    validate,
    codeFields: { [CODE.wrongCurrentPassword]: 'old_password', [CODE.wrongAuthCode]: 'auth_code' },
  });
  const submit = async (values: typeof INITIAL) => {
    await api.call(updatePassword, {
      old_password: values.old_password,
      password: values.password,
      password_confirm: values.password_confirm,
      ...(authenticatorOn ? { auth_code: values.auth_code } : {}),
    });
    showToast(translate('accounts:password.changed'), 4000, 'success');
    onClose();
  };
  return (
    <FormDialog form={form} title={t('password.title')} submitLabel={t('password.submit')} onSubmit={submit} onClose={onClose}>
      <p className="text-sm opacity-70">{t('password.otherSessions')}</p>
      <FormAlert error={form.errorOf('form')} />
      <TextField form={form} name="old_password" label={t('fields.currentPassword')} type="password" autoComplete="current-password" />
      <NewPasswordFields form={form} label={t('fields.newPassword')} />
      {authenticatorOn && <AuthCodeProofField form={form} />}
    </FormDialog>
  );
}

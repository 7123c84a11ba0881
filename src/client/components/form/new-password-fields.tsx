// A new password and its confirmation, as every form that sets one asks for them: the rule under
// the first, and both marked new-password so the browser offers to generate and save it.
import { useTranslation } from '../../lib/use-translation.ts';
import { TextField } from './form-controls.tsx';
import type { Form, FormValues } from './use-form.ts';

interface NewPasswordValues {
  password: string;
  password_confirm: string;
}

export function NewPasswordFields<V extends FormValues & NewPasswordValues>({ form, label }: { form: Form<V>; label: string }) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <TextField<V> form={form} name="password" label={label} hint={t('fields.passwordRule')} type="password" autoComplete="new-password" />
      <TextField<V> form={form} name="password_confirm" label={t('fields.confirmPassword')} type="password" autoComplete="new-password" />
    </>
  );
}

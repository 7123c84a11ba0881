// The credential fields a venue needs (and those it may take), as the exchange list says. Secrets
// are password inputs that the browser must not remember or offer to fill elsewhere.
import { useTranslation } from '../../lib/use-translation.ts';
import { type CredentialField, SECRET_FIELDS } from '../../../shared/catalogue/venue-kinds.ts';
import { Field } from './field.tsx';
import type { FieldErrors } from './form-issues.ts';

export type CredentialValues = Partial<Record<CredentialField, string>>;

export function CredentialInputs({
  formId,
  required,
  optional,
  values,
  errors,
  onChange,
  allOptional = false,
}: {
  formId: string;
  required: readonly CredentialField[];
  optional: readonly CredentialField[];
  values: CredentialValues;
  errors: FieldErrors;
  onChange(field: CredentialField, value: string): void;
  /** Editing: every field may stay empty (the saved value is kept). */
  allOptional?: boolean;
}) {
  const { t } = useTranslation('exchange');
  const fields = [...required.map((field) => ({ field, needed: !allOptional })), ...optional.map((field) => ({ field, needed: false }))];
  return (
    <>
      {fields.map(({ field, needed }) => {
        const id = `${formId}-${field.replace(/_/g, '-')}`;
        const secret = SECRET_FIELDS.includes(field);
        return (
          <Field
            key={field}
            id={id}
            label={needed ? t(`form.${field}`) : `${t(`form.${field}`)} (${t('form.optional')})`}
            error={errors[field]}
          >
            {(describedBy) => (
              <input
                id={id}
                name={field}
                type={secret ? 'password' : 'text'}
                className={`input input-bordered w-full font-mono text-sm ${errors[field] ? 'input-error' : ''}`}
                value={values[field] ?? ''}
                onChange={(event) => onChange(field, event.target.value)}
                autoComplete={secret ? 'new-password' : 'off'}
                spellCheck={false}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={describedBy}
              />
            )}
          </Field>
        );
      })}
    </>
  );
}

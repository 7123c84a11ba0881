// The trading restriction new or imported wallets get (spec §3: unlimited, buy only, sell only).
import { useTranslation } from '../../../lib/use-translation.ts';
import { RESTRICTIONS, type Restriction } from '../../../../shared/contracts/wallet/wallet-fields.ts';
import { SelectField } from '../form/fields.tsx';
import type { FormError } from '../form/form-errors.ts';

export function RestrictionField({
  value,
  onChange,
  error,
}: {
  value: Restriction;
  onChange(value: Restriction): void;
  error?: FormError | undefined;
}) {
  const { t } = useTranslation('wallets');
  return (
    <SelectField
      label={t('fields.restriction')}
      name="restriction"
      value={value}
      choices={RESTRICTIONS.map((restriction) => ({ value: restriction, label: t(`restriction.${restriction}`) }))}
      onChange={onChange}
      error={error}
    />
  );
}

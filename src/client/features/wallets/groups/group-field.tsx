// The "Wallet group" field of the wallet tools: the chain's groups in the user's words, with "All
// trading wallets" and "Ungrouped" where the tool takes them.
import { useTranslation } from '../../../lib/use-translation.ts';
import { SelectField } from '../form/fields.tsx';
import type { FormError } from '../form/form-errors.ts';
import { useGroupChoices } from './use-group-choices.ts';

export function GroupField({
  value,
  onChange,
  error,
  extra,
}: {
  value: string;
  onChange(value: string): void;
  error?: FormError | undefined;
  extra: readonly ('all' | 'none')[];
}) {
  const { t } = useTranslation('wallets');
  return (
    <SelectField
      label={t('fields.group')}
      name="group_id"
      value={value}
      choices={useGroupChoices(extra)}
      onChange={onChange}
      error={error}
    />
  );
}

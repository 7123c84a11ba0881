// The token a tool moves: the chain's own coin or one of the tokens the wallets show
// (get_attached_wallets' `tokens`, the tokens added with Add Token among them).
import { useTranslation } from '../../../lib/use-translation.ts';
import { NATIVE_TOKEN } from '../../../../shared/contracts/wallet/wallet-fields.ts';
import { useChainWallets } from '../chain-wallets.ts';
import { SelectField } from './fields.tsx';
import type { FormError } from './form-errors.ts';

export function TokenSelect({
  value,
  onChange,
  error,
  hint,
  withoutNative = false,
  name = 'token',
}: {
  value: string;
  onChange(token: string): void;
  error?: FormError | undefined;
  hint?: string | undefined;
  /** Approvals: the chain's coin needs none. */
  withoutNative?: boolean;
  name?: string;
}) {
  const { t } = useTranslation('wallets');
  const { tokens } = useChainWallets();
  const choices = tokens
    .filter((token) => !(withoutNative && token.key === NATIVE_TOKEN))
    .map((token) => ({
      value: token.key,
      label: token.key === NATIVE_TOKEN ? t('tokens.native', { symbol: token.symbol }) : token.symbol,
    }));
  return (
    <SelectField label={t('fields.token')} name={name} value={value} choices={choices} onChange={onChange} error={error} hint={hint} />
  );
}

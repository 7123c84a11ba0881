// The main wallet asked to send coin it holds but not with the gas of its transfers on top: the
// server answers 2110 with the most it can send (src/shared/contracts/wallet/gas-reserve.ts). The
// form shows the server's words beside the amount, as the amount is what to change, and offers that
// most in one click; a 2110 without it (too little gas for a token's transfers) is left to the form.
// The amount field owns its value here, so a changed amount or token always drops an old most.
import { useState } from 'react';
import { type GasReserveRefusal, gasReserveRefusal } from '../../../../shared/contracts/wallet/gas-reserve.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import type { ApiCallError } from '../../../lib/api/api-call-error.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { TextField } from '../form/fields.tsx';
import type { FormError, FormErrors } from '../form/form-errors.ts';
import { displayAmount } from '../format.ts';

/** The most the main wallet can send, when the refusal carries it. */
export function gasReserveOf(error: ApiCallError): GasReserveRefusal | null {
  if (error.code !== CODE.mainWalletGasLow) return null;
  const parsed = gasReserveRefusal.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

export interface AmountWithMost {
  amount: string;
  /** The user's typing: a new amount drops the refusal's most. */
  setAmount(amount: string): void;
  /** The refusal's most, until the amount or the token is changed. */
  reserve: GasReserveRefusal | null;
  /** A form's takeRefusal: true when the refusal names the most, which then shows beside the amount. */
  take(error: ApiCallError): boolean;
  /** For a changed token: the most was for the other one. */
  clear(): void;
  /** Puts the most into the amount field, whose error has then been answered. */
  use(): void;
}

export function useAmountWithMost(setErrors: (errors: FormErrors) => void, field: string): AmountWithMost {
  const [amount, setAmountValue] = useState('');
  const [reserve, setReserve] = useState<GasReserveRefusal | null>(null);
  const take = (error: ApiCallError) => {
    const found = gasReserveOf(error);
    setReserve(found);
    if (found) setErrors({ [field]: { text: error.message } });
    return found !== null;
  };
  const setAmount = (value: string) => {
    setAmountValue(value);
    setReserve(null);
  };
  const use = () => {
    if (!reserve) return;
    setAmountValue(reserve.most);
    setReserve(null);
    setErrors({});
  };
  return { amount, setAmount, reserve, take, clear: () => setReserve(null), use };
}

/** The amount field with what the wallet holds under it, and the refusal's most as a button. */
export function AmountField({
  most,
  label,
  name,
  error,
  hint,
}: {
  most: AmountWithMost;
  label: string;
  name: string;
  error?: FormError | undefined;
  hint?: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-2">
      <TextField label={label} name={name} value={most.amount} onChange={most.setAmount} inputMode="decimal" error={error} hint={hint} />
      <UseMostButton most={most} />
    </div>
  );
}

/** "Send 99.999937 BNB instead", under the amount while a refusal names the most. */
function UseMostButton({ most }: { most: AmountWithMost }) {
  const { t, i18n } = useTranslation('wallets');
  if (!most.reserve) return null;
  const { most: amount, symbol } = most.reserve;
  return (
    <button type="button" className="btn btn-outline btn-xs self-start" onClick={most.use} data-testid="use-most">
      {t('gas.useMost', { amount: displayAmount(amount, i18n.language, 18), symbol })}
    </button>
  );
}

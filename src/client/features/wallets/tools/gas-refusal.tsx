// The gas refusals the wallet page answers itself (spec §8: on /subManage, 2109-2174 come back to
// the page). 2110 (the main wallet lacks gas) and 2171 (trading wallets could not approve for
// gas): the user chooses between the robot log, to see what failed, and staying here to fix it.
import { useNavigate } from '@tanstack/react-router';
import { Fuel } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import type { ApiCallError } from '../../../lib/api/api-call-error.ts';

export const LOG_OR_WALLET_CODES: readonly number[] = [CODE.mainWalletGasLow, CODE.tradingWalletGasAuthFailed];

/** A form's takeRefusal that keeps the refusals of `codes` for the dialog to show in its own way. */
export function keepRefusals(keep: (error: ApiCallError) => void, codes: readonly number[] = LOG_OR_WALLET_CODES) {
  return (error: ApiCallError): boolean => {
    if (!codes.includes(error.code)) return false;
    keep(error);
    return true;
  };
}

/** The frame of a refusal shown inside a dialog: an icon, the title, the server's words, the hints and the choices. */
export function RefusalPanel({
  title,
  message,
  children,
  testId,
}: {
  title: string;
  message: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className="alert alert-warning alert-soft flex flex-col items-stretch gap-2 text-sm" role="alert" data-testid={testId}>
      <p className="flex items-center gap-2 font-semibold">
        <Fuel aria-hidden="true" className="size-4 shrink-0" />
        {title}
      </p>
      <p>{message}</p>
      {children}
    </div>
  );
}

export function GasHints() {
  const { t } = useTranslation('wallets');
  return (
    <ul className="list-disc space-y-0.5 ps-5 text-xs opacity-80">
      <li>{t('gas.hintCheck')}</li>
      <li>{t('gas.hintAllocate')}</li>
      <li>{t('gas.hintDirect')}</li>
    </ul>
  );
}

export function LogOrStay({ message, onStay }: { message: string; onStay(): void }) {
  const { t } = useTranslation('wallets');
  const navigate = useNavigate();
  return (
    <RefusalPanel title={t('gas.title')} message={message} testId="gas-log-or-stay">
      <GasHints />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void navigate({ to: '/robotlog' })}>
          {t('gas.toLog')}
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={onStay}>
          {t('gas.stay')}
        </button>
      </div>
    </RefusalPanel>
  );
}

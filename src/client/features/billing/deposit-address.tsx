// A deposit address as a person copies or scans it: the whole address in monospace (it wraps
// anywhere, an address is one long word), a copy button, and its QR code.
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { showToast } from '../../components/feedback/feedback-atoms.ts';
import { QrCode } from '../../components/qr-code.tsx';
import { copyText } from '../../lib/copy-text.ts';

const COPIED_MS = 1500;

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('billing');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!(await copyText(text))) return showToast(t('copy.unsupported'), 3000);
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_MS);
  };
  const Icon = copied ? Check : Copy;
  return (
    <button type="button" className="btn btn-sm btn-ghost self-start" onClick={() => void copy()} data-testid="copy-deposit-address">
      <Icon aria-hidden="true" className={`size-4 ${copied ? 'text-success' : ''}`} />
      {copied ? t('copy.copied') : t('copy.address')}
    </button>
  );
}

export function DepositAddress({ address }: { address: string }) {
  const { t } = useTranslation('billing');
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
      <QrCode text={address} label={t('deposit.qr')} failedText={t('deposit.qrFailed')} />
      <div className="flex w-full min-w-0 flex-col gap-2">
        <span className="text-sm font-medium">{t('deposit.address')}</span>
        <code
          className="bg-base-100 border-base-300 rounded-field border px-3 py-2 font-mono text-sm wrap-anywhere"
          data-testid="deposit-address"
        >
          {address}
        </code>
        <CopyButton text={address} />
      </div>
    </div>
  );
}

// An address shown short with a button that copies it whole; the whole address is the tooltip.
// Shown in full it wraps anywhere: Korean text keeps words whole (styles/rules.css), and an address is one long word.
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { showToast } from '../../components/feedback/feedback-atoms.ts';
import { shortAddress } from './format.ts';

export function CopyAddress({ address, full = false }: { address: string; full?: boolean }) {
  const { t } = useTranslation('wallets');
  const [copied, setCopied] = useState(false);
  const copy = () => {
    const done = navigator.clipboard?.writeText(address);
    if (!done) return showToast(t('copy.unsupported'), 3000);
    done.then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      },
      () => showToast(t('copy.unsupported'), 3000),
    );
  };
  const Icon = copied ? Check : Copy;
  return (
    <span className="inline-flex min-w-0 items-center gap-1">
      <span
        className={`font-mono text-xs ${full ? 'min-w-0 wrap-anywhere' : 'whitespace-nowrap'}`}
        title={address}
        data-testid="wallet-address"
      >
        {full ? address : shortAddress(address)}
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-square shrink-0"
        onClick={copy}
        aria-label={copied ? t('copy.copied') : t('copy.address')}
        title={copied ? t('copy.copied') : t('copy.address')}
      >
        <Icon aria-hidden="true" className={`size-3.5 ${copied ? 'text-success' : ''}`} />
      </button>
    </span>
  );
}

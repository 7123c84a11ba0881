// A value to hand on (the invite code or link): shown whole in a read-only monospace box with a
// Copy button beside it. Success and failure are both said in a toast, so the user knows whether
// the clipboard now holds it.
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { showToast } from '../../components/feedback/feedback-atoms.ts';
import { copyText } from '../../lib/copy-text.ts';

const COPIED_MS = 1500;

export function CopyField({ id, label, copyLabel, value }: { id: string; label: string; copyLabel: string; value: string }) {
  const { t } = useTranslation('referral');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(value)) {
      setCopied(true);
      showToast(t('copy.copied'), 2000, 'success');
    } else showToast(t('copy.unsupported'), 3000);
  };

  const Icon = copied ? Check : Copy;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id}>{label}</label>
      <div className="join w-full">
        <input
          id={id}
          className="input join-item w-full min-w-0 font-mono"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn join-item" onClick={() => void copy()} aria-label={copyLabel}>
          <Icon aria-hidden="true" className={`size-4 ${copied ? 'text-success' : ''}`} />
          {copied ? t('copy.copied') : t('copy.copy')}
        </button>
      </div>
    </div>
  );
}

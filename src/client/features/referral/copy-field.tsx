// A value to hand on (the invite code or link): shown whole in a read-only monospace box with a
// Copy button beside it, so it can be read and checked before it is copied. A long value (the link)
// wraps onto as many lines as it needs instead of scrolling out of sight. Success and failure are
// both said in a toast, so the user knows whether the clipboard now holds it.
import { Check, Copy } from 'lucide-react';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { showToast } from '../../components/feedback/feedback-atoms.ts';
import { copyText } from '../../lib/copy-text.ts';

const COPIED_MS = 1500;

/**
 * Grows a read-only text box to its wrapped text where CSS cannot (field-sizing is not in every
 * browser yet), again whenever the window's width changes how the text wraps.
 */
function useHeightOfText(box: RefObject<HTMLTextAreaElement | null>, value: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value wraps onto a different number of lines.
  useLayoutEffect(() => {
    const field = box.current;
    if (!field || (typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content'))) return;
    const growToText = () => {
      field.style.height = 'auto';
      field.style.height = `${field.scrollHeight + field.offsetHeight - field.clientHeight}px`;
    };
    growToText();
    window.addEventListener('resize', growToText);
    return () => window.removeEventListener('resize', growToText);
  }, [box, value]);
}

export function CopyField({
  id,
  label,
  copyLabel,
  value,
  wrap = false,
}: {
  id: string;
  label: string;
  copyLabel: string;
  value: string;
  /** A long value: wrapped onto several lines rather than cut off at the box's edge. */
  wrap?: boolean;
}) {
  const { t } = useTranslation('referral');
  const wrapped = useRef<HTMLTextAreaElement>(null);
  useHeightOfText(wrapped, wrap ? value : '');
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
        {wrap ? (
          <textarea
            ref={wrapped}
            id={id}
            rows={1}
            className="textarea join-item field-sizing-content min-h-0 w-full min-w-0 resize-none font-mono break-all"
            readOnly
            value={value}
            onFocus={(event) => event.currentTarget.select()}
          />
        ) : (
          <input
            id={id}
            className="input join-item w-full min-w-0 font-mono"
            readOnly
            value={value}
            onFocus={(event) => event.currentTarget.select()}
          />
        )}
        <button type="button" className={`btn join-item ${wrap ? 'h-auto' : ''}`} onClick={() => void copy()} aria-label={copyLabel}>
          <Icon aria-hidden="true" className={`size-4 ${copied ? 'text-success' : ''}`} />
          {copied ? t('copy.copied') : t('copy.copy')}
        </button>
      </div>
    </div>
  );
}

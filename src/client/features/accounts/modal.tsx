// A dialog of the profile and security screens, styled as a daisyUI modal. Not the browser's
// top-layer <dialog>: the app's own confirmations and messages (DialogHost, ToastHost) must stay
// above it. Escape and the close button close it, except while a call is running; focus moves
// into it on opening and back to where it was on closing. A click beside it does not close it, so
// nothing typed is lost by a stray click.
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export function Modal({ title, onClose, busy = false, children }: { title: string; onClose(): void; busy?: boolean; children: ReactNode }) {
  const { t } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = box.current?.querySelector<HTMLElement>('input:not([disabled]), select, textarea, button[type="submit"]');
    (first ?? box.current)?.focus();
    return () => before?.focus();
  }, []);

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <div
      className="modal modal-open modal-bottom sm:modal-middle"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <div ref={box} className="modal-box max-h-[90vh] sm:max-w-lg" tabIndex={-1}>
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square -mt-1 -mr-2"
            onClick={close}
            disabled={busy}
            aria-label={t('actions.close')}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

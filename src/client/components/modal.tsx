// The app's one dialog frame: a daisyUI modal rendered through a portal into <body>, so no stacking
// context of the layout (the sticky header, the phone drawer) can sit above its backdrop. Not the
// browser's top-layer <dialog>: the app's own confirmations and messages (DialogHost, ToastHost),
// which a dialog's actions may raise, must stay above it.
// Escape and the close button close it unless a call is running, so a request is never orphaned;
// a click beside it does not close it, so nothing typed is lost by a stray click. Focus moves to the
// first field on opening (or to the box itself, never to a confirm button one Enter could press)
// and back to where it was on closing. On a phone it is a bottom sheet; tall content scrolls inside
// the box, whose height follows the visible viewport (dvh) so the browser's toolbars never hide it.
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../lib/use-translation.ts';

const FIRST_FIELD = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

export function Modal({
  title,
  onClose,
  busy = false,
  wide = false,
  children,
}: {
  title: string;
  onClose(): void;
  /** A call is running: closing is refused until it settles. */
  busy?: boolean;
  /** Room for tables and two-column forms on a wide screen. */
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = box.current?.querySelector<HTMLElement>(FIRST_FIELD);
    (first ?? box.current)?.focus();
    return () => before?.focus();
  }, []);

  const close = () => {
    if (!busy) onClose();
  };

  return createPortal(
    <div
      // z-[60]: above the header (z-45) and the drawer (z-50); below DialogHost (daisyUI's modal z-index).
      className="modal modal-open modal-bottom sm:modal-middle z-[60]"
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
      <div ref={box} className={`modal-box max-h-[90dvh] ${wide ? 'sm:max-w-2xl' : 'sm:max-w-lg'}`} tabIndex={-1}>
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
    </div>,
    document.body,
  );
}

// The last row of a dialog's form: Cancel, refused while the call runs (like the dialog's own close
// button), and the submit button, which shows it is working and cannot be pressed twice.
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';

export function DialogActions({
  busy,
  onCancel,
  canSubmit = true,
  variant = 'btn-primary',
  small = false,
  children,
}: {
  busy: boolean;
  onCancel(): void;
  /** False while the form cannot be sent yet (nothing chosen). */
  canSubmit?: boolean;
  variant?: 'btn-primary' | 'btn-warning' | 'btn-error';
  /** Compact buttons, for a dense form. */
  small?: boolean;
  /** The submit button's label. */
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const size = small ? 'btn-sm' : '';
  return (
    <div className="modal-action mt-2 flex-wrap">
      <button type="button" className={`btn btn-ghost ${size}`} onClick={onCancel} disabled={busy}>
        {t('actions.cancel')}
      </button>
      <button type="submit" className={`btn ${variant} ${size}`} disabled={busy || !canSubmit} aria-busy={busy}>
        {busy && <span className={`loading loading-spinner ${small ? 'loading-xs' : 'loading-sm'}`} aria-hidden="true" />}
        {children}
      </button>
    </div>
  );
}

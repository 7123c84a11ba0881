import { useAtomValue } from 'jotai';
import { toastsAtom } from './feedback-atoms.ts';

const toneClass = { info: 'alert-info', success: 'alert-success', error: 'alert-error' } as const;

export function ToastHost() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toast toast-top toast-center z-[100]" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} role="status" className={`alert ${toneClass[toast.tone]} shadow-lg`}>
          <span>{toast.message}</span>
        </div>
      ))}
    </div>
  );
}

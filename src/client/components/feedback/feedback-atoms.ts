// Messages and dialogs that code outside React (the api client) can raise. The hosts in
// toast-host.tsx and dialog-host.tsx render them.
import { atom } from 'jotai/vanilla';
import { store } from '../../lib/store.ts';

export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'success' | 'error';
}

export interface DialogChoice {
  value: string;
  labelKey: string;
  primary?: boolean;
}

export interface DialogRequest {
  id: number;
  message: string;
  titleKey?: string;
  choices: DialogChoice[];
  /** Value resolved when the dialog is dismissed (Escape); null when it cannot be dismissed. */
  dismissValue: string | null;
  resolve(value: string): void;
}

export const toastsAtom = atom<Toast[]>([]);
export const dialogsAtom = atom<DialogRequest[]>([]);

let nextId = 1;

export function showToast(message: string, durationMs = 3000, tone: Toast['tone'] = 'error'): void {
  const id = nextId++;
  store.set(toastsAtom, (list) => [...list, { id, message, tone }]);
  setTimeout(() => store.set(toastsAtom, (list) => list.filter((toast) => toast.id !== id)), durationMs);
}

export function openDialog(request: Omit<DialogRequest, 'id' | 'resolve'>): Promise<string> {
  return new Promise((resolve) => {
    const id = nextId++;
    store.set(dialogsAtom, (list) => [
      ...list,
      {
        ...request,
        id,
        resolve: (value) => {
          store.set(dialogsAtom, (all) => all.filter((dialog) => dialog.id !== id));
          resolve(value);
        },
      },
    ]);
  });
}

export async function confirmDialog(message: string): Promise<boolean> {
  const answer = await openDialog({
    message,
    choices: [
      { value: 'cancel', labelKey: 'common:actions.cancel' },
      { value: 'ok', labelKey: 'common:actions.confirm', primary: true },
    ],
    dismissValue: 'cancel',
  });
  return answer === 'ok';
}

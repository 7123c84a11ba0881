// What the settings page and the header's account menu do with the device's accounts: switch to a
// saved one, or open /login to add another beside them.
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { SavedAccount } from '../../lib/db.ts';
import { startAddingAccount, switchToSaved } from './session-actions.ts';

export function useDeviceAccountActions(): { switchTo(saved: SavedAccount): void; addAnother(): void } {
  const router = useRouter();
  const navigate = useNavigate();
  return {
    switchTo(saved) {
      switchToSaved(saved);
      // The main layout remounts for the new account; loaders of the current route run again.
      void router.invalidate();
    },
    addAnother() {
      startAddingAccount();
      void navigate({ to: '/login' });
    },
  };
}

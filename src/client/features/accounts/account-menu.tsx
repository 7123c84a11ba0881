// The header's account entries (inside the user menu): the accounts logged in on this device,
// the one in use marked, a click switching to another, and "Add account", which lets this user
// open /login (addAccount = 1) to log another account in beside the others.
import { Check, UserPlus, UserRound } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { SavedAccount } from '../../lib/db.ts';
import { savedOfSession } from '../../lib/saved-accounts.ts';
import { sessionAtom, useAtomValue } from '../../lib/store.ts';
import { useSavedAccounts } from './saved-accounts-list.tsx';
import { useDeviceAccountActions } from './use-device-accounts.ts';

/** Closes the daisyUI dropdown the menu lives in (it stays open while focus is inside). */
const closeMenu = () => (document.activeElement as HTMLElement | null)?.blur();

export function AccountMenuItems() {
  const { t } = useTranslation('accounts');
  const session = useAtomValue(sessionAtom);
  const saved = useSavedAccounts();
  const actions = useDeviceAccountActions();
  if (!session) return null;
  // The account in use is listed even before its entry is saved.
  const accounts: SavedAccount[] = saved.some((entry) => entry.account === session.account) ? saved : [savedOfSession(session), ...saved];

  const switchTo = (entry: SavedAccount) => {
    closeMenu();
    if (entry.account !== session.account) actions.switchTo(entry);
  };

  return (
    <>
      <li className="menu-title">{t('savedAccounts.menuTitle')}</li>
      {accounts.map((entry) => {
        const current = entry.account === session.account;
        return (
          <li key={entry.account}>
            <button
              type="button"
              onClick={() => switchTo(entry)}
              aria-current={current ? 'true' : undefined}
              aria-label={
                current ? t('savedAccounts.current', { name: entry.userName }) : t('savedAccounts.switchTo', { name: entry.userName })
              }
              className={current ? 'menu-active' : ''}
            >
              <UserRound aria-hidden="true" className="size-4" />
              <span className="min-w-0 flex-1 truncate">{entry.userName}</span>
              {current && <Check aria-hidden="true" className="size-4" />}
            </button>
          </li>
        );
      })}
      <li>
        <button
          type="button"
          onClick={() => {
            closeMenu();
            actions.addAnother();
          }}
        >
          <UserPlus aria-hidden="true" className="size-4" />
          {t('savedAccounts.add')}
        </button>
      </li>
      <li aria-hidden="true" className="border-base-300 my-1 border-t" />
    </>
  );
}

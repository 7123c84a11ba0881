// "Continue as": the accounts still logged in on this device, offered on /login so a user who
// logged one account out can go on with another without typing a password.
import { useNavigate } from '@tanstack/react-router';
import { UserRound } from 'lucide-react';
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { type SavedAccount, db } from '../../lib/db.ts';
import { listSavedAccounts } from '../../lib/saved-accounts.ts';
import { sessionAtom, useAtomValue } from '../../lib/store.ts';
import { switchToSaved } from './session-actions.ts';

/** The device's saved accounts, newest login first, kept current as logins, switches and logouts change them. */
export function useSavedAccounts(): SavedAccount[] {
  const [accounts, setAccounts] = useState<SavedAccount[]>([]);
  useEffect(() => {
    const subscription = liveQuery(() => listSavedAccounts(db)).subscribe({
      next: setAccounts,
      error: () => setAccounts([]), // an unreadable store lists none; the session in use still works
    });
    return () => subscription.unsubscribe();
  }, []);
  return accounts;
}

export function SavedAccountsList({ target }: { target: string }) {
  const { t } = useTranslation('accounts');
  const session = useAtomValue(sessionAtom);
  const accounts = useSavedAccounts().filter((saved) => saved.loginToken !== session?.token);
  const navigate = useNavigate();
  if (accounts.length === 0) return null;
  return (
    <section aria-labelledby="saved-accounts-title" className="border-base-300 border-t pt-4">
      <h2 id="saved-accounts-title" className="mb-2 text-sm font-medium opacity-80">
        {t('savedAccounts.continueTitle')}
      </h2>
      <ul className="flex flex-col gap-2">
        {accounts.map((saved) => (
          <li key={saved.account}>
            <button
              type="button"
              className="btn btn-outline btn-sm w-full justify-start"
              onClick={() => {
                switchToSaved(saved);
                void navigate({ href: target, replace: true });
              }}
            >
              <UserRound aria-hidden="true" className="size-4" />
              {t('savedAccounts.continueAs', { name: saved.userName })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

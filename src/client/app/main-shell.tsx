// The main layout of logged-in pages with the features it hosts: combined here so features do
// not import each other.
import { AccountMenuItems } from '../features/accounts/account-menu.tsx';
import { AccountInfoSync } from '../lib/account-info.ts';
import { ChatLauncher } from '../features/chat/chat-launcher.tsx';
import { AppLayout } from '../features/shell/app-layout.tsx';
import { TourHost } from '../features/tutorials/tour/tour-host.tsx';
import { sessionAtom, useAtomValue } from '../lib/store.ts';
import '../styles/app.css';

export function MainShell() {
  const account = useAtomValue(sessionAtom)?.account;
  // No session: the user has just logged out (or the server ended the session) and is on the way
  // to the login page. Screens mounted now would only ask for data nobody may see.
  if (!account) return null;
  return (
    <>
      <AccountInfoSync />
      {/* Keyed by the account in use: switching accounts remounts the screens, so each loads its data for the new account. */}
      <AppLayout key={account} chat={<ChatLauncher />} accountMenu={<AccountMenuItems />} />
      <TourHost key={`tour-${account}`} />
    </>
  );
}

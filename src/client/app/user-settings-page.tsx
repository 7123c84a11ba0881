// /user: the settings page of the accounts feature with the alert feature's messaging-service
// settings in it (features never import each other; they meet here).
import { MessagingSettings } from '../features/alarms/messaging-settings.tsx';
import { UserPage } from '../features/accounts/user.tsx';

export function UserSettingsPage() {
  return <UserPage messaging={<MessagingSettings />} />;
}

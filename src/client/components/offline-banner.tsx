import { WifiOff } from 'lucide-react';
import { useTranslation } from '../lib/use-translation.ts';
import { useOnlineStatus } from '../lib/online-status.ts';

/** Says the app is offline. Fixed at the bottom so it never moves the page's content. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const { t } = useTranslation('common');
  if (online) return null;
  return (
    <div role="status" data-testid="offline-banner" className="fixed inset-x-0 bottom-0 z-[90] flex justify-center p-3 pointer-events-none">
      <div className="alert alert-warning pointer-events-auto w-auto max-w-xl shadow-lg">
        <WifiOff aria-hidden="true" className="size-5" />
        <span>{t('offline.banner')}</span>
      </div>
    </div>
  );
}

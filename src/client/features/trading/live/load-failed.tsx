// What a live panel of the trading screen shows when its feed failed: why, and a retry.
import { useTranslation } from '../../../lib/use-translation.ts';

export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation('common');
  return (
    <p className="flex items-center gap-2 text-sm">
      <span className="text-error">{message}</span>
      <button type="button" className="btn btn-xs" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </p>
  );
}

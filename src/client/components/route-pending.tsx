import { useTranslation } from '../lib/use-translation.ts';

/** Shown while a screen or its texts load for longer than the router's pending delay. */
export function RoutePending() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

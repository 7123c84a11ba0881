import { useTranslation } from '../lib/use-translation.ts';

/** Shown while a screen or its texts load for longer than the router's pending delay. */
export function RoutePending() {
  const { t } = useTranslation('common');
  return (
    // A whole screen tall: what the layout puts below the page (the public footer) stays below the
    // fold until the screen arrives, instead of showing and then jumping away (a layout shift).
    <div className="flex min-h-screen items-center justify-center" role="status">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

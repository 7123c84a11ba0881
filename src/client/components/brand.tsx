import { useTranslation } from '../lib/use-translation.ts';

/** The product mark: the app icon and its name. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <span className="flex items-center gap-2">
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7 shrink-0" />
      {!compact && <span className="text-lg font-semibold tracking-tight whitespace-nowrap">{t('app.name')}</span>}
    </span>
  );
}

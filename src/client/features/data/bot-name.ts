// How a bot is named in the analytics tables: its kind's name from the catalogue and its number, or
// "Manual orders" for bot 0 (manual orders and batches). The catalogue's texts load beside the
// screen's without holding it up: until they arrive a kind shows by its key.
import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';

export function useBotName(): (botId: number, kind: string) => string {
  const { t } = useTranslation(['data', 'catalogue'], { useSuspense: false });
  return useCallback(
    (botId: number, kind: string) =>
      botId === 0 ? t('bots.manual') : t('bots.name', { name: t(`catalogue:bots.${kind}.name`, { defaultValue: kind }), id: botId }),
    [t],
  );
}

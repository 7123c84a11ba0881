// "Telegram or e-mail not bound" (spec §8) with a prompt to bind, which can be put off for a week
// (spec §9: reminder dismissal).
import { Send } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ChannelState } from '../../../shared/contracts/alarm/alarm-view.ts';
import { dismissBindPrompt } from '../../../shared/contracts/alarm/channel-calls.ts';
import { api } from '../../lib/api/api.ts';

export const needsBinding = (channels: ChannelState) =>
  channels.bind_prompt_dismissed_until === null && ((channels.telegram.available && !channels.telegram.bound) || !channels.email.bound);

export function BindPrompt({
  channels,
  onBind,
  onChannels,
}: {
  channels: ChannelState;
  onBind(): void;
  onChannels(channels: ChannelState): void;
}) {
  const { t } = useTranslation('alarms');
  if (!needsBinding(channels)) return null;
  const later = async () => {
    const answer = await api.call(dismissBindPrompt, {}).catch(() => null);
    if (answer) onChannels({ ...channels, bind_prompt_dismissed_until: answer.until });
  };
  return (
    <div
      role="status"
      className="alert alert-warning alert-soft mb-4 flex flex-wrap items-center justify-between gap-3"
      data-testid="bind-prompt"
    >
      <div>
        <p className="font-medium">{t('prompt.title')}</p>
        <p className="text-sm">{t('prompt.body')}</p>
      </div>
      <div className="flex gap-2">
        {channels.telegram.available && !channels.telegram.bound && (
          <button type="button" className="btn btn-sm btn-primary" onClick={onBind}>
            <Send aria-hidden="true" className="size-4" />
            {t('prompt.bind')}
          </button>
        )}
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => void later()}>
          {t('prompt.later')}
        </button>
      </div>
    </div>
  );
}

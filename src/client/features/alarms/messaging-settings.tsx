// "Connect messaging service": where alerts reach this user: this device by web push, Telegram
// through the product's bot, and e-mail. Shown on /alarm; also mountable in the settings screens
// (load the "alarms" texts there).
import { Mail } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ChannelState } from '../../../shared/contracts/alarm/alarm-view.ts';
import { getAlarmChannels } from '../../../shared/contracts/alarm/channel-calls.ts';
import { LoadingDots } from '../../components/list-status.tsx';
import { api } from '../../lib/api/api.ts';
import { PushControl } from './push-control.tsx';
import { TelegramConnect } from './telegram-connect.tsx';

export function ChannelControls({
  channels,
  onChannels,
  telegramStart = 0,
}: {
  channels: ChannelState;
  onChannels(channels: ChannelState): void;
  telegramStart?: number;
}) {
  const { t } = useTranslation('alarms');
  const onDevices = useCallback(
    (devices: number) => onChannels({ ...channels, push: { ...channels.push, devices } }),
    [channels, onChannels],
  );
  return (
    <div className="flex flex-col gap-4">
      <PushControl publicKey={channels.push.public_key} devices={channels.push.devices} onDevices={onDevices} />
      <div className="border-base-300 border-t" />
      <TelegramConnect telegram={channels.telegram} onChannels={onChannels} startSignal={telegramStart} />
      <div className="border-base-300 border-t" />
      <div className="flex flex-col gap-1">
        <span className="flex items-center gap-2 font-medium">
          <Mail aria-hidden="true" className="size-4" />
          {t('messaging.email.title')}
        </span>
        <p className="text-sm opacity-70">
          {channels.email.address ? t('messaging.email.to', { address: channels.email.address }) : t('messaging.email.none')}
        </p>
      </div>
    </div>
  );
}

/** The channel controls on their own, loading the channel state themselves (for the settings screens). */
export function MessagingSettings() {
  const { t } = useTranslation('alarms');
  const [channels, setChannels] = useState<ChannelState | null>(null);
  const headingId = useId();
  useEffect(() => {
    api.call(getAlarmChannels, {}).then(setChannels, () => undefined);
  }, []);
  return (
    <section className="card bg-base-200/60 border-base-300 border" aria-labelledby={headingId}>
      <div className="card-body gap-4 p-5">
        <h2 id={headingId} className="text-base font-semibold">
          {t('messaging.title')}
        </h2>
        <p className="text-sm opacity-70">{t('messaging.body')}</p>
        {channels ? <ChannelControls channels={channels} onChannels={setChannels} /> : <LoadingDots label={t('loading')} />}
      </div>
    </section>
  );
}

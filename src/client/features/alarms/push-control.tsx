// "Notifications on this device": subscribes or unsubscribes this browser to web push, and tells
// the server. On opening it re-sends an existing subscription, so a device the server dropped (its
// push service once answered 410) is registered again.
import { Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { pushSubscribe, pushUnsubscribe } from '../../../shared/contracts/alarm/channel-calls.ts';
import { showToast } from '../../components/feedback/feedback-atoms.ts';
import { api } from '../../lib/api/api.ts';
import { currentSubscription, PushUnavailableError, pushSupport, subscribeDevice, unsubscribeDevice } from './push-device.ts';

type DeviceState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

const subscriptionPayload = (json: PushSubscriptionJSON) => ({
  endpoint: json.endpoint ?? '',
  keys: { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' },
});

export function PushControl({ publicKey, devices, onDevices }: { publicKey: string; devices: number; onDevices(devices: number): void }) {
  const { t } = useTranslation('alarms');
  const [state, setState] = useState<DeviceState>('checking');
  const [busy, setBusy] = useState(false);
  // The latest callback, read by the check below without re-running it whenever the parent re-renders.
  const report = useRef(onDevices);
  report.current = onDevices;

  useEffect(() => {
    let cancelled = false;
    const support = pushSupport();
    if (support !== 'available') {
      setState(support);
      return;
    }
    currentSubscription(publicKey)
      .then(async (subscription) => {
        if (cancelled) return;
        if (!subscription) return setState('off');
        setState('on');
        const answer = await api.call(pushSubscribe, subscriptionPayload(subscription.toJSON()));
        if (!cancelled) report.current(answer.devices);
      })
      .catch(() => {
        if (!cancelled) setState('off');
      });
    return () => {
      cancelled = true;
    };
  }, [publicKey]);

  const turnOn = async () => {
    try {
      const json = await subscribeDevice(publicKey);
      const answer = await api.call(pushSubscribe, subscriptionPayload(json));
      onDevices(answer.devices);
      setState('on');
    } catch (error) {
      if (error instanceof PushUnavailableError && error.reason === 'denied') setState(pushSupport() === 'denied' ? 'denied' : 'off');
      else if (!(error instanceof Error && error.name === 'ApiCallError')) {
        showToast(t('messaging.push.failed', { reason: error instanceof Error ? error.message : String(error) }), 4000);
      }
    }
  };

  const turnOff = async () => {
    const endpoint = await unsubscribeDevice().catch(() => null);
    if (endpoint) onDevices((await api.call(pushUnsubscribe, { endpoint })).devices);
    setState('off');
  };

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      await (on ? turnOn() : turnOff());
    } finally {
      setBusy(false);
    }
  };

  const explanation = {
    checking: '',
    unsupported: t('messaging.push.unsupported'),
    denied: t('messaging.push.denied'),
    off: t('messaging.push.off'),
    on: t('messaging.push.on'),
  }[state];

  return (
    <div className="flex flex-col gap-2" data-testid="push-control" data-state={state}>
      <label className="flex cursor-pointer items-center justify-between gap-4">
        <span className="flex items-center gap-2 font-medium">
          <Smartphone aria-hidden="true" className="size-4" />
          {t('messaging.push.title')}
        </span>
        <input
          type="checkbox"
          className="toggle toggle-primary"
          aria-label={t('messaging.push.toggle')}
          checked={state === 'on'}
          disabled={busy || state === 'checking' || state === 'unsupported' || state === 'denied'}
          onChange={(event) => void toggle(event.target.checked)}
        />
      </label>
      {explanation && <p className="text-sm opacity-70">{explanation}</p>}
      {devices > 0 && <p className="text-xs opacity-60">{t('messaging.push.devices', { count: devices })}</p>}
    </div>
  );
}

// Connecting Telegram (spec: "connect messaging service"): a one-time code for the product's bot,
// sent with the link (Start in Telegram) or typed; the screen waits for the bot to see it. Also
// disconnects (/Account/cancel_telegram_bind).
import { Copy, ExternalLink, MessageCircle } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { cancelTelegramBind } from '../../../shared/contracts/account/cancel-telegram-bind.ts';
import type { ChannelState } from '../../../shared/contracts/alarm/alarm-view.ts';
import { getAlarmChannels, telegramBindCode } from '../../../shared/contracts/alarm/channel-calls.ts';
import type { ResponseOf } from '../../../shared/contracts/define-call.ts';
import { confirmDialog, showToast } from '../../components/feedback/feedback-atoms.ts';
import { api } from '../../lib/api/api.ts';

type BindCode = ResponseOf<typeof telegramBindCode>;
const POLL_MS = 3_000;

export function TelegramConnect({
  telegram,
  onChannels,
  startSignal = 0,
}: {
  telegram: ChannelState['telegram'];
  onChannels(channels: ChannelState): void;
  /** Changes when another part of the screen asks to start connecting (the bind prompt). */
  startSignal?: number;
}) {
  const { t, i18n } = useTranslation('alarms');
  const [code, setCode] = useState<BindCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const start = useCallback(async () => {
    setBusy(true);
    try {
      setCode(await api.call(telegramBindCode, {}));
    } catch {
      // The api client has shown the message.
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    if (startSignal > 0 && telegram.available && !telegram.bound) void start();
  }, [startSignal, telegram.available, telegram.bound, start]);

  // While a code is out, ask the server every few seconds whether the bot has seen it.
  useEffect(() => {
    if (!code || telegram.bound) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() > code.expires_at) return;
      api.call(getAlarmChannels, {}).then(
        (channels) => {
          onChannels(channels);
          if (channels.telegram.bound) {
            setCode(null);
            showToast(t('messaging.telegram.bound'), 3000, 'success');
          }
        },
        () => undefined,
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [code, telegram.bound, onChannels, t]);

  const disconnect = async () => {
    if (!(await confirmDialog(t('messaging.telegram.disconnectConfirm')))) return;
    setBusy(true);
    try {
      await api.call(cancelTelegramBind, {});
      onChannels(await api.call(getAlarmChannels, {}));
    } catch {
      // The api client has shown the message.
    } finally {
      setBusy(false);
    }
  };

  const copy = () => {
    if (!code) return;
    navigator.clipboard?.writeText(code.code).then(
      () => showToast(t('messaging.telegram.copied'), 2000, 'success'),
      () => undefined,
    );
  };

  const expired = code !== null && now > code.expires_at;
  const time = code ? new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(code.expires_at) : '';

  return (
    <div className="flex flex-col gap-2" data-testid="telegram-connect" data-bound={telegram.bound}>
      <div className="flex items-center justify-between gap-4">
        <span className="flex items-center gap-2 font-medium">
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('messaging.telegram.title')}
        </span>
        {telegram.available && telegram.bound && (
          <button type="button" className="btn btn-ghost btn-xs" onClick={() => void disconnect()} disabled={busy}>
            {t('messaging.telegram.disconnect')}
          </button>
        )}
        {telegram.available && !telegram.bound && !code && (
          <button type="button" className="btn btn-outline btn-xs" onClick={() => void start()} disabled={busy}>
            {t('messaging.telegram.connect')}
          </button>
        )}
      </div>
      <p className="text-sm opacity-70">
        {!telegram.available
          ? t('messaging.telegram.unavailable')
          : telegram.bound
            ? t('messaging.telegram.connected')
            : t('messaging.telegram.notConnected')}
      </p>
      {code && !telegram.bound && (
        <div className="bg-base-100 border-base-300 rounded-box flex flex-col gap-2 border p-3 text-sm">
          <p>{t('messaging.telegram.step1', { bot: code.bot_username })}</p>
          <div className="flex items-center gap-2">
            <code className="flex-1 font-mono text-base tracking-widest select-all" data-testid="telegram-code">
              {code.code}
            </code>
            <button type="button" className="btn btn-ghost btn-xs btn-square" onClick={copy} aria-label={t('messaging.telegram.copy')}>
              <Copy aria-hidden="true" className="size-4" />
            </button>
          </div>
          <a className="btn btn-primary btn-sm w-fit" href={code.link} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('messaging.telegram.openBot')}
          </a>
          {expired ? (
            <p className="text-warning flex items-center justify-between gap-2">
              {t('messaging.telegram.expired')}
              <button type="button" className="btn btn-ghost btn-xs" onClick={() => void start()} disabled={busy}>
                {t('messaging.telegram.newCode')}
              </button>
            </p>
          ) : (
            <p className="opacity-70">
              {t('messaging.telegram.waiting')} {t('messaging.telegram.expires', { time })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

// The e-mail code a sensitive wallet call asks for (export, a large transfer): a "Send code"
// button joined to the field sends one with purpose "security" to the user's own address, then
// counts down until the server lets another go (resend_in, or retry_after when it answered 1429).
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { sendEmail } from '../../../../shared/contracts/account/send-email.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { ApiCallError } from '../../../lib/api/api-call-error.ts';
import { api } from '../../../lib/api/api.ts';
import { TextField } from './fields.tsx';
import type { FormError } from './form-errors.ts';

function useSecondsUntil(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function EmailCodeField({
  value,
  onChange,
  error,
  onSendFailed,
}: {
  value: string;
  onChange(value: string): void;
  error?: FormError | undefined;
  /** A send that failed (no e-mail on file, too frequent) lands on the form. */
  onSendFailed(error: unknown): void;
}) {
  const { t } = useTranslation('wallets');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [deadline, setDeadline] = useState(0);
  const left = useSecondsUntil(deadline);

  const send = () => {
    setSending(true);
    api
      .call(sendEmail, { purpose: 'security' })
      .then(
        (sent) => {
          setSentTo(sent.sent_to);
          setDeadline(Date.now() + sent.resend_in * 1000);
        },
        (failure: unknown) => {
          const retryAfter =
            failure instanceof ApiCallError && failure.code === CODE.tooManyRequests
              ? Number((failure.data as { retry_after?: unknown } | null)?.retry_after)
              : 0;
          if (retryAfter > 0) setDeadline(Date.now() + retryAfter * 1000);
          onSendFailed(failure);
        },
      )
      .finally(() => setSending(false));
  };

  const button = (
    <button
      type="button"
      className="btn btn-sm join-item min-w-28 whitespace-nowrap"
      onClick={send}
      disabled={sending || left > 0}
      aria-busy={sending}
      data-testid="send-email-code"
    >
      {sending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      {left > 0 ? t('code.resendIn', { seconds: left }) : t(sentTo ? 'code.resend' : 'code.send')}
    </button>
  );
  return (
    <TextField
      label={t('code.email')}
      name="email_code"
      value={value}
      onChange={onChange}
      inputMode="numeric"
      autoComplete="one-time-code"
      error={error}
      hint={sentTo ? t('code.sentTo', { email: sentTo }) : t('code.hint')}
      addon={button}
    />
  );
}

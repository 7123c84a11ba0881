// "Send code" beside a code field: sends once at a time, then counts down until the server lets
// the same address have another code (resend_in, or retry_after when it answered 1429).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiCallError } from '../../lib/api/api-call-error.ts';

/** Seconds left until `deadline` (ms), ticking once a second; 0 when it has passed. */
export function useCountdown(initialDeadline = 0): { left: number; startUntil(deadline: number): void } {
  const [deadline, setDeadline] = useState(initialDeadline);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const startUntil = useCallback((next: number) => {
    setNow(Date.now());
    setDeadline(next);
  }, []);
  return { left: Math.max(0, Math.ceil((deadline - now) / 1000)), startUntil };
}

export interface SentCode {
  sent_to: string;
  resend_in: number;
}

export interface CodeSender {
  sending: boolean;
  left: number;
  /** The masked address of the last code sent. */
  sentTo: string | null;
  /** Sends unless already sending or counting down; failures go to onError (1429 also starts the countdown). */
  send(): void;
}

export function useCodeSender({
  send,
  onError,
  initialDeadline = 0,
}: {
  /** Returns null when the form found a problem first (e.g. no valid e-mail typed). */
  send(): Promise<SentCode | null>;
  onError(error: unknown): void;
  initialDeadline?: number;
}): CodeSender {
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const running = useRef(false);
  const countdown = useCountdown(initialDeadline);
  const { left, startUntil } = countdown;

  const trigger = () => {
    if (running.current || left > 0) return;
    running.current = true;
    setSending(true);
    send()
      .then((sent) => {
        if (!sent) return;
        setSentTo(sent.sent_to);
        startUntil(Date.now() + sent.resend_in * 1000);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiCallError && error.code === CODE.tooManyRequests) {
          const retryAfter = Number((error.data as { retry_after?: unknown } | null)?.retry_after);
          if (Number.isFinite(retryAfter) && retryAfter > 0) startUntil(Date.now() + retryAfter * 1000);
        }
        onError(error);
      })
      .finally(() => {
        running.current = false;
        setSending(false);
      });
  };
  return { sending, left, sentTo, send: trigger };
}

/** The button joined to a code field. */
export function SendCodeButton({ sender, label, controls }: { sender: CodeSender; label?: string; controls?: string }) {
  const { t } = useTranslation('accounts');
  const waiting = sender.left > 0;
  return (
    <button
      type="button"
      className="btn join-item min-w-28 whitespace-nowrap"
      onClick={sender.send}
      disabled={sender.sending || waiting}
      aria-busy={sender.sending}
      aria-controls={controls}
    >
      {sender.sending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      {waiting ? t('code.resendIn', { seconds: sender.left }) : (label ?? t(sender.sentTo ? 'code.resend' : 'code.send'))}
    </button>
  );
}

// A field for a code sent by e-mail, with its "Send code" button joined to it. The field owns its
// sender, so a form only says how the code is sent and what to tell the user once it went out; a
// failed send lands on the form like a failed submit.
import { CodeField } from './form-controls.tsx';
import { type SentCode, SendCodeButton, useCodeSender } from './use-code-sender.tsx';
import { controlId, type Form, type FormValues } from './use-form.ts';

export function MailedCodeField<V extends FormValues>({
  form,
  name,
  label,
  send,
  hint,
  initialDeadline,
}: {
  form: Form<V>;
  name: keyof V & string;
  label: string;
  /** Sends the code; null when the form found a problem first (no valid address typed). */
  send(): Promise<SentCode | null>;
  /** The line under the field, given the masked address of the last code sent (null before any). */
  hint(sentTo: string | null): string | undefined;
  /** When a code already went out (a login's first step), the countdown to the next one. */
  initialDeadline?: number;
}) {
  const sender = useCodeSender({ send, onError: (error) => form.showFailure(error), initialDeadline });
  return (
    <CodeField
      form={form}
      name={name}
      label={label}
      hint={hint(sender.sentTo)}
      addon={<SendCodeButton sender={sender} controls={controlId(form.id, name)} />}
    />
  );
}

// The question box: free text, checked with the contract's own rule before it is sent.
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { QUESTION_MAX_LENGTH, questionField } from '../../../shared/contracts/assistant/fields.ts';

export function ChatInput({ disabled, onAsk }: { disabled: boolean; onAsk(question: string): Promise<void> }) {
  const { t } = useTranslation(['chat', 'messages']);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const parsed = questionField.safeParse(text);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'validation.assistant.question');
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      await onAsk(parsed.data);
      setText('');
    } catch {
      // The api client has already shown the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="join w-full">
        <input
          className="input input-bordered join-item w-full"
          value={text}
          maxLength={QUESTION_MAX_LENGTH + 50}
          placeholder={t('chat:placeholder')}
          aria-label={t('chat:placeholder')}
          aria-invalid={problem !== null}
          onChange={(event) => setText(event.target.value)}
          data-testid="chat-input"
        />
        <button type="submit" className="btn btn-primary join-item" disabled={disabled || sending} aria-label={t('chat:send')}>
          <Send aria-hidden="true" className="size-4" />
        </button>
      </div>
      {problem && (
        <p className="text-error text-xs" role="alert">
          {t(`messages:${problem}`)}
        </p>
      )}
    </form>
  );
}

// The AI assistant's dialog: a free-text conversation with the assistant (its answers grow while
// they are generated), follow-up suggestions under the latest answer, the FAQ's topics as a start,
// and the contact page one click away. The conversation is kept on the server and shown again when
// the dialog reopens.
import { Link } from '@tanstack/react-router';
import { Bot, RotateCcw, UserRound, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { FAQ_TOPICS } from '../../../shared/catalogue/faq-topics.ts';
import { ChatAnswer } from './chat-answer.tsx';
import { useChatContext } from './chat-context.ts';
import { ChatInput } from './chat-input.tsx';
import { useAssistant } from './use-assistant.ts';

function Suggestions({
  title,
  questions,
  disabled,
  onAsk,
}: {
  title: string;
  questions: string[];
  disabled: boolean;
  onAsk(question: string): void;
}) {
  if (questions.length === 0) return null;
  return (
    <div>
      <p className="mb-2 text-xs font-semibold uppercase opacity-60">{title}</p>
      <div className="flex max-h-36 flex-wrap gap-2 overflow-y-auto">
        {questions.map((question) => (
          <button
            key={question}
            type="button"
            disabled={disabled}
            className="btn btn-sm btn-outline h-auto py-1.5 text-left font-normal normal-case"
            onClick={() => onAsk(question)}
          >
            {question}
          </button>
        ))}
      </div>
    </div>
  );
}

export function ChatDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(['chat', 'faq']);
  const chat = useAssistant(useChatContext());
  const end = useRef<HTMLDivElement>(null);
  const latest = chat.turns.at(-1);
  useEffect(() => {
    if (latest) end.current?.scrollIntoView({ block: 'end' });
  }, [latest]);
  const ask = (question: string) => void chat.ask(question).catch(() => undefined);
  const topics = FAQ_TOPICS.flatMap((group) => group.items).map((topic) => t(`faq:items.${topic}.q`));

  return (
    <div
      className="modal modal-open modal-bottom sm:modal-middle"
      role="dialog"
      aria-modal="true"
      aria-labelledby="chat-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="modal-box flex max-h-[85vh] flex-col gap-3 p-0 sm:max-w-2xl">
        <div className="border-base-300 flex items-center gap-3 border-b px-5 py-4">
          <span className="bg-primary/15 text-primary grid size-9 place-items-center rounded-full" aria-hidden="true">
            <Bot className="size-5" />
          </span>
          <div className="flex-1">
            <h2 id="chat-title" className="font-semibold">
              {t('chat:title')}
            </h2>
            <p className="text-xs opacity-60">{t('chat:subtitle')}</p>
          </div>
          {chat.turns.length > 0 && (
            <button
              type="button"
              className="btn btn-ghost btn-sm btn-square"
              aria-label={t('chat:newChat')}
              title={t('chat:newChat')}
              disabled={chat.busy}
              onClick={() => void chat.clear().catch(() => undefined)}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
            </button>
          )}
          {/* biome-ignore lint/a11y/noAutofocus: the dialog's close button takes focus so Escape and Tab work at once. */}
          <button type="button" autoFocus className="btn btn-ghost btn-sm btn-square" aria-label={t('chat:close')} onClick={onClose}>
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <div className="flex-1 space-y-3 overflow-y-auto px-5" aria-live="polite">
          <div className="chat chat-start">
            <div className="chat-bubble">{t('chat:greeting')}</div>
          </div>
          {chat.historyLost && (
            <div role="alert" className="alert alert-warning text-sm">
              {t('chat:historyCleared')}
            </div>
          )}
          {chat.turns.map((turn) => (
            <div key={turn.chatId}>
              <div className="chat chat-end">
                <div className="chat-image" aria-hidden="true">
                  <UserRound className="size-5 opacity-60" />
                </div>
                <div className="chat-bubble chat-bubble-primary whitespace-pre-line">{turn.question}</div>
              </div>
              <ChatAnswer turn={turn} onNavigate={onClose} />
            </div>
          ))}
          <div ref={end} />
        </div>
        <div className="border-base-300 space-y-3 border-t px-5 py-4">
          {latest ? (
            <Suggestions
              title={t('chat:followUps')}
              questions={latest.status === 'completed' ? latest.followUps : []}
              disabled={chat.busy}
              onAsk={ask}
            />
          ) : (
            <Suggestions title={t('chat:suggestions')} questions={topics} disabled={chat.busy} onAsk={ask} />
          )}
          <ChatInput disabled={chat.busy} onAsk={chat.ask} />
          <p className="text-xs opacity-70">
            {t('chat:humanHelp')}{' '}
            <Link to="/homeContact" className="link link-primary" onClick={onClose}>
              {t('chat:contactUs')}
            </Link>
          </p>
        </div>
      </div>
      <button type="button" className="modal-backdrop" aria-label={t('chat:close')} onClick={onClose} />
    </div>
  );
}

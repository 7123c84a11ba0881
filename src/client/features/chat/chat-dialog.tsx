// The AI assistant's dialog. It answers from the product's FAQ: pick a topic and its answer
// appears in the conversation; the contact page is one click away.
import { Link } from '@tanstack/react-router';
import { Bot, UserRound, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAQ_TOPICS } from '../../../shared/catalogue/faq-topics.ts';

interface Exchange {
  id: number;
  topic: string;
  question: string;
}

export function ChatDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(['chat', 'faq']);
  const [conversation, setConversation] = useState<Exchange[]>([]);
  const end = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);
  useEffect(() => {
    if (conversation.length > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [conversation]);
  const ask = (topic: string, question: string) => setConversation((list) => [...list, { id: nextId.current++, topic, question }]);

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
          {/* biome-ignore lint/a11y/noAutofocus: the dialog's close button takes focus so Escape and Tab work at once. */}
          <button type="button" autoFocus className="btn btn-ghost btn-sm btn-square" aria-label={t('chat:close')} onClick={onClose}>
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <div className="flex-1 space-y-3 overflow-y-auto px-5" aria-live="polite">
          <div className="chat chat-start">
            <div className="chat-bubble">{t('chat:greeting')}</div>
          </div>
          {conversation.map((exchange) => (
            <div key={exchange.id}>
              <div className="chat chat-end">
                <div className="chat-image" aria-hidden="true">
                  <UserRound className="size-5 opacity-60" />
                </div>
                <div className="chat-bubble chat-bubble-primary">{exchange.question}</div>
              </div>
              <div className="chat chat-start">
                <div className="chat-bubble whitespace-pre-line">{t(`faq:items.${exchange.topic}.a`)}</div>
              </div>
            </div>
          ))}
          <div ref={end} />
        </div>
        <div className="border-base-300 border-t px-5 py-4">
          <p className="mb-2 text-xs font-semibold uppercase opacity-60">{t('chat:suggestions')}</p>
          <div className="flex max-h-36 flex-wrap gap-2 overflow-y-auto">
            {FAQ_TOPICS.flatMap((group) => group.items).map((topic) => {
              const question = t(`faq:items.${topic}.q`);
              return (
                <button
                  key={topic}
                  type="button"
                  className="btn btn-sm btn-outline h-auto py-1.5 text-left font-normal normal-case"
                  onClick={() => ask(topic, question)}
                >
                  {question}
                </button>
              );
            })}
          </div>
          <p className="mt-3 text-xs opacity-70">
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

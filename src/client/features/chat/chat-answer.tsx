// One answer bubble: the text as it has grown so far, with the app's own pages it names (/problem,
// /homeContact…) as links, a typing indicator while it is generated, and spec §8's text on failure.
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ChatTurn } from './use-assistant.ts';

/** The pages an answer may point to; anything else stays plain text. */
const PAGE = /(\/(?:homeContact|problem|course|videoCourseList|addrobot|robotlog|renew))\b/g;

function withLinks(text: string, onNavigate: () => void) {
  // Each part is keyed by where it starts in the text: stable while the answer grows at its end.
  let offset = 0;
  return text.split(PAGE).map((part, index) => {
    const at = offset;
    offset += part.length;
    return index % 2 === 1 ? (
      <Link key={at} to={part} className="link link-primary" onClick={onNavigate}>
        {part}
      </Link>
    ) : (
      <Fragment key={at}>{part}</Fragment>
    );
  });
}

export function ChatAnswer({ turn, onNavigate }: { turn: ChatTurn; onNavigate(): void }) {
  const { t } = useTranslation('chat');
  return (
    <div className="chat chat-start">
      <div className="chat-bubble whitespace-pre-line">
        {turn.answer && withLinks(turn.answer, onNavigate)}
        {turn.status === 'in_progress' && (
          <span className="loading loading-dots loading-xs ml-1 align-middle" role="status" aria-label={t('thinking')} />
        )}
        {turn.status === 'failed' && (
          <p className="text-error mt-1" role="alert">
            {t('failed')}
          </p>
        )}
      </div>
    </div>
  );
}

// The assistant conversation of the dialog: restored from Assistant/history when the dialog opens,
// a question sent with Assistant/chat, and its answer polled with Assistant/chat_status until it
// ends, so the answer grows on screen while it is generated. Spec §8: a failed answer shows "went
// wrong, try again"; a failed status fetch clears the chat history.
import { useCallback, useEffect, useRef, useState } from 'react';
import { assistantChat } from '../../../shared/contracts/assistant/chat.ts';
import { assistantChatStatus } from '../../../shared/contracts/assistant/chat-status.ts';
import { assistantClear } from '../../../shared/contracts/assistant/clear.ts';
import type { AssistantMessage, AssistantStatus } from '../../../shared/contracts/assistant/fields.ts';
import { assistantHistory } from '../../../shared/contracts/assistant/history.ts';
import { api } from '../../lib/api/api.ts';
import type { ChatContext } from './chat-context.ts';

export interface ChatTurn {
  chatId: string;
  question: string;
  answer: string;
  status: AssistantStatus;
  followUps: string[];
}

/**
 * Spec §9: the chat polls every 2 s. The first poll comes sooner: the built-in assistant has
 * usually finished by then, and one early request costs the server a single indexed read.
 */
export const CHAT_POLL_MS = 2_000;
export const FIRST_POLL_MS = 300;

/** The turns of a conversation, from its messages in order. */
export function turnsOf(messages: AssistantMessage[]): ChatTurn[] {
  const turns = new Map<string, ChatTurn>();
  for (const message of messages) {
    const turn = turns.get(message.chat_id) ?? { chatId: message.chat_id, question: '', answer: '', status: 'in_progress', followUps: [] };
    if (message.kind === 'question') turn.question = message.content;
    if (message.kind === 'answer') Object.assign(turn, { answer: message.content, status: message.status });
    if (message.kind === 'follow_up') turn.followUps.push(message.content);
    turns.set(message.chat_id, turn);
  }
  return [...turns.values()];
}

export interface AssistantChat {
  turns: ChatTurn[];
  busy: boolean;
  /** The history was cleared because a status fetch failed (spec §8). */
  historyLost: boolean;
  ask(question: string): Promise<void>;
  clear(): Promise<void>;
}

export function useAssistant(context: ChatContext): AssistantChat {
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [historyLost, setHistoryLost] = useState(false);
  const conversation = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const live = useRef(true);

  const update = useCallback((chatId: string, change: Partial<ChatTurn>) => {
    setTurns((list) => list.map((turn) => (turn.chatId === chatId ? { ...turn, ...change } : turn)));
  }, []);

  const poll = useCallback(
    (chatId: string, delay: number) => {
      timer.current = setTimeout(async () => {
        const conversationId = conversation.current;
        if (!live.current || !conversationId) return;
        try {
          const status = await api.call(assistantChatStatus, { conversation_id: conversationId, chat_id: chatId });
          if (!live.current) return;
          update(chatId, { answer: status.answer, status: status.status, followUps: status.follow_ups });
          if (status.status === 'in_progress') poll(chatId, CHAT_POLL_MS);
        } catch {
          if (!live.current) return;
          // Spec §8: a failed status fetch clears the chat history, here and on the server.
          conversation.current = null;
          setTurns([]);
          setHistoryLost(true);
          void api.call(assistantClear, { conversation_id: conversationId }).catch(() => undefined);
        }
      }, delay);
    },
    [update],
  );

  useEffect(() => {
    live.current = true;
    api
      .call(assistantHistory, {})
      .then((history) => {
        if (!live.current || !history.conversation_id) return;
        conversation.current = history.conversation_id;
        const restored = turnsOf(history.messages);
        setTurns(restored);
        const unfinished = restored.find((turn) => turn.status === 'in_progress');
        if (unfinished) poll(unfinished.chatId, FIRST_POLL_MS);
      })
      .catch(() => undefined);
    return () => {
      live.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [poll]);

  const ask = useCallback(
    async (question: string) => {
      setHistoryLost(false);
      const started = await api.call(assistantChat, {
        question,
        ...(conversation.current ? { conversation_id: conversation.current } : {}),
        context,
      });
      conversation.current = started.conversation_id;
      setTurns((list) => [
        ...list,
        { chatId: started.chat_id, question: question.trim(), answer: '', status: 'in_progress', followUps: [] },
      ]);
      poll(started.chat_id, FIRST_POLL_MS);
    },
    [context, poll],
  );

  const clear = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    await api.call(assistantClear, {});
    conversation.current = null;
    setTurns([]);
    setHistoryLost(false);
  }, []);

  const busy = turns.some((turn) => turn.status === 'in_progress');
  return { turns, busy, historyLost, ask, clear };
}

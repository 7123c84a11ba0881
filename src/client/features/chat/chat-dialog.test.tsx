// @vitest-environment happy-dom
// The assistant dialog: the conversation comes back when it opens, a typed question is sent and its
// answer grows as chat_status is polled, follow-ups become buttons, and spec §8's two failures: a
// failed answer says "something went wrong while generating, try again", and a failed status fetch
// clears the chat history.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assistantChat } from '../../../shared/contracts/assistant/chat.ts';
import { assistantChatStatus } from '../../../shared/contracts/assistant/chat-status.ts';
import { assistantClear } from '../../../shared/contracts/assistant/clear.ts';
import { assistantHistory } from '../../../shared/contracts/assistant/history.ts';
import type { CallContract } from '../../../shared/contracts/define-call.ts';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { configureApi } from '../../lib/api/api.ts';
import { initI18n, loadNamespaces } from '../../lib/i18n.ts';
import { StoreProvider, sessionAtom, store } from '../../lib/store.ts';
import { ChatDialog } from './chat-dialog.tsx';

type Handler = (payload: Record<string, unknown>) => unknown;
interface Recorded {
  path: string;
  payload: Record<string, unknown>;
}

function fakeApi(handlers: Record<string, Handler>): Recorded[] {
  const calls: Recorded[] = [];
  const call = async (contract: CallContract, payload: Record<string, unknown>) => {
    calls.push({ path: contract.path, payload });
    const handler = handlers[contract.path];
    return handler ? handler(payload) : new Promise(() => undefined);
  };
  configureApi(async () => ({ call: call as unknown as ApiClient['call'] }));
  return calls;
}

function open() {
  const root = createRootRoute({ component: () => createElement(ChatDialog, { onClose: () => undefined }) });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(createElement(StoreProvider, { store }, createElement(RouterProvider, { router })));
}

const POLL = { timeout: 5_000 };
const EMPTY_HISTORY = () => ({ conversation_id: null, messages: [] });
const STARTED = () => ({ conversation_id: 'conv-0001', chat_id: 'chat-0001' });

async function askTyped(question: string) {
  const input = await screen.findByTestId('chat-input');
  fireEvent.change(input, { target: { value: question } });
  await act(async () => fireEvent.submit(input.closest('form')!));
}

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces('chat', 'faq', 'messages');
});

beforeEach(() => {
  localStorage.clear();
  store.set(sessionAtom, { token: 'token-1', account: 'alice01', userName: 'alice01', loginTime: Date.now() });
});

afterEach(() => {
  cleanup();
  // The app's store outlives this file: the next file in the worker starts signed out.
  store.set(sessionAtom, null);
});

describe('the assistant dialog', () => {
  it('shows the conversation kept on the server when it opens', async () => {
    fakeApi({
      [assistantHistory.path]: () => ({
        conversation_id: 'conv-0001',
        messages: [
          { id: 1, chat_id: 'chat-0001', kind: 'question', content: 'What is the minimum withdrawal?', status: 'completed', time: 1 },
          { id: 2, chat_id: 'chat-0001', kind: 'answer', content: 'It is 50 USDT.', status: 'completed', time: 1 },
          { id: 3, chat_id: 'chat-0001', kind: 'follow_up', content: 'How long does review take?', status: 'completed', time: 1 },
        ],
      }),
    });
    open();
    expect(await screen.findByText('What is the minimum withdrawal?')).toBeTruthy();
    expect(screen.getByText('It is 50 USDT.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'How long does review take?' })).toBeTruthy();
  });

  it('sends a typed question and shows the answer growing until it completes, with follow-ups', async () => {
    const answers = [
      { status: 'in_progress', answer: 'The minimum', follow_ups: [] },
      { status: 'completed', answer: 'The minimum withdrawal is 50 USDT.', follow_ups: ['How long does review take?'] },
    ];
    const calls = fakeApi({
      [assistantHistory.path]: EMPTY_HISTORY,
      [assistantChat.path]: STARTED,
      [assistantChatStatus.path]: () => answers.shift() ?? answers.at(-1),
    });
    open();
    await askTyped('  What is the minimum withdrawal?  ');
    expect(calls.find((call) => call.path === assistantChat.path)?.payload).toMatchObject({ question: 'What is the minimum withdrawal?' });
    expect(await screen.findByText('The minimum', {}, POLL)).toBeTruthy();
    expect(await screen.findByText('The minimum withdrawal is 50 USDT.', {}, POLL)).toBeTruthy();
    const followUp = screen.getByRole('button', { name: 'How long does review take?' });
    await act(async () => fireEvent.click(followUp));
    await waitFor(() => expect(calls.filter((call) => call.path === assistantChat.path)).toHaveLength(2));
    expect(calls.filter((call) => call.path === assistantChat.path)[1]!.payload).toMatchObject({
      question: 'How long does review take?',
      conversation_id: 'conv-0001',
    });
  });

  it('says "Something went wrong while generating. Please try again." when the answer failed', async () => {
    fakeApi({
      [assistantHistory.path]: EMPTY_HISTORY,
      [assistantChat.path]: STARTED,
      [assistantChatStatus.path]: () => ({ status: 'failed', answer: '', follow_ups: [] }),
    });
    open();
    await askTyped('Anything?');
    expect(await screen.findByText('Something went wrong while generating. Please try again.', {}, POLL)).toBeTruthy();
  });

  it('clears the chat history when the status fetch fails', async () => {
    const calls = fakeApi({
      [assistantHistory.path]: EMPTY_HISTORY,
      [assistantChat.path]: STARTED,
      [assistantChatStatus.path]: () => Promise.reject(new Error('network')),
      [assistantClear.path]: () => ({ removed: 2 }),
    });
    open();
    await askTyped('Anything?');
    expect(await screen.findByText(/the chat history was cleared/, {}, POLL)).toBeTruthy();
    expect(screen.queryByText('Anything?')).toBeNull();
    expect(calls.find((call) => call.path === assistantClear.path)?.payload).toEqual({ conversation_id: 'conv-0001' });
  });

  it('refuses an empty question with the rule and sends nothing', async () => {
    const calls = fakeApi({ [assistantHistory.path]: EMPTY_HISTORY });
    open();
    await askTyped('   ');
    expect(await screen.findByText('Please type a question.')).toBeTruthy();
    expect(calls.some((call) => call.path === assistantChat.path)).toBe(false);
  });
});

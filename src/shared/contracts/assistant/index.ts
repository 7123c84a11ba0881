export { assistantChat } from './chat.ts';
export { assistantChatStatus } from './chat-status.ts';
export { assistantClear } from './clear.ts';
export { assistantHistory } from './history.ts';
export * from './fields.ts';

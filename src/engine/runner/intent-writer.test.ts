// Intents of bots written in one turn share a statement; a store that refuses some bots' intents
// fails only those bots' callers, and the others' orders may leave.
import { describe, expect, it } from 'vitest';
import { IntentWriter } from './intent-writer.ts';
import { type BotStore, IntentsRefusedError, type OrderRecord } from './store-port.ts';

const intent = (botId: number, step: number) => ({ botId, step, clientOrderId: `b${botId}s${step}` }) as OrderRecord;

function storeRefusing(refused: number[]) {
  const written: OrderRecord[][] = [];
  const store = {
    async recordIntents(orders: OrderRecord[]) {
      written.push(orders);
      if (orders.some((order) => refused.includes(order.botId))) throw new IntentsRefusedError(refused);
    },
  } as unknown as BotStore;
  return { store, written };
}

describe('IntentWriter', () => {
  it('writes the intents asked for in one turn together', async () => {
    const { store, written } = storeRefusing([]);
    const writer = new IntentWriter(store);
    await Promise.all([writer.write([intent(1, 1)]), writer.write([intent(2, 1), intent(2, 2)])]);
    expect(written.map((batch) => batch.map((order) => order.clientOrderId))).toEqual([['b1s1', 'b2s1', 'b2s2']]);
  });

  it('fails only the callers whose bots the store refused', async () => {
    const { store } = storeRefusing([2]);
    const writer = new IntentWriter(store);
    const outcomes = await Promise.allSettled([writer.write([intent(1, 1)]), writer.write([intent(2, 1)]), writer.write([intent(3, 1)])]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('fails every caller of a batch the store could not write at all', async () => {
    const store = { recordIntents: async () => Promise.reject(new Error('database down')) } as unknown as BotStore;
    const writer = new IntentWriter(store);
    const outcomes = await Promise.allSettled([writer.write([intent(1, 1)]), writer.write([intent(2, 1)])]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
  });
});

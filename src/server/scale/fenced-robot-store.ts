// The bot store of a worker in the scaled-out mode. An order intent is written (and so its order
// placed) only while this worker's lease on the bot is current and has a margin left: a worker that
// lost a bot to another, or that has not renewed in time, cannot place orders for it. The lease
// rows stay locked until the intents are in, so a takeover cannot slip between check and write.
import { IntentsRefusedError, type OrderRecord } from '../../engine/runner/store-port.ts';
import type { Db } from '../db/database.ts';
import { RobotStore } from '../modules/robots/robot-store.ts';
import { heldUnderFence } from './bot-lease-repository.ts';

/** A lease must have this long left for an order to be placed under it (covers the send itself). */
export const PLACE_MARGIN_MS = 4_000;

/** The bots' intents were refused (the others in the batch were written). */
export class LeaseLostError extends IntentsRefusedError {
  constructor(botIds: number[]) {
    super(botIds, `this worker no longer holds bot(s) ${botIds.join(', ')}; their orders were not placed`);
    this.name = 'LeaseLostError';
  }
}

export class FencedRobotStore extends RobotStore {
  constructor(
    private readonly database: Db,
    private readonly workerId: string,
    /** Bot id → the fence this worker took it under. */
    private readonly fences: ReadonlyMap<number, number>,
  ) {
    super(database);
  }

  override async recordIntents(orders: OrderRecord[]): Promise<void> {
    if (orders.length === 0) return;
    const wanted = new Map<number, number>();
    for (const order of orders) wanted.set(order.botId, this.fences.get(order.botId) ?? -1);
    const lost = await this.database.transaction(async (tx) => {
      const held = await heldUnderFence(tx as unknown as Db, this.workerId, wanted, PLACE_MARGIN_MS);
      const mine = orders.filter((order) => held.has(order.botId));
      if (mine.length > 0) await new RobotStore(tx as unknown as Db).recordIntents(mine);
      return [...wanted.keys()].filter((botId) => !held.has(botId));
    });
    if (lost.length > 0) throw new LeaseLostError(lost);
  }
}

// The robot log of orders sent as one step. A price move of fifty orders would write a hundred
// lines (each order placed, then filled), burying what the bot did. Orders whose place actions carry
// a summary line (types.ts) are one step: their own lines are kept as the step's details, and once
// every one of its orders has closed (filled, cancelled, refused, or never sent) the step writes its
// summary line once, stamped when it began, with what its orders did added to its parameters:
// `placed` (accepted by the venue), `filled` (orders that filled, at least in part) and `volume`
// (quote). A resting order closes a tick or more later (a self-trade's maker leg is found filled at
// the next reconcile), so a step stays open across ticks; when the bot stops, every open step is
// written with what it has. Lines of orders outside any step go to the log as they come.
import type { SessionLog } from './session-log.ts';
import type { FillRecord } from './store-port.ts';
import type { LogLine } from './types.ts';

interface OpenStep {
  summary: LogLine;
  at: number;
  orders: Set<string>;
  placed: number;
  filledOrders: Set<string>;
  volume: number;
  details: LogLine[];
}

export class StepLog {
  private readonly open: OpenStep[] = [];
  private readonly byOrder = new Map<string, OpenStep>();

  constructor(
    private readonly log: SessionLog,
    /** Whether the bot's order is still open (or its outcome unknown): its step waits for it. */
    private readonly isLive: (clientOrderId: string) => boolean,
  ) {}

  /** The order, about to be sent, belongs to the step of `summary` (opened at its first order). */
  join(summary: LogLine, clientOrderId: string, at: number): void {
    let step = this.open.find((candidate) => candidate.summary === summary);
    if (!step) {
      step = { summary, at, orders: new Set(), placed: 0, filledOrders: new Set(), volume: 0, details: [] };
      this.open.push(step);
    }
    step.orders.add(clientOrderId);
    this.byOrder.set(clientOrderId, step);
  }

  /** An order's line: kept in its step's details, or written now when it has no step. */
  order(clientOrderId: string, line: LogLine): void {
    const step = this.byOrder.get(clientOrderId);
    if (step) step.details.push(line);
    else this.log.append(line);
  }

  /** The venue accepted the order. */
  placed(clientOrderId: string): void {
    const step = this.byOrder.get(clientOrderId);
    if (step) step.placed += 1;
  }

  /** A fill of one of the bot's orders, counted into its step, with its line. */
  filled(fill: FillRecord, line: LogLine): void {
    const step = this.byOrder.get(fill.clientOrderId);
    if (step) {
      step.filledOrders.add(fill.clientOrderId);
      step.volume += fill.amount * fill.price;
    }
    this.order(fill.clientOrderId, line);
  }

  /** The orders of open steps that are still live (a price move's maker leg until it is seen filled). */
  liveOrders(): string[] {
    return this.open.flatMap((step) => [...step.orders].filter((clientOrderId) => this.isLive(clientOrderId)));
  }

  /** Writes the steps whose orders have all closed. */
  settle(): void {
    for (const step of [...this.open]) {
      if ([...step.orders].some((clientOrderId) => this.isLive(clientOrderId))) continue;
      this.write(step);
    }
  }

  /** Writes every step still open, with what its orders did so far (the bot is stopping). */
  settleAll(): void {
    for (const step of [...this.open]) this.write(step);
  }

  private write(step: OpenStep): void {
    this.open.splice(this.open.indexOf(step), 1);
    for (const clientOrderId of step.orders) this.byOrder.delete(clientOrderId);
    // Eight significant digits: the volume reads as money, not as floating-point noise.
    const counts = { placed: step.placed, filled: step.filledOrders.size, volume: Number(step.volume.toPrecision(8)) };
    this.log.append({ ...step.summary, params: { ...step.summary.params, ...counts }, details: step.details }, step.at);
  }
}

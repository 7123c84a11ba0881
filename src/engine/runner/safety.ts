// The safety module (spec §4, §9): a bot that sends more than 60 order actions (places and
// cancels) within a minute is switched off. The window slides: each action is remembered for 60 s.

export const SAFETY_ACTIONS_PER_MINUTE = 60;
const WINDOW_MS = 60_000;
/** Strategies are told to stay this far below the limit, so a busy but healthy bot is not switched off. */
const HEADROOM = 10;

export class ActionWindow {
  private readonly times: number[] = [];

  constructor(private readonly limit = SAFETY_ACTIONS_PER_MINUTE) {}

  private prune(now: number): void {
    while (this.times.length > 0 && this.times[0]! <= now - WINDOW_MS) this.times.shift();
  }

  /** Records one action; answers false when it takes the bot over the limit. */
  record(now: number): boolean {
    this.prune(now);
    this.times.push(now);
    return this.times.length <= this.limit;
  }

  count(now: number): number {
    this.prune(now);
    return this.times.length;
  }

  /** Actions a strategy may still plan this tick. */
  budget(now: number): number {
    return Math.max(0, this.limit - HEADROOM - this.count(now));
  }
}

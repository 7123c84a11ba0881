// What the bot calls and jobs ask of "the bots": the runner of this process in the embedded mode,
// or the workers of the scaled-out mode (remote-bot-control.ts).
import type { BotRunner } from '../../engine/runner/runner.ts';

export type BotControl = Pick<BotRunner, 'canRun' | 'start' | 'stop' | 'status'>;

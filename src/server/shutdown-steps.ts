// The runtime's parts close in the reverse of the order they started, each named, so a close that
// hangs says which part it waits on: the operator's log gets a line for a slow part, and a caller
// (a test's teardown) can ask which part is closing now.
import type { Logger } from './logger.ts';

/** A part that takes longer than this to close is logged, with its name and time. */
const SLOW_CLOSE_MS = 5_000;

export class ShutdownSteps {
  private readonly steps: { name: string; run: (within: (detail: string) => void) => Promise<void> | void }[] = [];
  private current: string | null = null;
  private detail: string | null = null;
  private closing: Promise<void> | null = null;

  constructor(private readonly logger: Logger) {}

  /**
   * Adds a part to close; the last added closes first. A part made of several may name the one it
   * closes now through `within`, so a hang says which of them it waits on.
   */
  add(name: string, run: (within: (detail: string) => void) => Promise<void> | void): void {
    this.steps.push({ name, run });
  }

  /** The part closing now ("venues and sandboxes: sandbox Solana" when it names its own), or null. */
  inProgress(): string | null {
    return this.current && this.detail ? `${this.current}: ${this.detail}` : this.current;
  }

  /** Closes every part once; a second call waits on the first. */
  close(): Promise<void> {
    this.closing ??= this.closeAll();
    return this.closing;
  }

  private async closeAll(): Promise<void> {
    for (const step of this.steps.reverse()) {
      this.current = step.name;
      this.detail = null;
      const started = performance.now();
      const slow = setTimeout(() => this.logger.warn({ part: this.inProgress() }, `still closing ${this.inProgress()}`), SLOW_CLOSE_MS);
      try {
        await step.run((detail) => {
          this.detail = detail;
        });
      } finally {
        clearTimeout(slow);
      }
      const ms = Math.round(performance.now() - started);
      if (ms >= SLOW_CLOSE_MS) this.logger.warn({ part: step.name, ms }, `closed ${step.name} in ${ms} ms`);
    }
    this.current = null;
    this.detail = null;
  }
}

// Bots' session setups take turns: at most a few run at once, the others wait in the order they
// came. A setup is mostly one synchronous build of the API key's ccxt object (about 20 ms of CPU on
// the 2-core development machine, several times that on a slower or busier one) and a few requests
// (the markets, the stored state). Bots resumed together fall due within a second, and Node runs
// every timer that is due before it reads any socket: without turns, a thousand first ticks build
// their objects back to back for tens of seconds, the requests' timeouts fire before their answers
// are read, and every bot backs off and sets up again. With turns, the event loop reads answers and
// runs the ready bots' ticks between one build and the next.

export class SetupGate {
  /** Enough to keep the venue and the database busy while one object is being built. */
  static readonly DEFAULT_CONCURRENCY = 4;

  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly concurrency = SetupGate.DEFAULT_CONCURRENCY) {}

  /** Runs `setup` when a turn is free (at once if one is), and hands the turn on when it ends. */
  async run<T>(setup: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await setup();
    } finally {
      const next = this.waiting.shift();
      // The turn passes straight to the next setup; with nobody waiting it is freed.
      if (next) next();
      else this.running--;
    }
  }
}

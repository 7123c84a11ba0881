// The page's frames as Chromium paints them (the DevTools protocol's screencast), each with the
// wall-clock time it was painted. Playwright's own video recorder needs an ffmpeg build it
// downloads; these frames go to the ffmpeg the machine has instead (encode.ts).
import type { CDPSession, Page } from '@playwright/test';

export interface Frame {
  /** Milliseconds since the epoch, as Date.now() counts. */
  at: number;
  jpeg: Buffer;
}

interface ScreencastFrameEvent {
  data: string;
  sessionId: number;
  metadata: { timestamp?: number };
}

export class Screencast {
  readonly frames: Frame[] = [];
  #session: CDPSession | undefined;

  constructor(
    private readonly page: Page,
    private readonly size: { width: number; height: number },
  ) {}

  /** Starts capturing; resolves with the time of the first frame, which is the video's zero. */
  async start(): Promise<number> {
    const session = await this.page.context().newCDPSession(this.page);
    this.#session = session;
    const first = new Promise<number>((resolve) => {
      session.on('Page.screencastFrame', (event: ScreencastFrameEvent) => {
        const at = event.metadata.timestamp ? event.metadata.timestamp * 1000 : Date.now();
        this.frames.push({ at, jpeg: Buffer.from(event.data, 'base64') });
        if (this.frames.length === 1) resolve(at);
        void session.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => undefined);
      });
    });
    await session.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 88,
      maxWidth: this.size.width,
      maxHeight: this.size.height,
      everyNthFrame: 1,
    });
    return first;
  }

  async stop(): Promise<void> {
    await this.#session?.send('Page.stopScreencast');
    await this.#session?.detach();
  }
}

/**
 * The frame on screen at each tick of a constant frame rate from `origin` for `seconds`: the last
 * one painted at or before the tick (a screencast sends a frame only when the page changes).
 */
export function framesAtRate(frames: Frame[], origin: number, seconds: number, fps: number): Buffer[] {
  const sorted = [...frames].sort((a, b) => a.at - b.at);
  const out: Buffer[] = [];
  let index = 0;
  const ticks = Math.max(1, Math.round(seconds * fps));
  for (let tick = 0; tick < ticks; tick++) {
    const time = origin + (tick * 1000) / fps;
    while (index + 1 < sorted.length && (sorted[index + 1]?.at ?? Number.POSITIVE_INFINITY) <= time) index++;
    const frame = sorted[index];
    if (frame) out.push(frame.jpeg);
  }
  return out;
}

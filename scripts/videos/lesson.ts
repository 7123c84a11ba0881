// What a lesson's flow drives the product with: the real page, plus a pointer that glides to each
// control before it is used (a screencast has no mouse cursor of its own), typing a viewer can
// follow, and the caption cues, timed as the flow reaches them.
import type { Locator, Page } from '@playwright/test';
import type { CueTiming } from './captions.ts';

/** A caption stays up at least this long, so it can be read before the next one replaces it. */
const MIN_CUE_MS = 3_200;
const READING_MS_PER_CHAR = 45;
const TYPING_DELAY_MS = 55;
const GLIDE_STEPS = 18;

export interface LessonFlow {
  /** One of the nine topics of spec §2 (VIDEO_TOPICS). */
  topic: string;
  /** Where the lesson opens; `login: 'demo'` opens it logged in as the demo user. */
  start: string;
  login: 'demo' | 'none';
  /**
   * Off camera, before recording starts: puts in place what the lesson builds on (a funded wallet,
   * say) when an earlier lesson has not, so each lesson can be recorded on its own. Idempotent.
   */
  prepare?(page: Page): Promise<void>;
  run(lesson: Lesson): Promise<void>;
}

export class Lesson {
  readonly cues: CueTiming[] = [];
  #cueStartedAt = 0;
  #cueMinMs = 0;
  #origin = 0;
  #posterAt: number | undefined;

  constructor(
    readonly page: Page,
    /** The English caption of each cue key, to size how long it must stay up. */
    private readonly englishCaptions: Record<string, string>,
  ) {}

  /** Starts the clock at the video's first frame. */
  begin(originMs: number): void {
    this.#origin = originMs;
  }

  /** The seconds since the first frame. */
  elapsed(): number {
    return (Date.now() - this.#origin) / 1000;
  }

  /** Ends the current caption (after it has been up long enough to read) and shows the next. */
  async say(key: string): Promise<void> {
    const text = this.englishCaptions[key];
    if (!text) throw new Error(`no English caption for cue "${key}"`);
    await this.#waitForCurrentCue();
    const now = this.elapsed();
    const last = this.cues.at(-1);
    if (last) last.end = now;
    this.cues.push({ key, start: now, end: now });
    this.#cueStartedAt = Date.now();
    this.#cueMinMs = Math.max(MIN_CUE_MS, text.length * READING_MS_PER_CHAR);
  }

  /** Lets the last caption be read, then closes it. */
  async finish(): Promise<number> {
    await this.#waitForCurrentCue();
    await this.pause(600);
    const end = this.elapsed();
    const last = this.cues.at(-1);
    if (last) last.end = end;
    return end;
  }

  /** Marks this moment's frame as the lesson's poster (the middle frame otherwise). */
  markPoster(): void {
    this.#posterAt = this.elapsed();
  }

  get posterAt(): number | undefined {
    return this.#posterAt;
  }

  async pause(ms: number): Promise<void> {
    await this.page.waitForTimeout(ms);
  }

  /** Glides the pointer to the middle of `target` and clicks it. */
  async click(target: Locator): Promise<void> {
    await this.pointAt(target);
    await target.click();
    await this.pause(350);
  }

  /** Clicks into `target` and types `text` at a pace a viewer can follow. */
  async type(target: Locator, text: string): Promise<void> {
    await this.pointAt(target);
    await target.click();
    await target.fill('');
    await target.pressSequentially(text, { delay: TYPING_DELAY_MS });
    await this.pause(250);
  }

  /** Picks `option` (its label) in a <select>. */
  async choose(target: Locator, option: string | { label: string } | { value: string }): Promise<void> {
    await this.pointAt(target);
    await target.selectOption(option);
    await this.pause(400);
  }

  /** Moves the visible pointer over `target`, scrolling it into view first. */
  async pointAt(target: Locator): Promise<void> {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`cannot point at ${target.toString()}: it has no box`);
    const to = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await this.page.mouse.move(to.x, to.y, { steps: GLIDE_STEPS });
    await this.pause(150);
  }

  async #waitForCurrentCue(): Promise<void> {
    const left = this.#cueStartedAt + this.#cueMinMs - Date.now();
    if (this.cues.length > 0 && left > 0) await this.pause(left);
  }
}

/**
 * The pointer drawn over the page: a dot that follows the mouse and rings on each press. It is
 * added before the app's own scripts and takes no events, so the app behaves as it would.
 */
export const POINTER_OVERLAY = `(() => {
  const install = () => {
    if (document.getElementById('lesson-pointer')) return;
    const dot = document.createElement('div');
    dot.id = 'lesson-pointer';
    Object.assign(dot.style, {
      position: 'fixed', left: '0', top: '0', width: '22px', height: '22px', margin: '-11px 0 0 -11px',
      borderRadius: '50%', background: 'rgba(250, 204, 21, 0.55)', border: '2px solid rgba(255, 255, 255, 0.9)',
      boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.45), 0 2px 8px rgba(0, 0, 0, 0.35)',
      pointerEvents: 'none', zIndex: '2147483647', transform: 'translate(640px, 360px)', transition: 'box-shadow 120ms',
    });
    document.documentElement.appendChild(dot);
    addEventListener('mousemove', (event) => {
      dot.style.transform = 'translate(' + event.clientX + 'px, ' + event.clientY + 'px)';
    }, true);
    addEventListener('mousedown', () => {
      dot.style.boxShadow = '0 0 0 10px rgba(250, 204, 21, 0.35), 0 2px 8px rgba(0, 0, 0, 0.35)';
      setTimeout(() => { dot.style.boxShadow = '0 0 0 1px rgba(0, 0, 0, 0.45), 0 2px 8px rgba(0, 0, 0, 0.35)'; }, 260);
    }, true);
  };
  if (document.documentElement) install();
  else addEventListener('DOMContentLoaded', install);
})();`;

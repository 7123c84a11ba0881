// @vitest-environment happy-dom
// The update prompt: a waiting service worker (a new deploy) is offered in a dialog; "Update now"
// tells it to take over and reloads once it controls the page; "Later" leaves the page alone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogsAtom } from '../components/feedback/feedback-atoms.ts';
import { store } from '../lib/store.ts';

type Listener = () => void;

class FakeWorkbox {
  static last: FakeWorkbox | null = null;
  readonly listeners = new Map<string, Listener[]>();
  readonly messageSkipWaiting = vi.fn();
  readonly register = vi.fn(async () => undefined);
  constructor(
    readonly url: string,
    readonly options: unknown,
  ) {
    FakeWorkbox.last = this;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

let reload = vi.fn();

beforeEach(() => {
  vi.stubEnv('DEV', false);
  if (!('serviceWorker' in navigator)) Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  reload = vi.fn();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  store.set(dialogsAtom, []);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

async function registeredWorkbox(): Promise<FakeWorkbox> {
  const { registerServiceWorker } = await import('./service-worker.ts');
  registerServiceWorker();
  const workbox = FakeWorkbox.last;
  if (!workbox) throw new Error('no Workbox was created');
  return workbox;
}

describe('service worker updates', () => {
  it('registers /sw.js for the whole site', async () => {
    const workbox = await registeredWorkbox();
    expect(workbox.url).toBe('/sw.js');
    expect(workbox.options).toEqual({ scope: '/' });
    expect(workbox.register).toHaveBeenCalledOnce();
  });

  it('offers a waiting version; "Update now" activates it and reloads once it controls the page', async () => {
    const workbox = await registeredWorkbox();
    workbox.emit('waiting');
    const [dialog] = store.get(dialogsAtom);
    expect(dialog?.titleKey).toBe('common:update.offerTitle');
    expect(dialog?.choices.map((choice) => choice.value)).toEqual(['later', 'now']);
    dialog?.resolve('now');
    await vi.waitFor(() => expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce());
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves the page alone when the user picks "Later"', async () => {
    const workbox = await registeredWorkbox();
    workbox.emit('waiting');
    store.get(dialogsAtom)[0]?.resolve('later');
    await Promise.resolve();
    await Promise.resolve();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});

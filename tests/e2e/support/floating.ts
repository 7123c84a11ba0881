// What lies under a floating widget: the page's controls whose boxes overlap the widget's box, so
// a test can say that a widget hides none of them.
import type { Page } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls the page to its end and names every visible control under the element with `testId`. */
export async function controlsUnderWidgetAtEnd(page: Page, testId: string): Promise<string[]> {
  return page.evaluate(async (id) => {
    // A screen fills in after its heading shows: scrolled to the end again until nothing on it is
    // loading and its height has held for half a second (at most 20 s), so the check sees the
    // page's real end however slowly its lists arrive.
    const scroller = document.scrollingElement ?? document.documentElement;
    const deadline = performance.now() + 20_000;
    const loading = () => [...document.querySelectorAll('main .loading')].some((element) => element.getBoundingClientRect().height > 0);
    let height = -1;
    let steadySince = performance.now();
    while (performance.now() < deadline) {
      scroller.scrollTop = scroller.scrollHeight;
      if (scroller.scrollHeight !== height || loading()) {
        height = scroller.scrollHeight;
        steadySince = performance.now();
      } else if (performance.now() - steadySince >= 500) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const widget = document.querySelector(`[data-testid="${id}"]`);
    if (!widget) throw new Error(`no ${id} on the page`);
    const w = widget.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [role="button"], [role="link"]');
    return [...controls]
      .filter((control) => control !== widget && !widget.contains(control) && control.checkVisibility({ visibilityProperty: true }))
      .filter((control) => {
        const r = control.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < w.right && w.left < r.right && r.top < w.bottom && w.top < r.bottom;
      })
      .map(
        (control) =>
          `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`,
      );
  }, testId);
}

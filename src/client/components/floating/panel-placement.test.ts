import { describe, expect, it } from 'vitest';
import { type PanelPlacement, panelPlacement } from './panel-placement.ts';

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

/** The panel's box on screen, taking its full allowed height. */
function panelBox(placement: PanelPlacement, viewport: { height: number }) {
  const top = placement.top ?? viewport.height - (placement.bottom ?? 0) - placement.maxHeight;
  return { left: placement.left, right: placement.left + placement.width, top, bottom: top + placement.maxHeight };
}

const overlaps = (a: ReturnType<typeof panelBox>, widget: { x: number; y: number; size: number }) =>
  a.left < widget.x + widget.size && widget.x < a.right && a.top < widget.y + widget.size && widget.y < a.bottom;

describe('floating panel placement', () => {
  it('opens below the task widget at its default place, right edges aligned', () => {
    const widget = { x: 1372, y: 70, size: 44 };
    expect(panelPlacement(widget, desktop, 384)).toEqual({ left: 1032, width: 384, top: 122, maxHeight: 770 });
  });
  it('opens above a widget dragged to the bottom of the screen', () => {
    const widget = { x: 100, y: 800, size: 44 };
    expect(panelPlacement(widget, desktop, 384)).toEqual({ left: 100, width: 384, bottom: 108, maxHeight: 784 });
  });
  it('never covers the widget, wherever it is, on a desktop or a phone', () => {
    for (const viewport of [desktop, phone]) {
      for (const x of [8, viewport.width / 2 - 22, viewport.width - 52]) {
        for (const y of [8, 70, viewport.height / 2 - 22, viewport.height - 52]) {
          const widget = { x, y, size: 44 };
          const placement = panelPlacement(widget, viewport, 384);
          const box = panelBox(placement, viewport);
          expect(overlaps(box, widget), `${viewport.width}x${viewport.height} at ${x},${y}`).toBe(false);
          expect(box.left).toBeGreaterThanOrEqual(8);
          expect(box.right).toBeLessThanOrEqual(viewport.width - 8);
          expect(box.top).toBeGreaterThanOrEqual(8);
          expect(box.bottom).toBeLessThanOrEqual(viewport.height - 8);
        }
      }
    }
  });
  it('narrows to the phone screen less its margins', () => {
    expect(panelPlacement({ x: 322, y: 70, size: 44 }, phone, 384)).toMatchObject({ left: 8, width: 374 });
  });
  it('keeps clear of the safe-area insets', () => {
    const insets = { top: 47, right: 0, bottom: 34, left: 0 };
    const placement = panelPlacement({ x: 322, y: 117, size: 44 }, phone, 384, insets);
    expect(placement.top! + placement.maxHeight).toBe(844 - 34 - 8);
  });
});

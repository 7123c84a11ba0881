// Geometry of the floating widgets: a press that moves less than 5 px is a click, more is a drag
// (spec §9); a widget always stays inside the viewport.
import type { WidgetPosition } from '../../lib/store.ts';

export const DRAG_THRESHOLD_PX = 5;
export const VIEWPORT_MARGIN_PX = 8;

export interface Size {
  width: number;
  height: number;
}

export function movedPastThreshold(start: WidgetPosition, current: WidgetPosition): boolean {
  return Math.hypot(current.x - start.x, current.y - start.y) >= DRAG_THRESHOLD_PX;
}

/** Keeps a widget of the given size fully inside the viewport, a small margin from its edges. */
export function clampToViewport(position: WidgetPosition, widget: Size, viewport: Size): WidgetPosition {
  const maxX = Math.max(VIEWPORT_MARGIN_PX, viewport.width - widget.width - VIEWPORT_MARGIN_PX);
  const maxY = Math.max(VIEWPORT_MARGIN_PX, viewport.height - widget.height - VIEWPORT_MARGIN_PX);
  return {
    x: Math.min(Math.max(position.x, VIEWPORT_MARGIN_PX), maxX),
    y: Math.min(Math.max(position.y, VIEWPORT_MARGIN_PX), maxY),
  };
}

/** The chat button starts in the bottom-right corner. */
export const defaultChatPosition = (widget: Size, viewport: Size): WidgetPosition => ({
  x: viewport.width - widget.width - 24,
  y: viewport.height - widget.height - 24,
});

/** The second widget starts on the right edge at y = 70 (spec §2). */
export const defaultSecondPosition = (widget: Size, viewport: Size): WidgetPosition => ({ x: viewport.width - widget.width - 24, y: 70 });

/** Where the widget goes while dragged: the pointer minus where it grabbed the widget. */
export const dragTarget = (pointer: WidgetPosition, grabOffset: WidgetPosition): WidgetPosition => ({
  x: pointer.x - grabOffset.x,
  y: pointer.y - grabOffset.y,
});

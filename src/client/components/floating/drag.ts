// Geometry of the floating widgets: a press that moves less than 5 px is a click, more is a drag
// (spec §9); a widget always stays inside the viewport, clear of the phone's safe-area insets
// (the notch and the home indicator cover the edges of a viewport-fit=cover page).
import type { WidgetPosition } from '../../lib/store.ts';

export const DRAG_THRESHOLD_PX = 5;
export const VIEWPORT_MARGIN_PX = 8;
/** The chat button's default distance from the bottom-right corner. */
export const CHAT_OFFSET_PX = 24;
/** The chat button's width and height. */
export const CHAT_BUTTON_SIZE_PX = 56;
/**
 * The room the logged-in layout leaves below every page (plus the phone's home-indicator inset):
 * the chat button, its offset from the bottom edge and a margin, so that scrolled to its end no
 * page keeps a control under the button where it starts.
 */
export const CHAT_CLEARANCE_PX = CHAT_BUTTON_SIZE_PX + CHAT_OFFSET_PX + VIEWPORT_MARGIN_PX;

export interface Size {
  width: number;
  height: number;
}

/** The safe-area insets of the viewport, in CSS pixels. */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const NO_INSETS: Insets = { top: 0, right: 0, bottom: 0, left: 0 };

export function movedPastThreshold(start: WidgetPosition, current: WidgetPosition): boolean {
  return Math.hypot(current.x - start.x, current.y - start.y) >= DRAG_THRESHOLD_PX;
}

/** Keeps a widget of the given size fully inside the viewport's safe area, a small margin from its edges. */
export function clampToViewport(position: WidgetPosition, widget: Size, viewport: Size, insets: Insets = NO_INSETS): WidgetPosition {
  const minX = insets.left + VIEWPORT_MARGIN_PX;
  const minY = insets.top + VIEWPORT_MARGIN_PX;
  const maxX = Math.max(minX, viewport.width - insets.right - widget.width - VIEWPORT_MARGIN_PX);
  const maxY = Math.max(minY, viewport.height - insets.bottom - widget.height - VIEWPORT_MARGIN_PX);
  return {
    x: Math.min(Math.max(position.x, minX), maxX),
    y: Math.min(Math.max(position.y, minY), maxY),
  };
}

/** The chat button starts in the bottom-right corner of the safe area. */
export const defaultChatPosition = (widget: Size, viewport: Size, insets: Insets = NO_INSETS): WidgetPosition => ({
  x: viewport.width - insets.right - widget.width - CHAT_OFFSET_PX,
  y: viewport.height - insets.bottom - widget.height - CHAT_OFFSET_PX,
});

/** The second widget starts on the right edge at y = 70 (spec §2). */
export const defaultSecondPosition = (widget: Size, viewport: Size, insets: Insets = NO_INSETS): WidgetPosition => ({
  x: viewport.width - insets.right - widget.width - CHAT_OFFSET_PX,
  y: 70 + insets.top,
});

/** Where the widget goes while dragged: the pointer minus where it grabbed the widget. */
export const dragTarget = (pointer: WidgetPosition, grabOffset: WidgetPosition): WidgetPosition => ({
  x: pointer.x - grabOffset.x,
  y: pointer.y - grabOffset.y,
});

// Where a floating widget's panel goes: beside the widget, never over it, so the widget that opened
// the panel can always close it again. The panel takes the side (below or above the widget) with
// more room and lines up with the widget's nearer edge, inside the viewport.
import type { WidgetPosition } from '../../lib/store.ts';
import { type Insets, NO_INSETS, type Size, VIEWPORT_MARGIN_PX } from './drag.ts';

export const PANEL_GAP_PX = 8;

export interface PanelPlacement {
  left: number;
  width: number;
  /** Set when the panel opens below the widget. */
  top?: number;
  /** Set when the panel opens above the widget (distance from the viewport's bottom edge). */
  bottom?: number;
  maxHeight: number;
}

export function panelPlacement(
  widget: WidgetPosition & { size: number },
  viewport: Size,
  preferredWidth: number,
  insets: Insets = NO_INSETS,
): PanelPlacement {
  const minX = insets.left + VIEWPORT_MARGIN_PX;
  const maxRight = viewport.width - insets.right - VIEWPORT_MARGIN_PX;
  const width = Math.max(0, Math.min(preferredWidth, maxRight - minX));
  const widgetCentre = widget.x + widget.size / 2;
  const alignedLeft = widgetCentre > viewport.width / 2 ? widget.x + widget.size - width : widget.x;
  const left = Math.min(Math.max(alignedLeft, minX), maxRight - width);

  const below = viewport.height - insets.bottom - VIEWPORT_MARGIN_PX - (widget.y + widget.size + PANEL_GAP_PX);
  const above = widget.y - PANEL_GAP_PX - insets.top - VIEWPORT_MARGIN_PX;
  if (below >= above) return { left, width, top: widget.y + widget.size + PANEL_GAP_PX, maxHeight: Math.max(0, below) };
  return { left, width, bottom: viewport.height - widget.y + PANEL_GAP_PX, maxHeight: Math.max(0, above) };
}

// A draggable floating button (pointer events). A press that moves less than 5 px is a click and
// activates it; more is a drag, and the new place is kept in its atom. It stays inside the
// viewport's safe area when the window shrinks. A panel it opens is placed beside it by the caller
// (renderPanel gets the button's current place), so the button stays reachable to close it.
import { type ReactNode, useRef, useState } from 'react';
import { type PrimitiveAtom, type WidgetPosition, useAtom } from '../../lib/store.ts';
import { type Insets, type Size, clampToViewport, dragTarget, movedPastThreshold } from './drag.ts';
import { type ViewportArea, useViewportArea } from './viewport.ts';

interface DragState {
  pointerId: number;
  start: WidgetPosition;
  grabOffset: WidgetPosition;
  dragging: boolean;
}

export interface FloatingWidgetProps {
  positionAtom: PrimitiveAtom<WidgetPosition | null>;
  defaultPosition(widget: Size, viewport: Size, insets: Insets): WidgetPosition;
  size: number;
  label: string;
  onActivate(): void;
  className?: string;
  testId: string;
  /** Whether the panel this button opens is open (announced as aria-expanded). */
  expanded?: boolean;
  renderPanel?: (anchor: WidgetPosition & { size: number }, viewport: ViewportArea) => ReactNode;
  children: ReactNode;
}

export function FloatingWidget({
  positionAtom,
  defaultPosition,
  size,
  label,
  onActivate,
  className = '',
  testId,
  expanded,
  renderPanel,
  children,
}: FloatingWidgetProps) {
  const [saved, setSaved] = useAtom(positionAtom);
  const viewport = useViewportArea();
  const { insets } = viewport;
  const widget = { width: size, height: size };
  const [live, setLive] = useState<WidgetPosition | null>(null);
  const drag = useRef<DragState | null>(null);
  const suppressClick = useRef(false);
  const clamp = (position: WidgetPosition) => clampToViewport(position, widget, viewport, insets);
  const position = clamp(live ?? saved ?? defaultPosition(widget, viewport, insets));

  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={expanded}
        data-testid={testId}
        className={`btn btn-circle fixed z-40 touch-none shadow-lg select-none ${className}`}
        style={{ left: position.x, top: position.y, width: size, height: size }}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drag.current = {
            pointerId: event.pointerId,
            start: { x: event.clientX, y: event.clientY },
            grabOffset: { x: event.clientX - position.x, y: event.clientY - position.y },
            dragging: false,
          };
        }}
        onPointerMove={(event) => {
          const state = drag.current;
          if (!state || state.pointerId !== event.pointerId) return;
          const pointer = { x: event.clientX, y: event.clientY };
          if (!state.dragging && !movedPastThreshold(state.start, pointer)) return;
          state.dragging = true;
          setLive(clamp(dragTarget(pointer, state.grabOffset)));
        }}
        onPointerUp={(event) => {
          const state = drag.current;
          drag.current = null;
          if (!state || state.pointerId !== event.pointerId) return;
          if (state.dragging) {
            suppressClick.current = true;
            setSaved(clamp(dragTarget({ x: event.clientX, y: event.clientY }, state.grabOffset)));
            setLive(null);
          }
        }}
        onPointerCancel={() => {
          drag.current = null;
          setLive(null);
        }}
        onClick={() => {
          // The click that ends a drag is not an activation; a keyboard press (Enter, Space) is.
          if (suppressClick.current) {
            suppressClick.current = false;
            return;
          }
          onActivate();
        }}
      >
        {children}
      </button>
      {renderPanel?.({ ...position, size }, viewport)}
    </>
  );
}

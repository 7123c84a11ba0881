import { describe, expect, it } from 'vitest';
import { clampToViewport, defaultChatPosition, defaultSecondPosition, dragTarget, movedPastThreshold } from './drag.ts';

const widget = { width: 56, height: 56 };
const viewport = { width: 1440, height: 900 };

describe('floating widget geometry', () => {
  it('treats a press that moved less than 5 px as a click', () => {
    expect(movedPastThreshold({ x: 100, y: 100 }, { x: 103, y: 103 })).toBe(false); // 4.24 px
    expect(movedPastThreshold({ x: 100, y: 100 }, { x: 104, y: 103 })).toBe(true); // 5 px
  });
  it('keeps a widget inside the viewport after it shrinks', () => {
    expect(clampToViewport({ x: 1380, y: 840 }, widget, { width: 390, height: 844 })).toEqual({ x: 326, y: 780 });
    expect(clampToViewport({ x: -40, y: -5 }, widget, viewport)).toEqual({ x: 8, y: 8 });
  });
  it('leaves a widget that fits where it is', () => {
    expect(clampToViewport({ x: 200, y: 300 }, widget, viewport)).toEqual({ x: 200, y: 300 });
  });
  it('starts the second widget at y = 70 on the right and the chat button bottom-right', () => {
    expect(defaultSecondPosition(widget, viewport)).toEqual({ x: 1360, y: 70 });
    expect(defaultChatPosition(widget, viewport)).toEqual({ x: 1360, y: 820 });
  });
  it('moves the widget with the pointer, keeping the grab point under it', () => {
    expect(dragTarget({ x: 500, y: 400 }, { x: 20, y: 30 })).toEqual({ x: 480, y: 370 });
  });
});

describe('floating widgets and the safe area', () => {
  const insets = { top: 47, right: 0, bottom: 34, left: 0 };
  it('starts the chat button above the home indicator', () => {
    expect(defaultChatPosition(widget, { width: 390, height: 844 }, insets)).toEqual({ x: 310, y: 730 });
  });
  it('cannot be dragged under the notch or the home indicator', () => {
    expect(clampToViewport({ x: 200, y: 900 }, widget, { width: 390, height: 844 }, insets)).toEqual({ x: 200, y: 746 });
    expect(clampToViewport({ x: 200, y: 0 }, widget, { width: 390, height: 844 }, insets)).toEqual({ x: 200, y: 55 });
  });
});

// The line under a chart that names the point under the cursor (or the latest one). It is written
// straight into the DOM, so moving the mouse over a chart re-renders nothing.
import { type RefObject, useCallback, useEffect, useRef } from 'react';

/**
 * A ref for the readout's element and `show(index)`, which writes `describe` of that point (null:
 * the last point) into it. The text follows new points and a new language at once.
 */
export function useChartReadout(
  count: number,
  describe: (index: number) => string,
): {
  readout: RefObject<HTMLParagraphElement | null>;
  show(index: number | null): void;
} {
  const readout = useRef<HTMLParagraphElement>(null);
  const latest = useRef({ count, describe });
  latest.current = { count, describe };
  const show = useCallback((index: number | null) => {
    const { count: points, describe: text } = latest.current;
    const shown = index ?? points - 1;
    if (readout.current) readout.current.textContent = shown >= 0 && shown < points ? text(shown) : '';
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new points or a new language rewrite the line
  useEffect(() => show(null), [show, count, describe]);
  return { readout, show };
}

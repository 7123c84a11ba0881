// The viewport the floating widgets live in: its size and its safe-area insets, both kept current
// as the window resizes or the phone turns. The insets exist only as CSS (env()), so a hidden
// probe padded by them is measured.
import { useEffect, useState } from 'react';
import { type Insets, NO_INSETS, type Size } from './drag.ts';

export interface ViewportArea extends Size {
  insets: Insets;
}

function safeAreaInsets(): Insets {
  if (typeof document === 'undefined' || !document.body) return NO_INSETS;
  const probe = document.createElement('div');
  probe.style.cssText =
    'position:fixed;visibility:hidden;pointer-events:none;padding:env(safe-area-inset-top,0px) env(safe-area-inset-right,0px) env(safe-area-inset-bottom,0px) env(safe-area-inset-left,0px)';
  document.body.append(probe);
  const style = getComputedStyle(probe);
  const insets = {
    top: Number.parseFloat(style.paddingTop) || 0,
    right: Number.parseFloat(style.paddingRight) || 0,
    bottom: Number.parseFloat(style.paddingBottom) || 0,
    left: Number.parseFloat(style.paddingLeft) || 0,
  };
  probe.remove();
  return insets;
}

const viewportArea = (): ViewportArea => ({ width: window.innerWidth, height: window.innerHeight, insets: safeAreaInsets() });

export function useViewportArea(): ViewportArea {
  const [area, setArea] = useState(viewportArea);
  useEffect(() => {
    const update = () => setArea(viewportArea());
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
    };
  }, []);
  return area;
}

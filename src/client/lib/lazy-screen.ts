// A route's screen, loaded on first visit with the 120 s deadline of lazy-load.ts. Route files
// stay thin: `component: lazyScreen('bots/robot-list', () => import(...), 'RobotListPage')`.
import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { withLoadTimeout } from './lazy-load.ts';

export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M & string>(
  chunk: string,
  load: () => Promise<M>,
  exportName: K,
) {
  return lazyRouteComponent(() => withLoadTimeout(load, { chunk, request: `features/${chunk}` }), exportName);
}

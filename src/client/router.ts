import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from './components/not-found-page.tsx';
import { RouteError } from './components/route-error.tsx';
import { RoutePending } from './components/route-pending.tsx';
import { parsePlainSearch, stringifyPlainSearch } from './lib/search-params.ts';
import { routeTree } from './routeTree.gen.ts';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  // A screen whose code or texts take longer than this shows the spinner; a part that never
  // arrives fails after 120 s (lib/lazy-load.ts) and shows RouteError.
  defaultPendingMs: 400,
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFoundPage,
  parseSearch: parsePlainSearch,
  stringifySearch: stringifyPlainSearch,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** A public route a logged-in user may open too (spec §2 route guard). */
    openToAll?: boolean;
  }
}

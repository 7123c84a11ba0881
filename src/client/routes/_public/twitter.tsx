import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_public/twitter')({
  staticData: { openToAll: true },
  component: lazyScreen('public-site/twitter-page', () => import('../../features/public-site/twitter-page.tsx'), 'TwitterPage'),
});

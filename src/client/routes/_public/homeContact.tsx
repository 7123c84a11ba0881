import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_public/homeContact')({
  staticData: { openToAll: true },
  component: lazyScreen('public-site/contact-page', () => import('../../features/public-site/contact-page.tsx'), 'ContactPage'),
});

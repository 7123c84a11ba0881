import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_public/light')({
  loader: () => loadNamespaces('landing', 'catalogue'),
  component: lazyScreen('public-site/landing-page', () => import('../../features/public-site/landing-page.tsx'), 'LandingPage'),
});

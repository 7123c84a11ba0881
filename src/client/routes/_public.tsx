import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../lib/i18n.ts';
import { lazyScreen } from '../lib/lazy-screen.ts';
import { guardPublic } from './-guards.ts';

export const Route = createFileRoute('/_public')({
  beforeLoad: guardPublic,
  loader: () => loadNamespaces('site'),
  component: lazyScreen('public-site/public-layout', () => import('../features/public-site/public-layout.tsx'), 'PublicLayout'),
});

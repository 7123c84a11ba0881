import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_public/qrcode')({
  staticData: { openToAll: true },
  component: lazyScreen('public-site/qrcode-page', () => import('../../features/public-site/qrcode-page.tsx'), 'QrCodePage'),
});

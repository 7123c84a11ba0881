import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { useTranslation } from '../lib/use-translation.ts';
import { Brand } from './brand.tsx';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-5 p-6 text-center">
      <Brand />
      <Compass aria-hidden="true" className="text-primary size-12" />
      <h1 className="text-5xl font-bold tabular-nums">404</h1>
      <p className="max-w-md text-lg opacity-80">{t('notFound.message')}</p>
      <Link to="/light" className="btn btn-primary">
        {t('notFound.backToHome')}
      </Link>
    </main>
  );
}

import type { ErrorComponentProps } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../lib/use-translation.ts';
import { ChunkLoadError } from '../lib/lazy-load.ts';

/** A screen that failed to load (or to render): what failed, and a way to try again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('common');
  const isLoadError = error instanceof ChunkLoadError;
  return (
    <main className="flex min-h-[60vh] items-center justify-center p-6">
      <div role="alert" className="card bg-base-200 w-full max-w-lg shadow">
        <div className="card-body items-center text-center">
          <TriangleAlert aria-hidden="true" className="text-warning size-10" />
          <h1 className="card-title">{t(isLoadError ? 'loadError.title' : 'renderError.title')}</h1>
          <p className="opacity-80">{t(isLoadError ? 'loadError.body' : 'renderError.body')}</p>
          {isLoadError && (
            <p className="font-mono text-xs opacity-60">{t('loadError.part', { chunk: error.chunk, request: error.request })}</p>
          )}
          <div className="card-actions mt-2">
            <button type="button" className="btn btn-ghost" onClick={() => reset()}>
              {t('actions.retry')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
              {t('actions.reload')}
            </button>
          </div>
        </div>
      </div>
    </main>
  );
}

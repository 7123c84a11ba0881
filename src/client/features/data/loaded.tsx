// A read's answer on screen, or, until there is one, a section saying it is on its way or could
// not be read (with a retry). While a new question is on its way the previous answer stays,
// dimmed and marked busy, so the page does not jump.
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { ListLoadFailed, LoadingDots } from '../../components/list-status.tsx';
import { Section } from '../../components/page.tsx';
import type { Remote } from './use-remote.ts';

export function Loaded<T>({
  state,
  onRetry,
  title,
  children,
}: {
  state: Remote<T>;
  onRetry(): void;
  /** The section's title while there is nothing to show yet. */
  title: string;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation('data');
  if (state.status === 'ready') {
    return (
      <div className={`flex flex-col gap-4 transition-opacity ${state.refreshing ? 'opacity-60' : ''}`} aria-busy={state.refreshing}>
        {children(state.data)}
      </div>
    );
  }
  return (
    <Section title={title}>
      {state.status === 'loading' ? (
        <LoadingDots label={t('loading')} />
      ) : (
        <ListLoadFailed message={t('loadFailed')} retryLabel={t('common:actions.retry')} onRetry={onRetry} />
      )}
    </Section>
  );
}

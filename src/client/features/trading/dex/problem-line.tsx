// The line under a swap field: what is wrong with it (a "messages" key from the call's contract),
// announced, or else its hint.
import { useTranslation } from '../../../lib/use-translation.ts';
import type { FieldProblems } from './swap-requests.ts';

export function ProblemLine({ field, problems, hint }: { field: string; problems: FieldProblems; hint?: string }) {
  const { t } = useTranslation('trading');
  const problem = problems[field];
  if (problem)
    return (
      <span className="text-error text-xs" role="alert" data-testid={`swap-error-${field}`}>
        {t(`messages:${problem}`)}
      </span>
    );
  return hint ? <span className="text-xs opacity-60">{hint}</span> : null;
}

// Export transactions (spec §5): every fill of the user's bots and manual orders and every settled
// swap in a picked range of at most 7 days, for the market /data shows (or all of them), sent as
// CSV and XLSX to the e-mail on file. The range is checked here first; the server's refusals
// ("No email on file. Add one in Account Settings.", "No data to export") reach the user through
// the api client's own messages, and the dialog stays open for another try.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { exportTransactions } from '../../../../shared/contracts/data/export-transactions.ts';
import { DateTimeField } from '../../../components/date-time/date-time-field.tsx';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { showToast } from '../../../components/feedback/feedback-atoms.ts';
import { Modal } from '../../../components/modal.tsx';
import { api } from '../../../lib/api/api.ts';
import type { MarketFilter } from '../analytics/market-choice.ts';
import { utcOffset } from '../format.ts';
import { callDateTime, checkExportRange, type ExportProblem, todayRange } from './export-range.ts';

export function ExportDialog({ market, marketName, onClose }: { market: MarketFilter; marketName: string; onClose(): void }) {
  const { t } = useTranslation('data');
  const [range, setRange] = useState(() => todayRange(Date.now()));
  const [problem, setProblem] = useState<ExportProblem | null>(null);
  const [sending, setSending] = useState(false);
  const startId = useId();
  const endId = useId();
  const problemId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const offset = utcOffset();
    const found = checkExportRange(range.start, range.end, Date.now(), offset);
    setProblem(found);
    if (found) return;
    setSending(true);
    api
      .call(exportTransactions, {
        ...market,
        start_time: callDateTime(range.start) ?? '',
        end_time: callDateTime(range.end) ?? '',
        utc_offset: offset,
      })
      .then((answer) => {
        showToast(t('export.sent', { count: answer.rows, email: answer.email_masked }), 6000, 'success');
        onClose();
      })
      .catch(() => undefined) // the api client has shown the server's message
      .finally(() => setSending(false));
  };

  const field = (id: string, label: string, key: 'start' | 'end') => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <DateTimeField
        id={id}
        value={range[key]}
        small
        invalid={problem !== null}
        describedBy={problem ? problemId : undefined}
        onChange={(value) => setRange((current) => ({ ...current, [key]: value }))}
      />
    </div>
  );

  return (
    <Modal title={t('export.title')} onClose={onClose} busy={sending}>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="export-form">
        <p className="text-sm opacity-70">{t('export.body', { market: marketName })}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {field(startId, t('export.from'), 'start')}
          {field(endId, t('export.to'), 'end')}
        </div>
        <p className="text-xs opacity-60">{t('export.rules')}</p>
        {problem && (
          <p id={problemId} className="text-error text-sm" role="alert">
            {t(problem)}
          </p>
        )}
        <DialogActions busy={sending} onCancel={onClose} small>
          {t('export.send')}
        </DialogActions>
      </form>
    </Modal>
  );
}

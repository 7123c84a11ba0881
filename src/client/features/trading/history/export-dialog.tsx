// Export of the filtered orders or trades for a picked range of at most 7 days, as CSV and XLSX
// sent to the e-mail on file (spec §5; the server answers "No email on file. Add one in Account
// Settings." or "No data to export" when that is the case).
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { exportCexOrders } from '../../../../shared/contracts/trade/export-cex-orders.ts';
import { showToast } from '../../../components/feedback/feedback-atoms.ts';
import { api } from '../../../lib/api/api.ts';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { Modal } from '../../../components/modal.tsx';
import { DateRangeFields } from './date-range-fields.tsx';
import { checkFilters, type FilterProblem, type HistoryFilters, historyRequest, nowText } from './history-filters.ts';

export function ExportDialog({ filters, onClose }: { filters: HistoryFilters; onClose(): void }) {
  const { t } = useTranslation('trading');
  const [start, setStart] = useState(filters.start || nowText(Date.now() - 7 * 86_400_000));
  const [end, setEnd] = useState(filters.end || nowText(Date.now()));
  const [problem, setProblem] = useState<FilterProblem | null>(null);
  const [sending, setSending] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = { ...filters, start, end };
    const found = checkFilters(picked, true);
    setProblem(found);
    if (found) return;
    const request = historyRequest(picked);
    setSending(true);
    api
      .call(exportCexOrders, { ...request, start_time: start.trim(), end_time: end.trim() })
      .then((answer) => {
        showToast(t('history.exportSent', { rows: answer.rows, email: answer.email_masked }), 5000, 'success');
        onClose();
      })
      .catch(() => undefined) // the api client has shown the server's message
      .finally(() => setSending(false));
  };

  return (
    <Modal title={t('history.exportTitle')} onClose={onClose} busy={sending}>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="export-form">
        <p className="text-sm opacity-70">{t('history.exportBody', { kind: t(`history.kinds.${filters.kind}`) })}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <DateRangeFields start={start} end={end} onStart={setStart} onEnd={setEnd} />
        </div>
        <p className="text-xs opacity-60">{t('history.exportFormats')}</p>
        {problem && (
          <p className="text-error text-sm" role="alert">
            {t(problem)}
          </p>
        )}
        <DialogActions busy={sending} onCancel={onClose} small>
          {t('history.exportSend')}
        </DialogActions>
      </form>
    </Modal>
  );
}

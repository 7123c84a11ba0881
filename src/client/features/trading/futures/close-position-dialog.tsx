// Closing all or part of a position (spec §5: closing needs price and size): market or limit, the
// price prefilled with the mark, the size with the closable quantity. A market close fills at that
// price or better, never worse. The shared contract's field schemas check the form before sending.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { closePosition } from '../../../../shared/contracts/futures/close-position.ts';
import type { PositionView } from '../../../../shared/contracts/futures/fields.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { showToast } from '../../../components/feedback/feedback-atoms.ts';
import { TextField } from '../../../components/form/form-controls.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import type { FieldIssue } from '../../../components/form/form-errors.ts';
import { type FormValues, useForm } from '../../../components/form/use-form.ts';
import { fieldIssues } from '../../../components/form/validators.ts';
import { SegmentedChoice } from '../../../components/segmented-choice.tsx';
import { api } from '../../../lib/api/api.ts';

type CloseValues = { price: string; quantity: string };
type CloseType = 'market' | 'limit';

const { price, quantity } = closePosition.request.shape;
const CODE_FIELDS = { [CODE.closeAboveClosable]: 'quantity', [CODE.noOpenPosition]: 'quantity' };
const asNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

function closeIssues(values: CloseValues, closable: number): FieldIssue[] {
  const numbers = { price: asNumber(values.price), quantity: asNumber(values.quantity) };
  const issues = fieldIssues({ price, quantity }, numbers as unknown as FormValues);
  if (numbers.quantity !== undefined && numbers.quantity > closable && !issues.some((issue) => issue.path === 'quantity'))
    issues.push({ path: 'quantity', message: 'validation.futures.closable' });
  return issues;
}

const requestId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 24);

export function ClosePositionDialog({ position, onClose, onClosed }: { position: PositionView; onClose(): void; onClosed(): void }) {
  const { t } = useTranslation('trading');
  const [type, setType] = useState<CloseType>('market');
  // One id per dialog: a submission sent again after a lost answer finds the first order.
  const [submission] = useState(requestId);
  const initial = useMemo<CloseValues>(
    () => ({ price: String(position.mark_price ?? position.entry_price ?? ''), quantity: String(position.closable) }),
    [position],
  );
  const validate = useCallback((values: CloseValues) => closeIssues(values, position.closable), [position.closable]);
  const form = useForm({ id: 'close-position', initial, validate, codeFields: CODE_FIELDS });
  const half = () => form.set('quantity', String(position.closable / 2));

  const submit = async (values: CloseValues) => {
    await api.call(closePosition, {
      web: position.web,
      yenUnit1: position.yenUnit1,
      yenUnit2: position.yenUnit2,
      side: position.side,
      type,
      price: Number(values.price),
      quantity: Number(values.quantity),
      request_id: submission,
    });
    showToast(t('positions.close.sent'), 3000, 'success');
    onClosed();
  };

  return (
    <FormDialog
      form={form}
      title={t('positions.close.title', { contract: `${position.yenUnit1}/${position.yenUnit2}` })}
      submitLabel={t('positions.close.submit')}
      variant="btn-warning"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm opacity-80">
          {t('positions.close.summary', {
            side: t(`positions.sides.${position.side}`),
            size: position.size,
            closable: position.closable,
          })}
        </p>
        <SegmentedChoice<CloseType>
          name="close-type"
          legend={t('positions.close.type')}
          options={[
            { value: 'market', label: t('positions.close.market') },
            { value: 'limit', label: t('positions.close.limit') },
          ]}
          value={type}
          onChange={setType}
        />
        <TextField form={form} name="price" label={t('positions.close.price')} inputMode="decimal" />
        <p className="-mt-3 text-xs opacity-60">{t(type === 'market' ? 'positions.close.marketHint' : 'positions.close.limitHint')}</p>
        <div className="flex items-end gap-2">
          <div className="grow">
            <TextField form={form} name="quantity" label={t('positions.close.quantity')} inputMode="decimal" />
          </div>
          <button type="button" className="btn btn-sm btn-outline mb-1" onClick={half}>
            {t('positions.close.half')}
          </button>
        </div>
      </div>
    </FormDialog>
  );
}

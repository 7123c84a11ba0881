// "Add token" on a DEX venue (spec §3 "New token", /Markets/add_new_token): the token's contract
// address and the quote token it trades against; symbol, decimals, pool fee and pair address only
// when the chain or the DEX's factory cannot tell. Every refusal shows in the dialog, beside the
// field it concerns, in the user's language. Once added, the exchange list is loaded again and the
// new pair is shown.
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { WEB_TYPES } from '../../../../shared/catalogue/venue-kinds.ts';
import { addNewToken } from '../../../../shared/contracts/markets/add-new-token.ts';
import type { WebListEntry } from '../../../../shared/contracts/markets/get-web-list.ts';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { showToast } from '../../../components/feedback/feedback-atoms.ts';
import { Modal } from '../../../components/modal.tsx';
import { ApiCallError } from '../../../lib/api/api-call-error.ts';
import { api } from '../../../lib/api/api.ts';
import { reloadWebList } from '../../../lib/market-lists.ts';
import { languageAtom, sessionAtom, useAtomValue } from '../../../lib/store.ts';
import { LabelledInput, LabelledSelect } from '../form/labelled-fields.tsx';
import { type TokenDraft, type TokenErrors, type TokenProblem, tokenErrorsOfRefusal, tokenRequestOf } from './add-token-draft.ts';
import { type DexPair, pairLabel } from './market-pair.ts';
import { quoteTokensOf } from './venue-options.ts';

type TextField = Exclude<keyof TokenDraft, 'quote'>;

export function AddTokenDialog({ venue, onAdded, onClose }: { venue: WebListEntry; onAdded(pair: DexPair): void; onClose(): void }) {
  const { t } = useTranslation('trading');
  const owner = useAtomValue(sessionAtom)?.account ?? '';
  const language = useAtomValue(languageAtom);
  const quotes = quoteTokensOf(venue);
  const [draft, setDraft] = useState<TokenDraft>({
    address: '',
    quote: quotes[0] ?? '',
    symbol: '',
    decimals: '',
    fee: '',
    pairAddress: '',
  });
  const [errors, setErrors] = useState<TokenErrors>({});
  const [sending, setSending] = useState(false);
  const problemText = (problem: TokenProblem) => ('key' in problem ? t(problem.key) : problem.text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = tokenRequestOf(venue.web, draft);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setSending(true);
    try {
      const added = await api.call(addNewToken, checked.request, { web: venue.web });
      await reloadWebList(owner, language).catch(() => undefined); // the pair is shown even if the list could not be reloaded
      const pair: DexPair = {
        web: added.web,
        web_type: WEB_TYPES.dex,
        exchange: venue.exchange,
        yenUnit1: added.yenUnit1,
        yenUnit2: added.yenUnit2,
      };
      showToast(t('addToken.added', { pair: pairLabel(pair), exchange: venue.exchange }), 3000, 'success');
      onAdded(pair);
      onClose();
    } catch (error) {
      setErrors(
        error instanceof ApiCallError ? tokenErrorsOfRefusal(error.code, error.message, error.data) : { form: { text: String(error) } },
      );
    } finally {
      setSending(false);
    }
  };

  const textField = (field: TextField, label: string, hint?: string) => {
    const problem = errors[field];
    return (
      <LabelledInput
        name={field}
        label={label}
        value={draft[field]}
        onChange={(value) => setDraft((old) => ({ ...old, [field]: value }))}
        inputMode={field === 'decimals' || field === 'fee' ? 'decimal' : undefined}
        className={`${field === 'address' || field === 'pairAddress' ? 'font-mono text-xs' : ''} ${problem ? 'input-error' : ''}`}
        hint={
          problem ? (
            <span className="text-error text-xs" role="alert" data-testid={`add-token-error-${field}`}>
              {problemText(problem)}
            </span>
          ) : hint ? (
            <span className="text-xs opacity-60">{hint}</span>
          ) : null
        }
      />
    );
  };

  return (
    <Modal title={t('addToken.title', { exchange: venue.exchange })} onClose={onClose} busy={sending}>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="add-token-form">
        <p className="text-sm opacity-70">{t('addToken.intro')}</p>
        {textField('address', t('addToken.address'))}
        <LabelledSelect
          label={t('addToken.quote')}
          value={draft.quote}
          choices={quotes.map((quote) => ({ value: quote, label: quote }))}
          onChange={(quote) => setDraft((old) => ({ ...old, quote }))}
        />
        {errors.quote && <span className="text-error -mt-2 text-xs">{problemText(errors.quote)}</span>}
        {textField('symbol', t('addToken.symbol'), t('addToken.symbolHint'))}
        <div className="grid gap-3 sm:grid-cols-2">
          {textField('decimals', t('addToken.decimals'), t('addToken.fromChain'))}
          {textField('fee', t('addToken.fee'), t('addToken.feeHint'))}
        </div>
        {textField('pairAddress', t('addToken.pairAddress'), t('addToken.pairAddressHint'))}
        {errors.form && (
          <p className="alert alert-error alert-soft text-sm" role="alert" data-testid="add-token-error">
            {problemText(errors.form)}
          </p>
        )}
        <DialogActions busy={sending} onCancel={onClose}>
          {t('addToken.submit')}
        </DialogActions>
      </form>
    </Modal>
  );
}

// The form of one bot kind: the market, then the kind's parameters generated from its schema
// (main ones first, pace and precision under "More settings"). A DEX or NFT kind trades on a DEX
// venue from one of the user's wallet groups on that venue's chain; an NFT kind asks for no pair, the
// collection it trades (the venue's only one chosen already) is its market. The form is checked with the
// server's own schema before sending; each error shows beside its field in the user's language.
// Saving a running bot unchanged is refused here with the spec's message; saving it changed
// restarts it. The futures bot (Quick Follow) on a futures market may follow its own exchange's
// spot price: the reference exchange offers that exchange too, chosen already for a new bot.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { BotKindEntry } from '../../../shared/bots/catalogue.ts';
import type { PlanAccess } from '../../../shared/bots/levels.ts';
import type { ExchangeAccountView } from '../../../shared/contracts/exchange-accounts/account-view.ts';
import type { RobotView } from '../../../shared/contracts/robot/robot.ts';
import { saveRobot } from '../../../shared/contracts/robot/save-robot.ts';
import { isMessageKey } from '../../../shared/message-key.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiCallError } from '../../lib/api/api-call-error.ts';
import { useWalletGroups } from '../../components/wallet-groups/use-wallet-groups.ts';
import { api } from '../../lib/api/api.ts';
import { useWebList } from '../../lib/market-lists.ts';
import { addressProblem } from './field-presentation.ts';
import {
  type FormValues,
  fieldsOf,
  initialValues,
  isShown,
  presentedField,
  toParams,
  withOwnVenueDefault,
  withPairDefaults,
} from './kind-fields.ts';
import {
  asksForPair,
  COLLECTION_PARAM,
  cexAccounts,
  chainOf,
  collectionsOf,
  type MarketChoice,
  onFuturesMarket,
  shortAddress,
  startingCollection,
  tradesOnDex,
  venueFamily,
} from './market-venues.ts';
import { MarketPicker } from './market-picker.tsx';
import { type FieldContext, ParamInput } from './param-input.tsx';
import { checkDraft, type DraftErrors, isActive, unchangedActiveBot } from './robot-draft.ts';

const FORM = 'form';

export function RobotForm({
  kind,
  editing,
  accounts,
  access,
  initialMarket,
  onSaved,
}: {
  kind: BotKindEntry;
  editing: RobotView | null;
  accounts: readonly ExchangeAccountView[] | null;
  /** What the user's plan grants (null until known). */
  access: PlanAccess | null;
  initialMarket: MarketChoice;
  onSaved(robot: RobotView): void;
}) {
  const { t } = useTranslation(['bots', 'messages']);
  const fields = useMemo(() => fieldsOf(kind), [kind]);
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, editing?.params));
  const [market, setMarket] = useState<MarketChoice>(initialMarket);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const running = editing !== null && isActive(editing.status);
  const onDex = tradesOnDex(kind);
  const pairAsked = asksForPair(kind);
  const webList = useWebList();
  const chain = onDex ? chainOf(webList, market.web) : null;
  const usesGroups = fields.some((field) => field.type === 'walletGroup');
  const groups = useWalletGroups(usesGroups ? chain : null);

  // The accounts, the venues' default pairs and the user's plan (which market a new futures bot
  // starts on) may arrive after the form opened: a market the user has not touched follows them,
  // otherwise what is still empty is filled.
  const { web: startWeb, base: startBase, quote: startQuote, futures: startFutures = false } = initialMarket;
  const marketTouched = useRef(false);
  useEffect(() => {
    const start: MarketChoice = { web: startWeb, base: startBase, quote: startQuote, ...(startFutures ? { futures: true } : {}) };
    const fill = (current: MarketChoice) =>
      (!current.web && start.web) || (current.web === start.web && !current.base && !current.quote && start.base);
    setMarket((current) => (!marketTouched.current || fill(current) ? start : current));
    setErrors((current) => {
      const { web: _w, yenUnit1: _b, yenUnit2: _q, ...rest } = current;
      return start.web && (start.base || !pairAsked) ? rest : current;
    });
  }, [startWeb, startBase, startQuote, startFutures, pairAsked]);

  // An NFT bot's collection is its market: the venue's only one is chosen, also once the venues arrive.
  const onlyCollection = pairAsked ? '' : startingCollection(webList, market.web);
  useEffect(() => {
    if (!onlyCollection) return;
    setValues((current) => (current[COLLECTION_PARAM] ? current : { ...current, [COLLECTION_PARAM]: onlyCollection }));
  }, [onlyCollection]);

  // A new bot's index or reference pair is the market's pair until the user writes another.
  const pair = market.base.trim() && market.quote.trim() ? `${market.base.trim()}/${market.quote.trim()}`.toUpperCase() : '';
  const shownPair = useRef('');
  const creating = editing === null;
  useEffect(() => {
    if (!creating) return;
    setValues((current) => withPairDefaults(kind.key, fields, current, pair, shownPair.current));
    shownPair.current = pair;
  }, [creating, kind.key, fields, pair]);

  // The futures bot on a futures market follows its own exchange's spot price unless the user
  // chooses another exchange; off futures that default is cleared (a spot bot cannot follow itself).
  const futures = onFuturesMarket(kind, market);
  const ownWeb = futures ? market.web : '';
  const shownOwnWeb = useRef(
    editing && onFuturesMarket(kind, initialMarket) && editing.params.reference_web === editing.web ? editing.web : '',
  );
  useEffect(() => {
    setValues((current) => withOwnVenueDefault(kind.key, fields, current, ownWeb, shownOwnWeb.current));
    shownOwnWeb.current = ownWeb;
  }, [kind.key, fields, ownWeb]);

  const message = (key: string) => (isMessageKey(key) ? t(`messages:${key}`) : key);
  const venue = { solana: onDex && venueFamily(webList, market.web) === 'solana' };
  const shown = fields.filter((field) => isShown(kind.key, field, values, venue)).map((field) => presentedField(field, values, venue));
  // An NFT kind's collection stands beside the venue, as its market.
  const marketFields = pairAsked ? [] : shown.filter((field) => field.name === COLLECTION_PARAM);
  const params = shown.filter((field) => !marketFields.includes(field));
  const main = params.filter((field) => !field.more);
  const more = params.filter((field) => field.more);
  const otherVenues = cexAccounts(accounts ?? [], webList)
    .filter((account) => account.web !== market.web)
    .map((account) => ({ value: account.web, label: account.exchange }));
  const ownName =
    accounts?.find((account) => account.web === market.web)?.exchange ?? webList.find((entry) => entry.web === market.web)?.exchange;
  const context: FieldContext = {
    onDex,
    // On futures the bot's own exchange comes first: its spot price is the one a perpetual follows.
    venues:
      futures && market.web
        ? [{ value: market.web, label: t('form.ownExchangeSpot', { exchange: ownName ?? market.web }) }, ...otherVenues]
        : otherVenues,
    chainGroups: { chain, ...groups },
    // The NFT kinds trade one collection of the venue's marketplace.
    addresses: {
      collection_address: collectionsOf(webList, market.web).map((collection) => ({
        value: collection.address,
        label: t('form.collectionOption', { name: collection.name, symbol: collection.symbol, address: shortAddress(collection.address) }),
      })),
    },
    // The server knows an NFT bot's market from the venue's collections alone.
    knownOnly: new Set(pairAsked ? [] : [COLLECTION_PARAM]),
    solana: venue.solana,
  };

  const change = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, [FORM]: _form, ...rest }) => rest);
  };

  // An address can be judged on its own: a mistyped one is told as the user leaves the field.
  const leave = (name: string) => {
    const field = fields.find((candidate) => candidate.name === name);
    const value = values[name];
    if (field?.type !== 'address' || typeof value !== 'string') return;
    const problem = addressProblem(value, venue);
    if (problem) setErrors((current) => ({ ...current, [name]: problem }));
  };

  const changeMarket = (next: MarketChoice) => {
    marketTouched.current = true;
    // A wallet group belongs to one chain: another venue's chain needs another group.
    if (usesGroups && chainOf(webList, next.web) !== chain) setValues((current) => ({ ...current, wallet_group_id: '' }));
    // A collection is one venue's: another venue starts on its own only one, or on none.
    if (!pairAsked && next.web !== market.web)
      setValues((current) => ({ ...current, [COLLECTION_PARAM]: startingCollection(webList, next.web) }));
    setMarket(next);
    setErrors(({ web: _w, yenUnit1: _b, yenUnit2: _q, [FORM]: _f, ...rest }) => rest);
  };

  const submit = async () => {
    const checked = checkDraft(kind.key, market, toParams(kind.key, fields, values, venue), editing?.id);
    if (!checked.ok) {
      setErrors(checked.errors);
      // After React has marked the fields: the first one in error takes focus, unless the user has
      // moved on to a field meanwhile (taking it away would send their typing into another field).
      const focusedAtSubmit = document.activeElement;
      requestAnimationFrame(() => {
        if (document.activeElement !== focusedAtSubmit) return;
        document.querySelector<HTMLElement>('#robot-form [aria-invalid="true"]')?.focus();
      });
      return;
    }
    if (editing && unchangedActiveBot(editing, checked.draft)) {
      setErrors({ [FORM]: `code.${CODE.botSameParameters}` });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await api.call(saveRobot, checked.draft, {
        web: market.web,
        ...(pairAsked ? { currencyPair: `${market.base}/${market.quote}` } : {}),
      });
      onSaved(answer.robot);
    } catch (error) {
      setErrors(errorsOfCall(error, new Set([...MARKET_FIELDS, ...shown.map((field) => field.name)])));
    } finally {
      setBusy(false);
    }
  };

  const input = (field: (typeof fields)[number]) => (
    <ParamInput
      key={field.name}
      field={field}
      values={values}
      error={errors[field.name] ? message(errors[field.name]!) : undefined}
      context={context}
      onChange={change}
      onBlur={leave}
    />
  );
  const grid = (list: typeof fields) => <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">{list.map(input)}</div>;

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-label={t(kind.nameKey)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm opacity-70">{t(kind.descriptionKey)}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('form.market')}</legend>
        <MarketPicker
          kind={kind}
          accounts={accounts}
          access={access}
          value={market}
          errors={{
            web: errors.web ? message(errors.web) : undefined,
            yenUnit1: errors.yenUnit1 ? message(errors.yenUnit1) : undefined,
            yenUnit2: errors.yenUnit2 ? message(errors.yenUnit2) : undefined,
          }}
          disabled={running}
          onChange={changeMarket}
        >
          {/* A running bot keeps its market, an NFT bot's collection too. */}
          {marketFields.length > 0 && (
            <fieldset disabled={running} className="min-w-0">
              {marketFields.map(input)}
            </fieldset>
          )}
        </MarketPicker>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('add.parameters')}</legend>
        {grid(main)}
      </fieldset>
      {more.length > 0 && (
        <details className="collapse collapse-arrow border-base-300 bg-base-100/40 border" open={more.some((field) => errors[field.name])}>
          <summary className="collapse-title min-h-0 py-3 text-sm font-semibold">{t('form.more')}</summary>
          <div className="collapse-content">{grid(more)}</div>
        </details>
      )}
      {kind.movesMarket && <p className="text-warning text-sm">{t('form.movesMarketNote')}</p>}
      {running && <p className="text-sm opacity-70">{t('form.restartNote')}</p>}
      {errors[FORM] && (
        <div role="alert" className="alert alert-warning alert-soft text-sm" data-testid="form-error">
          {message(errors[FORM])}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy || (!onDex && accounts?.length === 0)}>
          {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {editing ? t('form.saveChanges') : t('form.create')}
        </button>
      </div>
    </form>
  );
}

/** The market's own fields: errors beside the venue and the coins. */
const MARKET_FIELDS = ['web', 'yenUnit1', 'yenUnit2'];

/** A refused save: the rule's message beside its field shown (1010), otherwise for the whole form. */
function errorsOfCall(error: unknown, shown: ReadonlySet<string>): DraftErrors {
  if (!(error instanceof ApiCallError)) return { [FORM]: String(error) };
  const issues = (error.data as { issues?: Array<{ path?: unknown; message?: string }> } | null)?.issues;
  if (error.code === CODE.invalidParams && Array.isArray(issues) && issues.length > 0) {
    const errors: DraftErrors = {};
    for (const issue of issues) {
      const path = pathOf(issue.path);
      const named = path[0] === 'params' && path[1] !== undefined ? String(path[1]) : String(path[0] ?? FORM);
      const field = shown.has(named) ? named : FORM;
      errors[field] ??= issue.message ?? error.message;
    }
    return errors;
  }
  return { [FORM]: error.message };
}

/** An issue's path: the server writes it "params.buy_below", a schema as ['params', 'buy_below']. */
const pathOf = (path: unknown): unknown[] => (Array.isArray(path) ? path : typeof path === 'string' && path !== '' ? path.split('.') : []);

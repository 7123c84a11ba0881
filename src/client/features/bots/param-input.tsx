// One parameter of a bot form: its label, the control its type needs (a select of choices,
// exchanges, wallet groups or gas multipliers; a percentage with its unit; a contract address), its
// bounds and what the value means as a hint, the spec's advice where a value is allowed but not
// recommended, and its error in the user's language, announced to screen readers.
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { DateTimeField } from '../../components/date-time/date-time-field.tsx';
import { AddressInput, type KnownAddress } from './address-input.tsx';
import { belowRecommended } from './field-presentation.ts';
import type { FormValues, KindField } from './kind-fields.ts';
import { type ChainGroups, WalletGroupSelect } from './wallet-group-select.tsx';

export interface Option {
  value: string;
  label: string;
}

/** What the form knows beyond the field's values: the venues and wallets a field may name. */
export interface FieldContext {
  /** A DEX or NFT kind: an exchange field names the one exchange it watches or hedges on, not a second one. */
  onDex: boolean;
  /** The exchanges (the user's accounts) an exchange field may name. */
  venues: readonly Option[];
  /** The wallet groups on the chain of a DEX or NFT bot's venue. */
  chainGroups: ChainGroups;
  /** Known contract addresses to offer in an address field, by field name (an NFT venue's collections). */
  addresses: Readonly<Record<string, readonly KnownAddress[]>>;
  /** Address fields that take a known address only (an NFT bot's collection, which names its market). */
  knownOnly: ReadonlySet<string>;
  /** A Solana venue: a token's address is its mint (base58), not a 0x contract. */
  solana: boolean;
}

const fmt = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 8 });

export function ParamInput({
  field,
  values,
  error,
  context,
  onChange,
  onBlur,
}: {
  field: KindField;
  values: FormValues;
  error?: string | undefined;
  context: FieldContext;
  onChange(name: string, value: string | boolean): void;
  /** The user left the field: a value that can be judged alone (an address) is checked now. */
  onBlur?(name: string): void;
}) {
  const { t } = useTranslation('bots');
  const id = `param-${field.name}`;
  const value = values[field.name];
  const text = typeof value === 'string' ? value : '';
  const hintId = `${id}-hint`;
  const adviceId = `${id}-advice`;
  const errorId = `${id}-error`;
  const percent = field.unit !== undefined;
  const bounds =
    field.type === 'numberList'
      ? t('form.listHint')
      : field.min !== undefined && field.max !== undefined
        ? t(percent ? 'form.rangePercent' : 'form.range', { min: fmt(field.min), max: fmt(field.max) })
        : undefined;
  const hint = [field.help ? t(field.help) : undefined, bounds].filter(Boolean).join(' ') || undefined;
  const advice = field.recommendedMin !== undefined ? t('form.dexIntervalAdvice', { seconds: field.recommendedMin }) : undefined;
  const adviceBroken = belowRecommended(field.recommendedMin, text);
  const describedBy = [hint && !error ? hintId : '', advice ? adviceId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  const label = (
    <span className="label-text">
      {t(field.label)}
      {!field.required && field.initial === '' && <span className="ml-1 text-xs opacity-60">{t('form.optional')}</span>}
    </span>
  );

  if (field.type === 'boolean') {
    return (
      <label className="label cursor-pointer justify-start gap-3 py-2 sm:col-span-2">
        <input
          id={id}
          type="checkbox"
          className="toggle toggle-sm toggle-primary"
          checked={value === true}
          onChange={(event) => onChange(field.name, event.target.checked)}
        />
        {label}
      </label>
    );
  }

  const select = (options: readonly { value: string; label: string }[], empty: string | null) => (
    <select
      id={id}
      className={`select select-bordered select-sm w-full ${error ? 'select-error' : ''}`}
      value={text}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      onChange={(event) => onChange(field.name, event.target.value)}
    >
      {empty !== null && <option value="">{empty}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );

  let control: ReactNode;
  if (field.type === 'choice') {
    const options = (field.options ?? []).map((option) => ({ value: option, label: t(`options.${option}`) }));
    control = select(options, text === '' ? t('form.choose') : null);
  } else if (field.type === 'gasMultiplier') {
    const choices = field.options ?? [];
    // A saved multiplier between the whole steps (the schema allows 2.5) stays choosable.
    const shown = text !== '' && !choices.includes(text) ? [...choices, text] : choices;
    const options = shown.map((option) => ({
      value: option,
      label: option === '0' ? t('form.gasAdaptive') : t('form.gasTimes', { value: option }),
    }));
    control = select(options, text === '' ? t('form.choose') : null);
  } else if (field.type === 'venue') {
    const none = context.onDex ? t('form.noCexAccount') : t('form.noOtherAccount');
    control = select(context.venues, context.venues.length === 0 ? none : t('form.choose'));
  } else if (field.type === 'walletGroup') {
    control = (
      <WalletGroupSelect
        id={id}
        value={text}
        chainGroups={context.chainGroups}
        invalid={invalid}
        describedBy={describedBy}
        onChange={(next) => onChange(field.name, next)}
      />
    );
  } else if (field.type === 'time') {
    control = (
      <DateTimeField
        id={id}
        value={text}
        small
        invalid={invalid}
        describedBy={describedBy}
        onChange={(next) => onChange(field.name, next)}
      />
    );
  } else if (field.type === 'address') {
    control = (
      <AddressInput
        id={id}
        value={text}
        known={context.addresses[field.name] ?? []}
        knownOnly={context.knownOnly.has(field.name)}
        solana={context.solana}
        invalid={invalid}
        describedBy={describedBy}
        onChange={(next) => onChange(field.name, next)}
        onBlur={() => onBlur?.(field.name)}
      />
    );
  } else {
    const numeric = field.type === 'number' || field.type === 'integer';
    const input = (
      <input
        id={id}
        type="text"
        inputMode={numeric ? (field.type === 'integer' ? 'numeric' : 'decimal') : undefined}
        autoComplete="off"
        spellCheck={false}
        className={
          percent
            ? 'min-w-0 grow tabular-nums'
            : `input input-bordered input-sm w-full ${numeric ? 'tabular-nums' : ''} ${error ? 'input-error' : ''}`
        }
        value={text}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        onChange={(event) => onChange(field.name, event.target.value)}
      />
    );
    // The unit sits inside the field's frame, outside its label, so the field's name stays the label alone.
    control = percent ? (
      <div className={`input input-bordered input-sm w-full ${error ? 'input-error' : ''}`}>
        {input}
        <span className="text-xs opacity-60" aria-hidden="true">
          {field.unit === 'plusMinusPercent' ? t('form.unitPlusMinusPercent') : t('form.unitPercent')}
        </span>
      </div>
    ) : (
      input
    );
  }

  // A wallet group (with its note when there is none) and a 42-character address need the full width.
  const wide = field.type === 'walletGroup' || field.type === 'address';
  return (
    <div className={`form-control w-full ${wide ? 'sm:col-span-2' : ''}`}>
      <label htmlFor={id} className="label pb-1">
        {label}
      </label>
      {control}
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs opacity-60">
          {hint}
        </p>
      )}
      {advice && (
        <p id={adviceId} className={`mt-1 text-xs ${adviceBroken ? 'text-warning' : 'opacity-60'}`} data-testid={`advice-${field.name}`}>
          {advice}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-error mt-1 text-sm" role="alert" data-testid={`error-${field.name}`}>
          {error}
        </p>
      )}
    </div>
  );
}

// The alert evaluator: pure. Given an alert's thresholds, what it remembers and what was just
// observed of its market, it answers which conditions fire and what it remembers now.
//
// Every condition is edge-triggered with hysteresis: it fires when it becomes true while armed,
// is then disarmed, and is armed again only once the observation has moved back past a reset band
// (so a price hovering at the threshold does not fire a storm). A condition whose data is absent
// from the observation keeps its memory untouched. See docs/alerts.md.
import type { AlarmCondition } from '../../../../shared/contracts/alarm/fields.ts';
import type { ArbitrageVerdict } from './arbitrage-detector.ts';
import { type BalanceSnapshot, dropPercent } from './balance-drop.ts';

/** A price condition re-arms once the price is this fraction back past its threshold (0.2%). */
export const PRICE_RESET_BAND = 0.002;
/** A balance-below condition re-arms once the balance is this fraction above the threshold (1%). */
export const BALANCE_RESET_BAND = 0.01;
/** Percent conditions (jump, drops) re-arm once the measured percent is below half the threshold. */
export const PERCENT_RESET_FACTOR = 0.5;

export interface AlarmThresholds {
  priceAbove: number | null;
  priceBelow: number | null;
  balanceBelow: number | null;
  jumpPercent: number | null;
  /** null when the hourly drop is not enabled. */
  hourlyDropPercent: number | null;
  /** null when the 10-minute snapshot drop is not enabled. */
  snapshotDropPercent: number | null;
  arbitrageBot: boolean;
}

/** What an alert remembers between evaluations: the conditions that fired and have not reset (when they fired). */
export interface AlarmMemory {
  disarmed: Partial<Record<AlarmCondition, number>>;
}

export const freshMemory = (): AlarmMemory => ({ disarmed: {} });

export interface PriceObservation {
  last: number;
  /** Lowest and highest price of the jump window, the last one included. */
  low: number;
  high: number;
  windowMinutes: number;
}

export interface SnapshotObservation {
  latest: BalanceSnapshot;
  /** The snapshot before the latest (about 10 minutes earlier), when there is one. */
  previous: BalanceSnapshot | null;
  /** The snapshot about an hour before the latest, when there is one. */
  hourAgo: BalanceSnapshot | null;
}

export interface Observation {
  at: number;
  price?: PriceObservation;
  /** Total (free + locked) of the watched token on the bound account. */
  balance?: number;
  snapshots?: SnapshotObservation;
  arbitrage?: ArbitrageVerdict;
}

export interface Firing {
  condition: AlarmCondition;
  /** The figures of the reason, for the record and the message. */
  values: Record<string, number>;
}

export interface Evaluation {
  memory: AlarmMemory;
  firings: Firing[];
  /** True when the memory differs from the one given (worth saving). */
  changed: boolean;
}

/** One condition's reading: whether it holds, whether it has reset, and its figures. */
interface Reading {
  condition: AlarmCondition;
  holds: boolean;
  reset: boolean;
  values: Record<string, number>;
}

function priceReadings(t: AlarmThresholds, price: PriceObservation): Reading[] {
  const readings: Reading[] = [];
  if (t.priceAbove !== null) {
    readings.push({
      condition: 'price_above',
      holds: price.last >= t.priceAbove,
      reset: price.last < t.priceAbove * (1 - PRICE_RESET_BAND),
      values: { threshold: t.priceAbove, price: price.last },
    });
  }
  if (t.priceBelow !== null) {
    readings.push({
      condition: 'price_below',
      holds: price.last <= t.priceBelow,
      reset: price.last > t.priceBelow * (1 + PRICE_RESET_BAND),
      values: { threshold: t.priceBelow, price: price.last },
    });
  }
  if (t.jumpPercent !== null && price.low > 0 && price.high > 0) {
    // The larger of the rise from the window's low and the fall from its high, as a percent.
    const rise = ((price.last - price.low) / price.low) * 100;
    const fall = ((price.high - price.last) / price.high) * 100;
    const move = Math.max(rise, fall);
    readings.push({
      condition: 'price_jump',
      holds: move >= t.jumpPercent,
      reset: move < t.jumpPercent * PERCENT_RESET_FACTOR,
      values: {
        threshold: t.jumpPercent,
        percent: round(rise >= fall ? move : -move, 4),
        price: price.last,
        from: rise >= fall ? price.low : price.high,
        window: price.windowMinutes,
      },
    });
  }
  return readings;
}

function balanceReading(t: AlarmThresholds, balance: number): Reading[] {
  if (t.balanceBelow === null) return [];
  return [
    {
      condition: 'balance_below',
      holds: balance < t.balanceBelow,
      reset: balance >= t.balanceBelow * (1 + BALANCE_RESET_BAND),
      values: { threshold: t.balanceBelow, balance },
    },
  ];
}

function dropReading(condition: AlarmCondition, threshold: number | null, from: BalanceSnapshot | null, to: BalanceSnapshot): Reading[] {
  if (threshold === null || from === null) return [];
  const drop = dropPercent(from, to);
  if (drop === null) return [];
  return [
    {
      condition,
      holds: drop.percent >= threshold,
      reset: drop.percent < threshold * PERCENT_RESET_FACTOR,
      values: {
        threshold,
        percent: round(drop.percent, 4),
        from: drop.fromValue,
        to: drop.toValue,
        price: to.price,
        minutes: drop.minutes,
      },
    },
  ];
}

function arbitrageReading(t: AlarmThresholds, verdict: ArbitrageVerdict): Reading[] {
  if (!t.arbitrageBot) return [];
  return [
    {
      condition: 'arbitrage_bot',
      holds: verdict.detected,
      reset: !verdict.detected,
      values: {
        hits: verdict.hits,
        cadence_seconds: round(verdict.meanIntervalSeconds, 2),
        regularity: round(verdict.intervalVariation, 3),
        adverse_share: round(verdict.adverseShare, 3),
      },
    },
  ];
}

export function evaluateAlarm(thresholds: AlarmThresholds, memory: AlarmMemory, observation: Observation): Evaluation {
  const readings: Reading[] = [
    ...(observation.price ? priceReadings(thresholds, observation.price) : []),
    ...(observation.balance !== undefined ? balanceReading(thresholds, observation.balance) : []),
    ...(observation.snapshots
      ? [
          ...dropReading('snapshot_drop', thresholds.snapshotDropPercent, observation.snapshots.previous, observation.snapshots.latest),
          ...dropReading('hourly_drop', thresholds.hourlyDropPercent, observation.snapshots.hourAgo, observation.snapshots.latest),
        ]
      : []),
    ...(observation.arbitrage ? arbitrageReading(thresholds, observation.arbitrage) : []),
  ];

  const disarmed = { ...memory.disarmed };
  const firings: Firing[] = [];
  let changed = false;
  for (const reading of readings) {
    const armed = disarmed[reading.condition] === undefined;
    if (armed && reading.holds) {
      firings.push({ condition: reading.condition, values: reading.values });
      disarmed[reading.condition] = observation.at;
      changed = true;
    } else if (!armed && reading.reset) {
      delete disarmed[reading.condition];
      changed = true;
    }
  }
  return { memory: { disarmed }, firings, changed };
}

/** Forgets conditions the alert no longer has (after an edit), so a re-enabled one starts armed. */
export function keepConditions(memory: AlarmMemory, conditions: readonly AlarmCondition[]): AlarmMemory {
  const disarmed: AlarmMemory['disarmed'] = {};
  for (const condition of conditions) {
    const since = memory.disarmed[condition];
    if (since !== undefined) disarmed[condition] = since;
  }
  return { disarmed };
}

/** Reads a stored memory defensively (a row written by an older version, or empty). */
export function memoryOf(stored: unknown): AlarmMemory {
  const disarmed = (stored as { disarmed?: unknown } | null)?.disarmed;
  if (!disarmed || typeof disarmed !== 'object') return freshMemory();
  const result: AlarmMemory['disarmed'] = {};
  for (const [condition, since] of Object.entries(disarmed)) {
    if (typeof since === 'number') result[condition as AlarmCondition] = since;
  }
  return { disarmed: result };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

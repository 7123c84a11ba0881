// The alert in its three shapes: the stored row, the rule of the form (the shared contract), and
// what the evaluator reads (thresholds). One place converts between them.
import {
  ALARM_CHANNELS,
  type AlarmChannel,
  type AlarmCondition,
  type AlarmRule,
  conditionsOf,
} from '../../../shared/contracts/alarm/fields.ts';
import type { AlarmView } from '../../../shared/contracts/alarm/alarm-view.ts';
import type { alarms } from '../../db/schema/index.ts';
import type { AlarmThresholds } from './evaluation/evaluate-alarm.ts';
import type { MarketKey } from './ports.ts';

export type AlarmRow = typeof alarms.$inferSelect;
export type AlarmValues = Omit<typeof alarms.$inferInsert, 'id' | 'userId' | 'createdAt'>;

export function valuesOfRule(rule: AlarmRule): AlarmValues {
  return {
    web: rule.web,
    webType: rule.web_type,
    base: rule.yenUnit1,
    quote: rule.yenUnit2,
    remark: rule.remark,
    priceAbove: rule.price_above,
    priceBelow: rule.price_below,
    balanceAsset: rule.balance_asset === rule.yenUnit1 ? '' : rule.balance_asset,
    balanceBelow: rule.balance_below,
    jumpPercent: rule.jump_percent,
    jumpWindowMinutes: rule.jump_window_minutes,
    hourlyDropEnabled: rule.hourly_drop_enabled,
    hourlyDropPercent: rule.hourly_drop_percent,
    snapshotDropEnabled: rule.snapshot_drop_enabled,
    snapshotDropPercent: rule.snapshot_drop_percent,
    arbitrageBot: rule.arbitrage_bot,
    stopRobots: rule.stop_robots,
    channels: rule.channels.join(','),
    status: rule.status,
  };
}

export const channelsOf = (row: Pick<AlarmRow, 'channels'>): AlarmChannel[] =>
  ALARM_CHANNELS.filter((channel) => row.channels.split(',').includes(channel));

export const marketOf = (row: AlarmRow): MarketKey => ({ web: row.web, webType: row.webType, base: row.base, quote: row.quote });

/** The token balance_below watches. */
export const watchedAssetOf = (row: AlarmRow) => row.balanceAsset || row.base;

export function thresholdsOf(row: AlarmRow): AlarmThresholds {
  return {
    priceAbove: row.priceAbove,
    priceBelow: row.priceBelow,
    balanceBelow: row.balanceBelow,
    jumpPercent: row.jumpPercent,
    hourlyDropPercent: row.hourlyDropEnabled ? row.hourlyDropPercent : null,
    snapshotDropPercent: row.snapshotDropEnabled ? row.snapshotDropPercent : null,
    arbitrageBot: row.arbitrageBot,
  };
}

export function ruleOfRow(row: AlarmRow): AlarmRule {
  return {
    web: row.web,
    web_type: row.webType as AlarmRule['web_type'],
    yenUnit1: row.base,
    yenUnit2: row.quote,
    remark: row.remark,
    price_above: row.priceAbove,
    price_below: row.priceBelow,
    balance_asset: row.balanceAsset || row.base,
    balance_below: row.balanceBelow,
    jump_percent: row.jumpPercent,
    jump_window_minutes: row.jumpWindowMinutes,
    hourly_drop_enabled: row.hourlyDropEnabled,
    hourly_drop_percent: row.hourlyDropPercent,
    snapshot_drop_enabled: row.snapshotDropEnabled,
    snapshot_drop_percent: row.snapshotDropPercent,
    arbitrage_bot: row.arbitrageBot,
    stop_robots: row.stopRobots,
    channels: channelsOf(row),
    status: row.status as AlarmRule['status'],
  };
}

export const conditionsOfRow = (row: AlarmRow): AlarmCondition[] => conditionsOf(ruleOfRow(row));

/** The conditions whose thresholds (and market) an edit leaves as they were. */
export function unchangedConditions(row: AlarmRow, values: AlarmValues): AlarmCondition[] {
  const sameMarket = row.web === values.web && row.webType === values.webType && row.base === values.base && row.quote === values.quote;
  if (!sameMarket) return [];
  const same: Record<AlarmCondition, boolean> = {
    price_above: row.priceAbove === values.priceAbove,
    price_below: row.priceBelow === values.priceBelow,
    balance_below: row.balanceBelow === values.balanceBelow && row.balanceAsset === values.balanceAsset,
    price_jump: row.jumpPercent === values.jumpPercent && row.jumpWindowMinutes === values.jumpWindowMinutes,
    hourly_drop: row.hourlyDropPercent === values.hourlyDropPercent,
    snapshot_drop: row.snapshotDropPercent === values.snapshotDropPercent,
    arbitrage_bot: true,
  };
  return conditionsOfRow(row).filter((condition) => same[condition]);
}

const PRICE_CONDITIONS: readonly AlarmCondition[] = ['price_above', 'price_below', 'price_jump'];
export const watchesPrice = (row: AlarmRow) => conditionsOfRow(row).some((condition) => PRICE_CONDITIONS.includes(condition));
export const watchesAccount = (row: AlarmRow) => row.balanceBelow !== null || row.arbitrageBot;
export const watchesSnapshots = (row: AlarmRow) => row.hourlyDropEnabled || row.snapshotDropEnabled;

export function viewOf(row: AlarmRow, exchange: string, now: number): AlarmView {
  const rule = ruleOfRow(row);
  const dismissed = row.dismissedUntil && row.dismissedUntil.getTime() > now ? row.dismissedUntil.getTime() : null;
  return {
    id: row.id,
    exchange,
    ...rule,
    dismissed_until: dismissed,
    last_fired_at: row.lastFiredAt?.getTime() ?? null,
    created_at: row.createdAt.getTime(),
    updated_at: row.updatedAt.getTime(),
  };
}

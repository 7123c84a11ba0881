export { collect } from './collect.ts';
export { collectCancel } from './collect-cancel.ts';
export { collectList } from './collect-list.ts';
export { getKline, KLINE_PERIODS } from './get-kline.ts';
export { getPankou } from './get-pankou.ts';
export { getPankouHighLevel } from './get-pankou-high-level.ts';
export { getWebList, type WebListEntry, webListEntry } from './get-web-list.ts';
export * from './pair.ts';

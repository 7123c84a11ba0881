export * from './billing-fields.ts';
export * from './pay-info.ts';
export * from './plan-calls.ts';
export * from './withdraw.ts';

// Numbers and times as the Account List shows them.
const amounts = new Intl.NumberFormat(undefined, { maximumFractionDigits: 8 });

export const formatAmount = (value: number): string => amounts.format(value);

export const formatTime = (ms: number): string => new Date(ms).toLocaleTimeString(undefined, { hour12: false });

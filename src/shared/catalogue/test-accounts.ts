// Designated test accounts (spec §3 "User / session": users.type 1; the demo user is one) start on a
// popular pair of a project token, CAKE/BNB, on any venue that lists it, instead of BTC/USDT, and
// may try every bot family and level whatever their plan (bots/levels.ts accountAccess).
export const TEST_ACCOUNT_TYPE = 1;

export const isTestAccount = (type: number): boolean => type === TEST_ACCOUNT_TYPE;

export const TEST_ACCOUNT_PAIR = { base: 'CAKE', quote: 'BNB' } as const;

// The FAQ (spec §1): topics grouped by subject. Questions and answers live in
// locales/<lng>/faq.json under items.<key>.q and items.<key>.a; the /problem page and the AI
// assistant's suggestions both read this list.
export const FAQ_TOPICS = [
  { group: 'setup', items: ['whatIs', 'connectExchange', 'apiPermissions', 'firstBot'] },
  { group: 'bots', items: ['whichBot', 'rangeBotDelay', 'botStops', 'dexBots'] },
  { group: 'wallets', items: ['mainAndTrading', 'approval', 'gas', 'importExport'] },
  { group: 'billing', items: ['plans', 'paying', 'autoRenew', 'withdraw', 'referral'] },
  { group: 'security', items: ['keysSafe', 'twoFactor', 'ipCheck', 'lostAccess'] },
] as const;

export type FaqGroup = (typeof FAQ_TOPICS)[number]['group'];

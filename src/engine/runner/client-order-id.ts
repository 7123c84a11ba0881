// Client order ids derived from (bot, step): every order a bot sends takes the next step, which is
// written down before the order leaves, so after a crash the runner asks the venue about that id
// instead of sending it again. Venues accept [A-Za-z0-9_-]{1,36} (Binance); "mm<bot>s<step>" fits.

export const clientOrderId = (botId: number, step: number) => `mm${botId}s${step}`;

/** The prefix every order of a bot carries: the runner tells its own orders from others' by it. */
export const botOrderPrefix = (botId: number) => `mm${botId}s`;

/** The bot and step of one of our client order ids, or null for any other id. */
export function parseClientOrderId(id: string | null | undefined): { botId: number; step: number } | null {
  const match = id ? /^mm(\d+)s(\d+)$/.exec(id) : null;
  return match ? { botId: Number(match[1]), step: Number(match[2]) } : null;
}

// A pair as the user types it: "btc/usdt", "BTC-USDT", "btc usdt" → ["BTC", "USDT"].
const PAIR_TEXT = /^\s*([A-Za-z0-9]{1,20})\s*[/\-_ ]\s*([A-Za-z0-9]{1,20})\s*$/;

/** The base and quote coins, upper case; null when the text is not a pair. */
export function parsePairText(text: string): [string, string] | null {
  const match = PAIR_TEXT.exec(text);
  return match ? [match[1]!.toUpperCase(), match[2]!.toUpperCase()] : null;
}

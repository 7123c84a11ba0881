// Spec §7: "The user's name, exchange, pair and exchange type are appended to the prompt." The
// external providers send the question with this line after it; the embedded one needs none.
import { WEB_TYPES } from '../../../../shared/catalogue/venue-kinds.ts';
import type { AssistantRequest } from './provider.ts';

function exchangeType(webType: number | undefined): string {
  if (webType === undefined) return '';
  if (webType === WEB_TYPES.dex) return 'DEX';
  if (webType === WEB_TYPES.futures) return 'futures CEX';
  return 'spot CEX';
}

export function promptOf(request: AssistantRequest): string {
  const { exchange, pair, web_type } = request.context;
  const facts = [
    `user: ${request.userName}`,
    exchange ? `exchange: ${exchange}` : '',
    pair ? `pair: ${pair}` : '',
    web_type !== undefined ? `exchange type: ${exchangeType(web_type)}` : '',
    `language: ${request.language}`,
  ].filter(Boolean);
  return `${request.question}\n\n[${facts.join('; ')}]`;
}

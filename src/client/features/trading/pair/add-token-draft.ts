// The "Add token" form (spec §3 "New token", /Markets/add_new_token) as data: what the user typed,
// checked before sending, and a refusal from the server put beside the field it concerns. Errors
// are i18n keys (our own in "trading", the contract's in "messages") until they come from the
// server, which answers in the user's language already.
import type { ParsedRequestOf } from '../../../../shared/contracts/define-call.ts';
import { addNewToken } from '../../../../shared/contracts/markets/add-new-token.ts';
import { isMessageKey } from '../../../../shared/message-key.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';

export interface TokenDraft {
  address: string;
  quote: string;
  symbol: string;
  decimals: string;
  fee: string;
  pairAddress: string;
}

export type TokenField = keyof TokenDraft | 'form';
/** A field's problem: a text key to translate, or a message the server has translated. */
export type TokenProblem = { key: string } | { text: string };
export type TokenErrors = Partial<Record<TokenField, TokenProblem>>;

export type TokenRequest = ParsedRequestOf<typeof addNewToken>;

const FIELD_OF_PATH: Record<string, keyof TokenDraft> = {
  address: 'address',
  quote: 'quote',
  token: 'symbol',
  decimals: 'decimals',
  fee: 'fee',
  pair_address: 'pairAddress',
};

/** An optional number field: empty is left out, anything else must be a number. */
function optionalNumber(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export function tokenRequestOf(web: string, draft: TokenDraft): { ok: true; request: TokenRequest } | { ok: false; errors: TokenErrors } {
  const errors: TokenErrors = {};
  const decimals = optionalNumber(draft.decimals);
  if (decimals === null || (decimals !== undefined && !(Number.isInteger(decimals) && decimals >= 0 && decimals <= 36)))
    errors.decimals = { key: 'addToken.errors.decimals' };
  const fee = optionalNumber(draft.fee);
  if (fee === null || (fee !== undefined && !(fee >= 0 && fee <= 10))) errors.fee = { key: 'addToken.errors.fee' };
  const parsed = addNewToken.request.safeParse({
    web,
    address: draft.address,
    quote: draft.quote,
    ...(draft.symbol.trim() ? { token: draft.symbol } : {}),
    ...(typeof decimals === 'number' ? { decimals } : {}),
    ...(typeof fee === 'number' ? { fee } : {}),
    ...(draft.pairAddress.trim() ? { pair_address: draft.pairAddress } : {}),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF_PATH[String(issue.path[0])] ?? 'form';
      errors[field] ??= { key: isMessageKey(issue.message) ? `messages:${issue.message}` : 'messages:validation.incompleteParameters' };
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: parsed.data };
}

/** Which field a refusal code of add_new_token concerns (spec §5 "Token" rules). */
const FIELD_OF_CODE = new Map<number, keyof TokenDraft>([
  [CODE.tokenFormat, 'symbol'],
  [CODE.solanaPairRequired, 'pairAddress'],
  [CODE.tokenNotFound, 'address'],
  [CODE.poolNotFound, 'pairAddress'],
]);

/** A refused call: the server's message beside its field (a code of its own, or 1010's issues), else for the whole form. */
export function tokenErrorsOfRefusal(code: number, message: string, data: unknown): TokenErrors {
  const field = FIELD_OF_CODE.get(code);
  if (field) return { [field]: { text: message } };
  const issues = (data as { issues?: Array<{ path?: unknown; message?: string }> } | null)?.issues;
  if (code === CODE.invalidParams && Array.isArray(issues) && issues.length > 0) {
    const errors: TokenErrors = {};
    for (const issue of issues) {
      const path = Array.isArray(issue.path) ? issue.path[0] : issue.path;
      errors[FIELD_OF_PATH[String(path)] ?? 'form'] ??= { text: issue.message ?? message };
    }
    return errors;
  }
  return { form: { text: message } };
}

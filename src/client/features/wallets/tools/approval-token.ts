// Which token the approval dialog starts on. The page may be opened with ?gas_token= (a refusal
// elsewhere said a token needs approving): it names the token by contract address or by symbol.
// The chain's coin needs no approval, so it is never the choice.
import { NATIVE_TOKEN } from '../../../../shared/contracts/wallet/wallet-fields.ts';
import type { WalletToken } from '../../../../shared/contracts/wallet/wallet-view.ts';

export const CUSTOM_TOKEN = 'custom';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The select's value and, for a contract not listed, the address to put in the custom field. */
export function initialApprovalToken(tokens: readonly WalletToken[], asked: string | undefined): { choice: string; custom: string } {
  const approvable = tokens.filter((token) => token.key !== NATIVE_TOKEN);
  const wanted = asked?.trim() ?? '';
  if (wanted) {
    const known = approvable.find((token) => token.key === wanted.toLowerCase() || token.symbol.toLowerCase() === wanted.toLowerCase());
    if (known) return { choice: known.key, custom: '' };
    if (ADDRESS.test(wanted)) return { choice: CUSTOM_TOKEN, custom: wanted };
  }
  return { choice: approvable[0]?.key ?? CUSTOM_TOKEN, custom: '' };
}

// Whether a transaction may still be processed: its recent blockhash is in the 150-block window, or
// it is a durable-nonce transaction (first instruction AdvanceNonceAccount) whose nonce account
// holds the nonce it names, as the runtime's age check allows. Anything else is BlockhashNotFound.
import type { Address } from '@solana/kit';
import type { BlockhashWindow } from './blockhash-window.ts';
import { toBase58 } from './codecs.ts';
import type { AccountState } from './svm-native.ts';
import type { WireTransaction } from './wire-transaction.ts';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const ADVANCE_NONCE_ACCOUNT = 4;
const NONCE_ACCOUNT_SIZE = 80;
const NONCE_INITIALIZED = 1;

/** The durable nonce stored in a nonce account, base58; null for anything else. */
export function storedNonce(account: AccountState | null): string | null {
  if (!account || account.owner !== SYSTEM_PROGRAM || account.data.length !== NONCE_ACCOUNT_SIZE) return null;
  const view = new DataView(account.data.buffer, account.data.byteOffset, account.data.byteLength);
  if (view.getUint32(4, true) !== NONCE_INITIALIZED) return null;
  return toBase58(account.data.subarray(40, 72));
}

function nonceAccountOf(wire: WireTransaction): Address | null {
  const first = wire.instructions[0];
  if (!first || wire.staticKeys[first.programIdIndex] !== SYSTEM_PROGRAM) return null;
  if (first.data.length < 4 || new DataView(first.data.buffer, first.data.byteOffset, 4).getUint32(0, true) !== ADVANCE_NONCE_ACCOUNT)
    return null;
  const index = first.accounts[0];
  return index === undefined ? null : (wire.staticKeys[index] ?? null);
}

export function hasValidLifetime(
  wire: WireTransaction,
  window: BlockhashWindow,
  currentSlot: number,
  read: (address: Address) => AccountState | null,
): boolean {
  if (window.isValid(wire.blockhash, currentSlot)) return true;
  const nonceAccount = nonceAccountOf(wire);
  return nonceAccount !== null && storedNonce(read(nonceAccount)) === wire.blockhash;
}

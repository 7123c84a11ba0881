// The LiteSVM calls on the hot path of every transaction (account reads before and after, the
// simulation, the execution), made on its native binding. LiteSVM's kit-typed wrapper re-validates
// each address's base58 on every call (~40 µs a read against ~4 µs) and re-encodes every
// transaction it is handed; the node already has the wire bytes and the address bytes (cached
// here), so it passes them straight through.
import type { Address } from '@solana/kit';
import type { FailedTransactionMetadata, LiteSVM, TransactionMetadata } from 'litesvm';
import { Account, type LiteSvm } from 'litesvm/dist/internal.js';
import { addressFromBytes, addressToBytes } from './codecs.ts';

export interface AccountState {
  lamports: bigint;
  /** The program owning the account. */
  owner: Address;
  data: Uint8Array;
  executable: boolean;
}

export type SimulationOutcome =
  | { failed: FailedTransactionMetadata }
  | { meta: TransactionMetadata; postAccounts: { address: Address; state: AccountState | null }[] };

const CACHE_LIMIT = 200_000;
/** Rent epoch u64::MAX: what the runtime stores for rent-exempt accounts today. */
const RENT_EXEMPT_EPOCH = 2n ** 64n - 1n;

export class NativeSvm {
  private readonly bytesByAddress = new Map<string, Uint8Array>();
  private readonly ownerNames = new Map<string, Address>();

  constructor(private readonly svm: LiteSVM) {}

  private get native(): LiteSvm {
    return (this.svm as unknown as { inner: LiteSvm }).inner;
  }

  addressBytes(address: Address): Uint8Array {
    let bytes = this.bytesByAddress.get(address);
    if (!bytes) {
      if (this.bytesByAddress.size >= CACHE_LIMIT) this.bytesByAddress.clear();
      bytes = addressToBytes(address);
      this.bytesByAddress.set(address, bytes);
    }
    return bytes;
  }

  read(address: Address): AccountState | null {
    const account = this.native.getAccount(this.addressBytes(address));
    return account ? this.stateOf(account) : null;
  }

  lamports(address: Address): bigint {
    return this.native.getBalance(this.addressBytes(address)) ?? 0n;
  }

  write(address: Address, state: AccountState): void {
    const account = new Account(state.lamports, state.data, this.addressBytes(state.owner), state.executable, RENT_EXEMPT_EPOCH);
    this.native.setAccount(this.addressBytes(address), account);
  }

  /** Executes wire bytes (signatures checked by LiteSVM; the blockhash is the node's business). */
  send(bytes: Uint8Array, version: 'legacy' | 0): TransactionMetadata | FailedTransactionMetadata {
    return version === 'legacy' ? this.native.sendLegacyTransaction(bytes) : this.native.sendVersionedTransaction(bytes);
  }

  /** Runs wire bytes against the current state and keeps nothing; signatures checked only if asked. */
  simulate(bytes: Uint8Array, version: 'legacy' | 0, sigVerify: boolean): SimulationOutcome {
    this.native.setSigverify(sigVerify);
    try {
      const result = version === 'legacy' ? this.native.simulateLegacyTransaction(bytes) : this.native.simulateVersionedTransaction(bytes);
      if (!('postAccounts' in result)) return { failed: result };
      const postAccounts = result
        .postAccounts()
        .map((entry) => ({ address: addressFromBytes(entry.address), state: this.stateOf(entry.account()) }));
      return { meta: result.meta(), postAccounts };
    } finally {
      this.native.setSigverify(true);
    }
  }

  private stateOf(account: Account): AccountState | null {
    const lamports = account.lamports();
    // The runtime drops an account whose lamports reach zero; LiteSVM may still hold it.
    if (lamports === 0n) return null;
    return { lamports, owner: this.ownerName(account.owner()), data: account.data(), executable: account.executable() };
  }

  private ownerName(bytes: Uint8Array): Address {
    const key = Buffer.from(bytes).toString('latin1');
    let name = this.ownerNames.get(key);
    if (!name) {
      name = addressFromBytes(bytes);
      // Owners are programs: few, so this map stays small.
      if (this.ownerNames.size < 10_000) this.ownerNames.set(key, name);
    }
    return name;
  }
}

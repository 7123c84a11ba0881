// Which accounts exist, by owning program, and which token accounts each wallet and each mint has:
// what getProgramAccounts, getTokenAccountsByOwner and getTokenLargestAccounts need. LiteSVM can
// list a program's accounts only by scanning every account it holds (~0.4 s for 10,000), so the node
// keeps this index itself: an account changes only when a transaction writes it or the node sets
// it, and the node reports both here. A snapshot saves the addresses; a restart re-reads their
// owners and token fields from the restored state.
import type { Address } from '@solana/kit';
import { parseTokenAccount } from './token-accounts.ts';

export interface IndexedAccount {
  owner: string;
  data: Uint8Array;
}

interface TokenEntry {
  mint: Address;
  owner: Address;
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}

export class AccountIndex {
  private readonly byProgram = new Map<string, Set<Address>>();
  private readonly programOf = new Map<Address, string>();
  private readonly tokenByOwner = new Map<Address, Set<Address>>();
  private readonly tokenByMint = new Map<Address, Set<Address>>();
  private readonly tokens = new Map<Address, TokenEntry>();

  /** Records the account's current state; null: it no longer exists. */
  update(address: Address, account: IndexedAccount | null): void {
    const program = this.programOf.get(address);
    if (program !== undefined && program !== account?.owner) {
      removeFrom(this.byProgram, program, address);
      this.programOf.delete(address);
    }
    const token = this.tokens.get(address);
    if (token) {
      removeFrom(this.tokenByOwner, token.owner, address);
      removeFrom(this.tokenByMint, token.mint, address);
      this.tokens.delete(address);
    }
    if (!account) return;
    addTo(this.byProgram, account.owner, address);
    this.programOf.set(address, account.owner);
    const parsed = parseTokenAccount(account.owner, account.data);
    if (!parsed) return;
    this.tokens.set(address, { mint: parsed.mint, owner: parsed.owner });
    addTo(this.tokenByOwner, parsed.owner, address);
    addTo(this.tokenByMint, parsed.mint, address);
  }

  ownedBy(program: string): Address[] {
    return [...(this.byProgram.get(program) ?? [])];
  }

  /** Token accounts whose owner (the wallet, at byte 32) is `owner`. */
  tokenAccountsOf(owner: Address): Address[] {
    return [...(this.tokenByOwner.get(owner) ?? [])];
  }

  tokenAccountsOfMint(mint: Address): Address[] {
    return [...(this.tokenByMint.get(mint) ?? [])];
  }

  addresses(): Address[] {
    return [...this.programOf.keys()];
  }
}

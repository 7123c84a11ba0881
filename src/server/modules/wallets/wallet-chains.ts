// The chains wallets live on (those of the known DEX venues: EVM chains and Solana networks) and,
// per EVM chain, what the wallet tools share: the batched client, the receipt watcher and the
// journalled sender, made once (a Solana network's are in solana-wallet-chain.ts).
import type { Hex } from 'viem';
import type { DexChain } from '../../../engine/connectors/evm/dex-chains.ts';
import type { DexVenueDefinition } from '../../../engine/connectors/evm/dex-venues.ts';
import { JournalledSender, type SendJournal } from '../../../engine/wallets/journalled-sender.ts';
import { ReceiptWatcher } from '../../../engine/wallets/receipt-watcher.ts';
import { WalletChain } from '../../../engine/wallets/wallet-chain.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import type { WalletToken } from '../../../shared/contracts/wallet/wallet-view.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { VenueServices } from '../../venues/venue-services.ts';
import { type SolanaChainTools, SolanaWalletChains } from './solana-wallet-chain.ts';
import type { ChainFamily } from './wallet-key-kinds.ts';

/** What every wallet call may know of a chain, whatever its family. */
export interface ChainSummary {
  key: string;
  name: string;
  family: ChainFamily;
}

export interface ChainTools {
  chain: DexChain;
  venues: DexVenueDefinition[];
  wallet: WalletChain;
  receipts: ReceiptWatcher;
  sender: JournalledSender;
}

export class WalletChains {
  private readonly tools = new Map<string, ChainTools>();
  private readonly solanaChains: SolanaWalletChains;

  constructor(
    private readonly venues: VenueServices,
    private readonly journal: SendJournal,
  ) {
    this.solanaChains = new SolanaWalletChains(venues.solana);
  }

  /** Whether a DEX venue trades on the chain, so it has tools. */
  has(key: string): boolean {
    return this.isEvm(key) || this.solanaChains.has(key);
  }

  private isEvm(key: string): boolean {
    return this.venues.dex.chains().some((candidate) => candidate.chain.key === key);
  }

  /** The chain's key, name and family; 4413 when no DEX venue trades on it. */
  summary(key: string): ChainSummary {
    if (this.isEvm(key)) return { key, name: this.of(key).chain.name, family: 'evm' };
    return { key, name: this.solana(key).network.name, family: 'solana' };
  }

  /** A Solana network's tools; 4413 when no Solana venue trades on it. */
  solana(key: string): SolanaChainTools {
    const tools = this.solanaChains.of(key);
    if (!tools) throw new ApiError(CODE.unknownChain);
    return tools;
  }

  /** An EVM chain's tools; 4413 when no EVM DEX venue trades on it. */
  of(key: string): ChainTools {
    const entry = this.venues.dex.chains().find((candidate) => candidate.chain.key === key);
    if (!entry) throw new ApiError(CODE.unknownChain);
    let tools = this.tools.get(key);
    if (!tools || tools.chain.rpcUrl !== entry.chain.rpcUrl) {
      tools?.receipts.close();
      const wallet = new WalletChain(entry.chain);
      const receipts = new ReceiptWatcher(wallet);
      tools = { chain: entry.chain, venues: entry.venues, wallet, receipts, sender: new JournalledSender(wallet, this.journal, receipts) };
      this.tools.set(key, tools);
    }
    return { ...tools, venues: entry.venues };
  }

  /** The chain's coin first, then every token its venues know (the wrapped coin left out), each once. */
  tokens(key: string, extra: WalletToken[] = []): WalletToken[] {
    if (!this.isEvm(key)) {
      this.solana(key); // 4413 for a chain no venue trades on
      return this.solanaChains.tokens(key, extra);
    }
    const { chain, venues } = this.of(key);
    const list: WalletToken[] = [{ key: NATIVE_TOKEN, symbol: chain.nativeSymbol, decimals: 18 }];
    const seen = new Set([NATIVE_TOKEN, chain.wrappedNative.toLowerCase()]);
    for (const token of [
      ...venues.flatMap((venue) => venue.tokens.map((t) => ({ key: t.address.toLowerCase(), symbol: t.symbol, decimals: t.decimals }))),
      ...extra,
    ]) {
      if (seen.has(token.key)) continue;
      seen.add(token.key);
      list.push(token);
    }
    return list;
  }

  /** The ids of the DEX venues trading on the chain. */
  venueIds(key: string): string[] {
    return this.isEvm(key) ? this.of(key).venues.map((venue) => venue.id) : this.solana(key).venues.map((venue) => venue.id);
  }

  /** A token of the chain by key; 4111-style refusal is the caller's. */
  token(key: string, token: string, extra: WalletToken[] = []): WalletToken | undefined {
    return this.tokens(key, extra).find((candidate) => candidate.key === token);
  }

  close(): void {
    for (const tools of this.tools.values()) tools.receipts.close();
    this.tools.clear();
  }
}

export type FaucetKeys = Map<string, Hex>;

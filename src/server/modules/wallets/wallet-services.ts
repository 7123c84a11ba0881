// Builds the wallet module's repositories and chain tools once; each call handler takes this.
import type { Address as SolanaAddress } from '@solana/kit';
import { and, eq, inArray } from 'drizzle-orm';
import { type Address, formatUnits } from 'viem';
import { readBalances } from '../../../engine/wallets/balance-reader.ts';
import { readSolanaBalanceTable } from '../../../engine/wallets/solana/solana-balances.ts';
import type { WalletToken, WalletView } from '../../../shared/contracts/wallet/wallet-view.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { dexTokens } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { sendJournal } from './send-journal.ts';
import { solanaSendJournal } from './solana-send-journal.ts';
import { WalletChains } from './wallet-chains.ts';
import { walletKeysOf } from './wallet-key-kinds.ts';
import type { WalletDeps } from './wallet-deps.ts';
import { type WalletRow, walletRepository } from './wallet-repository.ts';

export function walletServices(deps: WalletDeps) {
  const repo = walletRepository(deps.db);
  const journal = sendJournal(deps.db);
  const solanaJournal = solanaSendJournal(deps.db);
  const chains = new WalletChains(deps.venues, journal);

  /** How the chain's keys and addresses are written (4413 for a chain no venue trades on). */
  const keysOf = (chain: string) => walletKeysOf(chains.summary(chain).family);

  /** Tokens the user added on the chain's venues (add_new_token). */
  async function addedTokens(userId: number, chain: string): Promise<WalletToken[]> {
    const rows = await deps.db
      .select()
      .from(dexTokens)
      .where(and(eq(dexTokens.userId, userId), inArray(dexTokens.web, chains.venueIds(chain))));
    const keys = keysOf(chain);
    return rows.map((row) => ({ key: keys.normalise(row.address), symbol: row.symbol, decimals: row.decimals }));
  }

  async function tokensOf(userId: number, chain: string): Promise<WalletToken[]> {
    return chains.tokens(chain, await addedTokens(userId, chain));
  }

  /** A token of the chain the user may move; 4111 when the chain has no such token for them. */
  async function tokenOf(userId: number, chain: string, key: string): Promise<WalletToken> {
    const token = (await tokensOf(userId, chain)).find((candidate) => candidate.key === key);
    if (!token) throw new ApiError(CODE.tokenNotFound, 'code.4111', { params: { chain } });
    return token;
  }

  /** Reads the wallets' balances of the tokens from the chain and keeps them. */
  async function refreshBalances(chain: string, rows: WalletRow[], tokens: WalletToken[]) {
    const readAt = new Date(deps.now());
    const keys = tokens.map((token) => token.key);
    const table: Map<string, Map<string, bigint>> = chains.summary(chain).family === 'solana'
      ? await readSolanaBalanceTable(
          chains.solana(chain).rpc,
          rows.map((row) => row.address as SolanaAddress),
          keys,
        )
      : await readBalances(
          chains.of(chain).wallet,
          rows.map((row) => row.address as Address),
          keys,
        );
    const byAddress = new Map(rows.map((row) => [row.address, row.id]));
    const saved = [...table].flatMap(([address, amounts]) =>
      [...amounts].map(([token, amount]) => ({ walletId: byAddress.get(address)!, token, amount })),
    );
    await repo.saveBalances(saved, readAt);
    return { table, readAt };
  }

  async function views(userId: number, chain: string, rows: WalletRow[], tokens: WalletToken[]): Promise<WalletView[]> {
    const [names, balances, busy] = await Promise.all([
      repo.groupNames(userId, [...new Set(rows.flatMap((row) => (row.groupId ? [row.groupId] : [])))]),
      repo.balances(rows.map((row) => row.id)),
      (chains.summary(chain).family === 'solana' ? solanaJournal.pendingPayers : journal.pendingSenders)(
        chain,
        rows.map((row) => row.address),
      ),
    ]);
    const decimals = new Map(tokens.map((token) => [token.key, token.decimals]));
    const byWallet = new Map<number, typeof balances>();
    for (const balance of balances)
      if (decimals.has(balance.token)) byWallet.set(balance.walletId, [...(byWallet.get(balance.walletId) ?? []), balance]);
    return rows.map((row) => {
      const own = byWallet.get(row.id) ?? [];
      // The oldest of its balances: a bot keeps only its pair's tokens fresh, and the page must not
      // call a wallet fresh while one of its figures is not.
      const readAt = own.reduce<number | null>(
        (oldest, balance) => Math.min(oldest ?? Number.POSITIVE_INFINITY, balance.readAt.getTime()),
        null,
      );
      return {
        id: row.id,
        chain: row.chain,
        address: row.address,
        role: row.role as WalletView['role'],
        group_id: row.groupId,
        group_name: row.groupId ? (names.get(row.groupId) ?? null) : null,
        source: row.source as WalletView['source'],
        enabled: row.enabled,
        ordering: row.ordering,
        restriction: row.restriction as WalletView['restriction'],
        state: !row.enabled ? 'disabled' : busy.has(row.address) ? 'busy' : 'idle',
        balances: Object.fromEntries(
          own.map((balance) => [balance.token, formatUnits(BigInt(balance.amount), decimals.get(balance.token)!)]),
        ),
        balances_at: readAt,
        created_at: row.createdAt.getTime(),
      };
    });
  }

  async function requireMain(userId: number, chain: string): Promise<WalletRow> {
    const main = await repo.main(userId, chain);
    if (!main) throw new ApiError(CODE.mainWalletMissing, 'code.4404', { params: { chain: chains.summary(chain).name } });
    return main;
  }

  /** The caller's wallet on the chain; 4401 for anyone else's (spec §6). */
  async function requireWallet(userId: number, chain: string, id: number): Promise<WalletRow> {
    const row = await repo.byId(userId, id);
    if (!row || row.chain !== chain) throw new ApiError(CODE.walletNotFound);
    return row;
  }

  return { deps, repo, journal, chains, keysOf, tokensOf, tokenOf, refreshBalances, views, requireMain, requireWallet };
}

export type WalletServices = ReturnType<typeof walletServices>;

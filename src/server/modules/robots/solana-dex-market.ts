// A DEX bot's market on a Solana venue: the venue's pair (its tokens and those the user added), the
// pool the strategies see fitted from the venue's quotes (pool-fit.ts; shared by every bot on the
// pair for half a second), the group's trading wallets with their ed25519 keys, balances read in
// one getMultipleAccounts batch (kept for the wallet page, as on EVM), and a swapper that journals
// each swap in solana_sends under the bot and step before it is broadcast. A sniper's pool is
// empty until the venue routes through it, and its launch is the pool's first transaction's slot.
import { type Address, address, type Rpc, type SolanaRpcApi } from '@solana/kit';
import { ChainError } from '../../../engine/connectors/evm/chain-errors.ts';
import { firstTransactionSlot } from '../../../engine/connectors/solana/first-transaction-slot.ts';
import { type CurveRpc, readMint } from '../../../engine/connectors/solana/launch-curve.ts';
import type { SolanaSwapConnector } from '../../../engine/connectors/solana/solana-swap-connector.ts';
import type { SolanaToken, SolanaVenueDefinition } from '../../../engine/connectors/solana/solana-venue-registry.ts';
import { VenueStopError } from '../../../engine/connectors/errors.ts';
import { PoolFit } from '../../../engine/connectors/solana/pool-fit.ts';
import type { DexMarket, DexMarketToken } from '../../../engine/runner/dex/dex-ports.ts';
import type { PoolView } from '../../../engine/runner/dex/dex-types.ts';
import { solanaSwapper } from '../../../engine/runner/dex/solana-swapper.ts';
import type { BotRecord } from '../../../engine/runner/store-port.ts';
import { JournalledSolanaSender } from '../../../engine/wallets/solana/journalled-solana-sender.ts';
import { readSolanaBalanceTable } from '../../../engine/wallets/solana/solana-balances.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import { solanaSwapCost } from '../dex-trade/solana-swap-cost.ts';
import { swapToken } from '../dex-trade/solana-swap-venue.ts';
import { dexTokenRepository } from '../markets/dex-token-repository.ts';
import { solanaPairOf, solanaTokensOf } from '../markets/solana-market.ts';
import { balanceKeeper } from '../wallets/balance-keeping.ts';
import { solanaSendJournal } from '../wallets/solana-send-journal.ts';
import { SOL_DECIMALS } from '../wallets/solana-wallet-chain.ts';
import type { DexAccessDeps } from './chain-access-deps.ts';
import { groupWallets, solanaWalletSigner } from './group-wallets.ts';
import type { SharedReads } from './shared-reads.ts';
import { inNewWalletMode } from '../../../shared/bots/params/new-wallets.ts';
import { botWallets } from '../wallets/bot-wallets.ts';

/** How far back a pool's creation still counts as a launch (an hour of 400 ms slots). */
const LAUNCH_LOOKBACK_SLOTS = 9_000;
/** How long a routed pool's creation may take to show in the confirmed history (a few slots). */
const CONFIRMATION_WAIT_MS = 3_000;

export async function openSolanaMarket(deps: DexAccessDeps, pools: SharedReads<PoolView>, bot: BotRecord): Promise<DexMarket> {
  const venue = deps.venues.solana.get(bot.venue);
  if (!venue) throw new VenueStopError('badSymbol', { venue: bot.venue, operation: 'openMarket' }, new Error('unknown Solana venue'));
  const params = bot.params as { wallet_group_id?: number; gas_multiplier?: number };
  // A new-wallet bot trades only from its fresh wallets, in its own group (bot-wallets.ts).
  const [yenBase, yenQuote] = bot.symbol.split('/') as [string, string];
  const groupId = inNewWalletMode(bot.params)
    ? await botWallets(deps.wallets()).groupOf({ id: bot.id, userId: bot.userId, chain: venue.network.key })
    : params.wallet_group_id;
  const chain = deps.wallets().chains.solana(venue.network.key);
  const pair = await pairOf(venue, chain.rpc, bot, { userId: bot.userId, yenBase, yenQuote }, dexTokenRepository(deps.db)).catch(
    (error: unknown) => {
      throw new VenueStopError('badSymbol', { venue: venue.id, operation: 'openMarket', symbol: bot.symbol }, error);
    },
  );
  const base: DexMarketToken = swapToken(pair.base);
  const quote: DexMarketToken = swapToken(pair.quote);
  const connector = deps.venues.solana.connector(venue.id);
  const sender = new JournalledSolanaSender(
    venue.network.key,
    chain.rpc,
    solanaSendJournal(deps.db),
    chain.subscriptions ? { subscriptions: chain.subscriptions } : {},
  );
  const fit = new PoolFit(
    (side, unitsIn) =>
      side === 'sell' ? connector.quote(base.address, quote.address, unitsIn) : connector.quote(quote.address, base.address, unitsIn),
    { base: base.decimals, quote: quote.decimals },
  );
  const poolKey = `${venue.id}|${base.address}|${quote.address}`;
  const kept = balanceKeeper(deps.db);
  const owner = { userId: bot.userId, chainKey: venue.network.key, groupId, family: 'solana' as const };
  const wallets = async () => kept.listed(await groupWallets(deps, owner));
  const tokenKey = (token: DexMarketToken) => (token.native ? NATIVE_TOKEN : token.address);

  return {
    venueId: venue.id,
    chainKey: venue.network.key,
    family: 'solana',
    base,
    quote,
    nativeDecimals: SOL_DECIMALS,
    swapReserve: () => solanaSwapCost(chain.rpc, params.gas_multiplier ?? 1),
    swapper: solanaSwapper({
      connector,
      sender,
      tokens: () => ({ base, quote }),
      signerOf: (address) => solanaWalletSigner(deps, owner, address),
    }),
    pool: () =>
      pools.read(poolKey, async () => {
        const block = Number(await chain.rpc.getSlot({ commitment: 'confirmed' }).send());
        // No route yet: the pool does not exist (a sniper's pool before its launch).
        const fitted = await fit.read().catch((error: unknown) => {
          if (error instanceof ChainError && error.reason === 'noRoute') return null;
          throw error;
        });
        if (!fitted) return { base: 0, quote: 0, price: 0, feePercent: 0, block };
        return { ...fitted, block };
      }),
    liquidSince: () => poolCreatedSlot(chain.rpc, connector, quote, base),
    poolMoved: () => pools.forget(poolKey),
    wallets,
    async balances(addresses) {
      const table = await readSolanaBalanceTable(chain.rpc, addresses as Address[], [
        ...new Set([tokenKey(base), tokenKey(quote), NATIVE_TOKEN]),
      ]);
      await kept.keep(new Date(deps.now()), table);
      return new Map(
        addresses.map((address) => {
          const held = table.get(address as Address);
          return [
            address,
            { base: held?.get(tokenKey(base)) ?? 0n, quote: held?.get(tokenKey(quote)) ?? 0n, native: held?.get(NATIVE_TOKEN) ?? 0n },
          ];
        }),
      );
    },
  };
}

/**
 * The pair's tokens: the venue's (and those the user added), named by their symbols; for the
 * sniper, whose token has no pool yet, the base is the mint at its `token_address`, read from the
 * chain (its pool is what it waits for, so it cannot be added as a pair first).
 */
async function pairOf(
  venue: SolanaVenueDefinition,
  rpc: CurveRpc,
  bot: BotRecord,
  symbols: { userId: number; yenBase: string; yenQuote: string },
  tokens: ReturnType<typeof dexTokenRepository>,
): Promise<{ base: SolanaToken; quote: SolanaToken }> {
  const given = (bot.params as { token_address?: string }).token_address;
  if (bot.kind !== 'snipe_dex' || !given)
    return solanaPairOf(venue, tokens, symbols.userId, { yenUnit1: symbols.yenBase, yenUnit2: symbols.yenQuote });
  const quote = (await solanaTokensOf(venue, tokens, symbols.userId)).find((token) => token.symbol === symbols.yenQuote);
  if (!quote) throw new Error(`${symbols.yenQuote} is not a token of ${venue.id}`);
  const mint = await readMint(rpc, address(given));
  if (!mint) throw new Error(`no mint at ${given}`);
  return { base: { symbol: symbols.yenBase, mint: given, decimals: mint.decimals }, quote };
}

/**
 * The slot of the pool's first transaction (its creation) when it lies within the look-back; null
 * when older, when its history reaches further back than one page, or when it has none (genesis).
 * The pool is the one the venue routes a small buy through.
 */
async function poolCreatedSlot(
  rpc: Rpc<SolanaRpcApi>,
  connector: SolanaSwapConnector,
  quote: DexMarketToken,
  base: DexMarketToken,
): Promise<number | null> {
  const { pools } = await connector.route(quote.address, base.address, 10n ** BigInt(quote.decimals) / 100n);
  const [pool] = pools;
  if (!pool) return null;
  // The history lists confirmed transactions: a pool the venue already routes through (it reads the
  // processed state) may have none listed for a slot or two yet; one with none after that was made
  // at genesis, without a launch.
  let first = await firstTransactionSlot(rpc, address(pool));
  for (const deadline = Date.now() + CONFIRMATION_WAIT_MS; !first.final && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, CONFIRMATION_WAIT_MS / 10));
    first = await firstTransactionSlot(rpc, address(pool));
  }
  if (first.slot === null) return null;
  const created = first.slot;
  const latest = Number(await rpc.getSlot({ commitment: 'confirmed' }).send());
  return latest - created <= LAUNCH_LOOKBACK_SLOTS ? created : null;
}

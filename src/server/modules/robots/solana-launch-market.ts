// The market of a launch kind (pump_sniper, pump_batch_buy, pump_sellout) on a Solana venue with a
// launch platform (shared/bots/solana-kinds.ts): base is the launch token, quote SOL. The token is
// the mint at `token_address`, or, for a sniper without one, the first launched after the market
// opened: the curves that exist when it opens are noted, and the first new one (by the slot of its
// first transaction) is the launch. As on EVM (launch-access.ts), the pool view is the curve (its
// virtual plus real reserves, no fee) while the token trades there, and its graduated pool after;
// swaps follow (solana-launch-swapper.ts). Beside the pool the strategy sees the launch: its stage,
// its launch slot (the curve's first transaction) and, for a sell-out, what the group's wallets
// paid for it on the curve, read from the curve's transactions whose fee payer is one of them.
import { type Address, address } from '@solana/kit';
import { VenueStopError } from '../../../engine/connectors/errors.ts';
import { decodeCurveState, decodePoolState, tokenAccountAmount } from '../../../engine/connectors/solana/amm-program/amm-accounts.ts';
import { swapExecuted, WRAPPED_SOL_MINT } from '../../../engine/connectors/solana/executed-amounts.ts';
import { firstTransactionSlot, SIGNATURES_PAGE } from '../../../engine/connectors/solana/first-transaction-slot.ts';
import {
  curveMarketCaps,
  curveReserves,
  type LaunchCurve,
  listCurves,
  readCurve,
  readMint,
} from '../../../engine/connectors/solana/launch-curve.ts';
import type { DexMarket, DexMarketToken } from '../../../engine/runner/dex/dex-ports.ts';
import type { LaunchPoolView, LaunchView } from '../../../engine/runner/dex/launch-view.ts';
import { solanaLaunchSwapper } from '../../../engine/runner/dex/solana-launch-swapper.ts';
import { solanaSwapper } from '../../../engine/runner/dex/solana-swapper.ts';
import type { BotRecord } from '../../../engine/runner/store-port.ts';
import { JournalledSolanaSender } from '../../../engine/wallets/solana/journalled-solana-sender.ts';
import { readSolanaBalanceTable } from '../../../engine/wallets/solana/solana-balances.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import { solanaSwapCost } from '../dex-trade/solana-swap-cost.ts';
import { balanceKeeper } from '../wallets/balance-keeping.ts';
import { solanaSendJournal } from '../wallets/solana-send-journal.ts';
import { SOL_DECIMALS } from '../wallets/solana-wallet-chain.ts';
import type { DexAccessDeps } from './chain-access-deps.ts';
import { groupWallets, solanaWalletSigner } from './group-wallets.ts';

/** The group's addresses are read again after this long (for the sell-out's cost). */
const ADDRESSES_MS = 30_000;

const whole = (amount: bigint | number, decimals: number) => Number(amount) / 10 ** decimals;

export async function openSolanaLaunchMarket(deps: DexAccessDeps, bot: BotRecord): Promise<DexMarket> {
  const venue = deps.venues.solana.get(bot.venue);
  if (!venue) throw new VenueStopError('badSymbol', { venue: bot.venue, operation: 'openMarket' }, new Error('unknown Solana venue'));
  const params = bot.params as { wallet_group_id?: number; gas_multiplier?: number; token_address?: string };
  const chain = deps.wallets().chains.solana(venue.network.key);
  const rpc = chain.rpc;
  let given: Address | null = null;
  try {
    given = params.token_address ? address(params.token_address) : null;
  } catch (error) {
    throw new VenueStopError('badSymbol', { venue: venue.id, operation: 'openMarket', symbol: bot.symbol }, error);
  }
  const existing = given ? new Set<Address>() : new Set(await listCurves(rpc));

  const [baseSymbol] = bot.symbol.split('/') as [string];
  const quote: DexMarketToken = { symbol: 'SOL', address: WRAPPED_SOL_MINT, decimals: SOL_DECIMALS, native: true };
  let base: DexMarketToken = { symbol: baseSymbol, address: given ?? '', decimals: 0, native: false };
  let mint: Address | null = given;
  let known = false;
  let launchSlot: number | null = null;

  /** The launch's mint, once it exists: the given one, or the first launched since the market opened. */
  async function findMint(): Promise<Address | null> {
    if (mint) return mint;
    const fresh = (await listCurves(rpc)).filter((curve) => !existing.has(curve));
    if (fresh.length === 0) return null;
    const accounts = (await rpc.getMultipleAccounts(fresh, { encoding: 'base64' }).send()).value;
    const launches = await Promise.all(
      fresh.map(async (curve, index) => ({
        mint: decodeCurveState(Buffer.from(accounts[index]!.data[0], 'base64')).baseMint,
        slot: (await firstTransactionSlot(rpc, curve)).slot ?? Number.MAX_SAFE_INTEGER,
      })),
    );
    launches.sort((a, b) => a.slot - b.slot);
    mint = launches[0]!.mint;
    return mint;
  }

  /** The first time the launch is seen: the token's decimals; its launch slot once the history shows it. */
  let slotSettled = false;
  async function learn(found: Address, curve: LaunchCurve): Promise<void> {
    if (!known) base = { symbol: baseSymbol, address: found, decimals: curve.decimals, native: false };
    known = true;
    if (slotSettled) return;
    const first = await firstTransactionSlot(rpc, curve.address);
    launchSlot = first.slot;
    slotSettled = first.final;
  }

  // The sell-out's cost: the group's buys on the curve, read incrementally from its transactions.
  let addresses: { at: number; list: Set<string> } | null = null;
  let bought = { tokens: 0n, paid: 0n, newest: null as string | null, key: '' };
  async function groupAddresses(): Promise<Set<string>> {
    if (addresses && deps.now() - addresses.at < ADDRESSES_MS) return addresses.list;
    const list = new Set((await wallets()).map((wallet) => wallet.address));
    addresses = { at: deps.now(), list };
    return list;
  }
  async function boughtByGroup(curve: Address, found: Address): Promise<{ tokens: number; paid: number }> {
    const group = await groupAddresses();
    const key = [...group].join();
    if (key !== bought.key) bought = { tokens: 0n, paid: 0n, newest: null, key };
    // The curve's transactions since the newest one read, newest first, page by page.
    const fresh: { signature: string; err: unknown }[] = [];
    for (let before: string | undefined; ; ) {
      const page = await rpc
        .getSignaturesForAddress(curve, {
          limit: SIGNATURES_PAGE,
          ...(bought.newest ? { until: bought.newest as never } : {}),
          ...(before ? { before: before as never } : {}),
        })
        .send();
      fresh.push(...page);
      if (page.length < SIGNATURES_PAGE) break;
      before = page.at(-1)!.signature;
    }
    for (const entry of fresh.reverse()) {
      if (entry.err) continue;
      const landed = await rpc
        .getTransaction(entry.signature as never, { commitment: 'confirmed', encoding: 'json', maxSupportedTransactionVersion: 0 })
        .send();
      const payer = landed?.transaction.message.accountKeys[0];
      if (!landed?.meta || !payer || !group.has(payer)) continue;
      const trade = swapExecuted(landed.meta, payer, WRAPPED_SOL_MINT, found);
      if (trade.amountOut <= 0n) continue;
      bought.tokens += trade.amountOut;
      bought.paid += trade.amountIn;
    }
    if (fresh.length > 0) bought.newest = fresh.at(-1)!.signature;
    return { tokens: whole(bought.tokens, base.decimals), paid: whole(bought.paid, SOL_DECIMALS) };
  }

  const launchOf = (stage: LaunchView['stage'], caps = { now: 0, atGraduation: 0 }): LaunchView => ({
    stage,
    token: mint && known ? mint : null,
    symbol: known ? base.symbol : null,
    launchBlock: launchSlot,
    marketCap: whole(caps.now, SOL_DECIMALS),
    graduationCap: whole(caps.atGraduation, SOL_DECIMALS),
  });

  /** A graduated token's pool: its vaults' balances and its fee. */
  async function graduatedPool(pool: Address, curve: LaunchCurve) {
    const [poolAccount] = (await rpc.getMultipleAccounts([pool], { encoding: 'base64' }).send()).value;
    if (!poolAccount) throw new Error('the graduated pool is not on chain');
    const state = decodePoolState(Buffer.from(poolAccount.data[0], 'base64'));
    const vaults = (await rpc.getMultipleAccounts([state.vaultA, state.vaultB], { encoding: 'base64' }).send()).value;
    const [a, b] = vaults.map((vault) => (vault ? tokenAccountAmount(Buffer.from(vault.data[0], 'base64')) : 0n)) as [bigint, bigint];
    const baseFirst = state.mintA === curve.state.baseMint;
    const view = {
      base: whole(baseFirst ? a : b, base.decimals),
      quote: whole(baseFirst ? b : a, SOL_DECIMALS),
      feePercent: state.feeBps / 100,
    };
    if (!(view.base > 0 && view.quote > 0)) throw new Error('the graduated pool holds no liquidity');
    return { ...view, price: view.quote / view.base };
  }

  async function pool(): Promise<LaunchPoolView> {
    const slot = Number(await rpc.getSlot({ commitment: 'confirmed' }).send());
    const waiting = { price: 0, base: 0, quote: 0, feePercent: 0, block: slot, launch: launchOf('waiting') };
    const found = await findMint();
    if (!found) return waiting;
    // A mint given before its launch: no curve yet.
    const curve = await readCurve(rpc, found);
    if (!curve) return waiting;
    await learn(found, curve);
    // The curve is there but its first transaction is not in the confirmed history yet: the launch
    // slot, which a sniper's window counts from, is not known, so the launch is not seen yet either.
    if (launchSlot === null && !slotSettled) return waiting;
    const graduated = curve.state.status !== 'trading';
    const launch = launchOf(graduated ? 'graduated' : 'curve', curveMarketCaps(curve));
    if (bot.kind === 'pump_sellout') launch.bought = await boughtByGroup(curve.address, found);
    if (graduated && curve.state.pool) return { ...(await graduatedPool(curve.state.pool, curve)), block: slot, launch };
    // Complete but not yet moved into its pool: nothing trades until someone graduates it.
    if (graduated) return { ...waiting, launch };
    const reserves = curveReserves(curve);
    const view = { base: whole(reserves.base, base.decimals), quote: whole(reserves.quote, SOL_DECIMALS), feePercent: 0 };
    return { ...view, price: view.quote / view.base, block: slot, launch };
  }

  // The balances the bot reads are kept for the wallet page.
  const kept = balanceKeeper(deps.db);
  const owner = { userId: bot.userId, chainKey: venue.network.key, groupId: params.wallet_group_id, family: 'solana' as const };
  const wallets = async () => kept.listed(await groupWallets(deps, owner));
  const sender = new JournalledSolanaSender(
    venue.network.key,
    rpc,
    solanaSendJournal(deps.db),
    chain.subscriptions ? { subscriptions: chain.subscriptions } : {},
  );
  const poolSwapper = solanaSwapper({
    connector: deps.venues.solana.connector(venue.id),
    sender,
    tokens: () => ({ base, quote }),
    signerOf: (walletAddress) => solanaWalletSigner(deps, owner, walletAddress),
  });

  return {
    venueId: venue.id,
    chainKey: venue.network.key,
    family: 'solana',
    get base() {
      return base;
    },
    quote,
    nativeDecimals: SOL_DECIMALS,
    swapReserve: () => solanaSwapCost(rpc, params.gas_multiplier ?? 1),
    swapper: solanaLaunchSwapper({
      rpc,
      sender,
      mint: () => (known ? mint : null),
      async tokenSeen(found) {
        const token = await readMint(rpc, found as Address);
        if (!known && token) base = { symbol: baseSymbol, address: found, decimals: token.decimals, native: false };
      },
      poolSwapper,
    }),
    pool,
    /** The launch slot (the curve's first transaction's), once the token is launched and its history at hand. */
    liquidSince: async () => launchSlot,
    // Each read is the bot's own and fresh: nothing to forget.
    poolMoved: () => undefined,
    wallets,
    async balances(list) {
      const tokenKey = known && mint ? mint : null;
      const table = await readSolanaBalanceTable(rpc, list as Address[], tokenKey ? [tokenKey, NATIVE_TOKEN] : [NATIVE_TOKEN]);
      await kept.keep(new Date(deps.now()), table);
      return new Map(
        list.map((walletAddress) => {
          const held = table.get(walletAddress as Address);
          const native = held?.get(NATIVE_TOKEN) ?? 0n;
          return [walletAddress, { base: tokenKey ? (held?.get(tokenKey) ?? 0n) : 0n, quote: native, native }];
        }),
      );
    },
  };
}

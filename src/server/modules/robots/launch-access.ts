// The market of a launch kind (pump_sniper, pump_batch_buy, pump_sellout) on a DEX venue with a
// launch platform (a pump.fun-style bonding curve, launchpad-abi.ts): base is the launch token,
// quote the chain's coin. The token is the one at `token_address`, or, for a sniper without one,
// the first token launched after the market opened (a restart opens it again: a sniper that had
// already found its launch then sees another and stops, its window long gone).
//
// While the token trades on its curve the pool view is the curve (its virtual reserves, the
// platform's 1% fee) and swaps go to the curve (launch-route.ts); once it has graduated, the view
// is its Uniswap V2 pool and swaps go through the router, so a sell-out can still sell everything.
// Beside the pool the strategy sees the launch (launch-view.ts): its stage, its launch block (from
// the Launched event) and, for a sell-out, what the group's wallets paid for it on the curve (from
// the Trade events). A sandbox chain restarted from a checkpoint keeps no older logs: a launch
// before that has no known block, and buys before that are not counted.
import { type Address, erc20Abi, formatUnits, getAddress, zeroAddress } from 'viem';
import { ChainError, revertReason } from '../../../engine/connectors/evm/chain-errors.ts';
import type { DexVenueDefinition } from '../../../engine/connectors/evm/dex-venues.ts';
import { LAUNCHPAD_ABI } from '../../../engine/connectors/evm/launchpad-abi.ts';
import type { DexMarket, DexMarketToken } from '../../../engine/runner/dex/dex-ports.ts';
import { evmSwapper, evmSwapReserve } from '../../../engine/runner/dex/evm-swapper.ts';
import { launchRoute } from '../../../engine/runner/dex/launch-route.ts';
import type { LaunchPoolView, LaunchView } from '../../../engine/runner/dex/launch-view.ts';
import { VenueStopError } from '../../../engine/connectors/errors.ts';
import type { BotRecord } from '../../../engine/runner/store-port.ts';
import { readBalances } from '../../../engine/wallets/balance-reader.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import type { DexAccessDeps } from './chain-access-deps.ts';
import { groupWallets } from './group-wallets.ts';
import { balanceKeeper } from '../wallets/balance-keeping.ts';

/** The kinds that trade a launch rather than a venue's pair. */
export const LAUNCH_KINDS: ReadonlySet<string> = new Set(['pump_sniper', 'pump_batch_buy', 'pump_sellout']);

/** The group's addresses are read again after this long (for the sell-out's cost). */
const ADDRESSES_MS = 30_000;

type Curve = readonly [bigint, bigint, bigint, bigint, bigint, boolean, Address, Address];

const whole = (amount: bigint, decimals = 18) => Number(formatUnits(amount, decimals));

export async function openLaunchMarket(deps: DexAccessDeps, venue: DexVenueDefinition, bot: BotRecord): Promise<DexMarket> {
  const launchpad = venue.launchpad;
  if (!launchpad)
    throw new VenueStopError('notSupported', { venue: venue.id, operation: 'openMarket' }, new Error('the venue has no launch platform'));
  const params = bot.params as { wallet_group_id?: number; token_address?: string };
  const connector = deps.venues.dex.connector(venue.id);
  const client = connector.client;
  const tools = deps.wallets().chains.of(venue.chain.key);
  const read = <T>(functionName: string, args: readonly unknown[] = []) =>
    client.readContract({ address: launchpad, abi: LAUNCHPAD_ABI, functionName, args } as never) as Promise<T>;

  const [graduationCap, feeBps, openBlock, openCount] = await Promise.all([
    read<bigint>('GRADUATION_MARKET_CAP'),
    read<bigint>('FEE_BPS'),
    client.getBlockNumber(),
    read<bigint>('tokenCount'),
  ]);
  const quote: DexMarketToken = { symbol: venue.chain.nativeSymbol, address: venue.chain.wrappedNative, decimals: 18, native: true };
  const [baseSymbol] = bot.symbol.split('/') as [string];
  const given = params.token_address ? getAddress(params.token_address) : null;
  /** The token until it is known (launched): its address when given, and the bot's symbol. */
  let base: DexMarketToken = { symbol: baseSymbol, address: given ?? zeroAddress, decimals: 18, native: false };
  let token: Address | null = given;
  let known = false;
  let launchBlock: number | null = null;

  /** `fallback` for a failed read that will fail again; a passing fault (the RPC down) is thrown, so the pool read is retried. */
  function whenLasting<T>(error: unknown, fallback: T): T {
    const converted = connector.convert(error, { operation: 'logs' });
    if (converted instanceof ChainError && converted.action === 'retry') throw converted;
    return fallback;
  }

  /** The launch token, once it exists: the given one, or the first launched since the market opened. */
  async function findToken(): Promise<Address | null> {
    if (token) return token;
    const count = await read<bigint>('tokenCount');
    if (count <= openCount) return null;
    token = await read<Address>('tokenAt', [openCount]);
    return token;
  }

  /** The first time the token is seen launched: its symbol, decimals and launch block. */
  async function learn(found: Address): Promise<void> {
    const [symbol, decimals, launched] = await Promise.all([
      client.readContract({ address: found, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address: found, abi: erc20Abi, functionName: 'decimals' }),
      client
        .getContractEvents({
          address: launchpad,
          abi: LAUNCHPAD_ABI,
          eventName: 'Launched',
          args: { token: found },
          fromBlock: given ? 0n : openBlock,
        })
        // A range of logs the chain refuses for good: the launch block stays unknown.
        .catch((error: unknown) => whenLasting(error, [])),
    ]);
    base = { symbol, address: found, decimals, native: false };
    launchBlock = launched[0]?.blockNumber === undefined || launched[0].blockNumber === null ? null : Number(launched[0].blockNumber);
    known = true;
  }

  // The sell-out's cost: the group's buys on the curve, read incrementally from the Trade events.
  let addresses: { at: number; list: Address[] } | null = null;
  let bought = { tokens: 0n, paid: 0n, scannedTo: -1n, key: '' };
  async function groupAddresses(): Promise<Address[]> {
    if (addresses && deps.now() - addresses.at < ADDRESSES_MS) return addresses.list;
    const list = (await groupOf()).map((wallet) => wallet.address as Address);
    addresses = { at: deps.now(), list };
    return list;
  }
  /** Once the chain refuses the log reads (a range it does not serve), the cost is left to the strategy. */
  let tradesUnavailable = false;
  async function boughtByGroup(found: Address, block: bigint): Promise<{ tokens: number; paid: number } | undefined> {
    if (tradesUnavailable) return undefined;
    try {
      return await scanBought(found, block);
    } catch (error) {
      const fallback = whenLasting(error, undefined);
      tradesUnavailable = true;
      return fallback;
    }
  }
  async function scanBought(found: Address, block: bigint): Promise<{ tokens: number; paid: number }> {
    const list = await groupAddresses();
    const key = list.join();
    if (key !== bought.key) bought = { tokens: 0n, paid: 0n, scannedTo: -1n, key };
    if (list.length > 0 && block > bought.scannedTo) {
      const from = bought.scannedTo >= 0n ? bought.scannedTo + 1n : launchBlock !== null ? BigInt(launchBlock) : 0n;
      const trades = await client.getContractEvents({
        address: launchpad,
        abi: LAUNCHPAD_ABI,
        eventName: 'Trade',
        args: { token: found, trader: list },
        fromBlock: from,
        toBlock: block,
      });
      for (const trade of trades) {
        if (!trade.args.isBuy) continue;
        bought.tokens += trade.args.tokenAmount ?? 0n;
        bought.paid += trade.args.nativeAmount ?? 0n;
      }
      bought.scannedTo = block;
    }
    return { tokens: whole(bought.tokens, base.decimals), paid: whole(bought.paid) };
  }

  // The balances the bot reads are kept for the wallet page.
  const kept = balanceKeeper(deps.db);
  const groupOf = async () =>
    kept.listed(await groupWallets(deps, { userId: bot.userId, chainKey: venue.chain.key, groupId: params.wallet_group_id }));

  const launchOf = (stage: LaunchView['stage'], marketCap = 0n): LaunchView => ({
    stage,
    token: token && known ? token.toLowerCase() : null,
    symbol: known ? base.symbol : null,
    launchBlock,
    marketCap: whole(marketCap),
    graduationCap: whole(graduationCap),
  });

  async function pool(): Promise<LaunchPoolView> {
    // Read fresh each time (the client would answer a cached block number for seconds).
    const block = await client.getBlockNumber({ cacheTime: 0 });
    const at = Number(block);
    const waiting = { price: 0, base: 0, quote: 0, feePercent: Number(feeBps) / 100, block: at, launch: launchOf('waiting') };
    const found = await findToken();
    if (!found) return waiting;
    let curve: Curve;
    try {
      curve = await read<Curve>('curve', [found]);
    } catch (error) {
      // A token address given before its launch: no curve yet.
      if (/UNKNOWN_TOKEN/.test(revertReason(error) ?? '')) return waiting;
      throw error;
    }
    if (!known) await learn(found);
    const [nativeReserve, tokenReserve, , , marketCap, graduated] = curve;
    const launch = launchOf(graduated ? 'graduated' : 'curve', marketCap);
    if (bot.kind === 'pump_sellout') {
      const bought = await boughtByGroup(found, block);
      if (bought) launch.bought = bought;
    }
    if (!graduated) {
      const view = { base: whole(tokenReserve, base.decimals), quote: whole(nativeReserve), feePercent: Number(feeBps) / 100 };
      return { ...view, price: view.quote / view.base, block: at, launch };
    }
    const reserves = await connector.reserves(found, venue.chain.wrappedNative);
    const view = { base: whole(reserves.base, base.decimals), quote: whole(reserves.quote), feePercent: venue.feePercent };
    if (!(view.base > 0 && view.quote > 0)) throw new Error('the graduated pool holds no liquidity');
    return { ...view, price: view.quote / view.base, block: at, launch };
  }

  return {
    venueId: venue.id,
    chainKey: venue.chain.key,
    get base() {
      return base;
    },
    quote,
    family: 'evm',
    nativeDecimals: 18,
    swapReserve: () => evmSwapReserve(connector),
    swapper: evmSwapper({
      connector,
      sender: tools.sender,
      tokens: () => ({ base, quote }),
      route: launchRoute({ connector, launchpad, token: () => (known ? token : null), graduationCap }),
    }),
    pool,
    /** The launch block (the Launched event's), once the token is launched and its event at hand. */
    liquidSince: async () => launchBlock,
    // Each read is the bot's own and fresh: nothing to forget.
    poolMoved: () => undefined,
    wallets: groupOf,
    async balances(list) {
      const tokenKey = known && token ? token.toLowerCase() : null;
      const table = await readBalances(tools.wallet, list as Address[], tokenKey ? [tokenKey, NATIVE_TOKEN] : [NATIVE_TOKEN]);
      await kept.keep(new Date(deps.now()), table);
      const answer = new Map<string, { base: bigint; quote: bigint; native: bigint }>();
      for (const [address, amounts] of table) {
        const native = amounts.get(NATIVE_TOKEN) ?? 0n;
        answer.set(address, { base: tokenKey ? (amounts.get(tokenKey) ?? 0n) : 0n, quote: native, native });
      }
      return answer;
    },
  };
}

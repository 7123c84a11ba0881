// What the DEX lessons (DEX Batch Trade & Quant Tools, DEX Bot Setup) build on, put in place off
// camera when the wallet lessons have not: the demo user's main wallet on the sandbox chain (which
// the sandbox funds), a group of trading wallets holding the chain's coin and CAKE, and a second
// group with wallets, for a batch transfer between groups to go to. Made through the page's own api
// client, as the wallet page makes them; whatever is there already is used, not made again.
import type { Page } from '@playwright/test';
import { pageCall } from '../../../tests/e2e/support/page-api.ts';
import { CHAIN, taskEnds, type Wallet } from '../../../tests/e2e/support/wallet-group.ts';

export const DEX_VENUE = 'sandbox-dex';
/** A funded group has at least this many wallets holding at least this much of each token. */
const TRADERS = 3;
const FUNDS: Record<string, number> = { BNB: 0.2, CAKE: 5 };
/** What each wallet of a group made here is sent. */
const SENT: Record<string, string> = { BNB: '0.5', CAKE: '50' };
const TRADERS_NAME = 'Lesson traders';
const RESERVE_NAME = 'Lesson reserve';

interface GroupView {
  id: number;
  name: string;
  wallets: number;
}

interface WalletRow extends Wallet {
  enabled: boolean;
  ordering: boolean;
  balances: Record<string, string>;
}

interface Listed {
  main: WalletRow | null;
  list: WalletRow[];
  tokens: Array<{ key: string; symbol: string }>;
}

export interface DexGroups {
  /** Its wallets hold the chain's coin and CAKE, for swaps both ways. */
  traders: GroupView;
  /** Another group with wallets, to receive a batch transfer. */
  reserve: GroupView;
}

const groupsOf = async (page: Page) => (await pageCall<{ list: GroupView[] }>(page, 'Wallet/get_groups', { chain: CHAIN })).list;

const walletsOf = (page: Page, groupId?: number) =>
  pageCall<Listed>(page, 'Wallet/get_attached_wallets', { chain: CHAIN, page_size: 500, ...(groupId ? { group_id: groupId } : {}) });

function tokenKey(tokens: Listed['tokens'], symbol: string): string {
  if (symbol === 'BNB') return 'native';
  const token = tokens.find((candidate) => candidate.symbol === symbol);
  if (!token) throw new Error(`${symbol} is not among the sandbox chain's tokens`);
  return token.key;
}

async function isFunded(page: Page, group: GroupView): Promise<boolean> {
  if (group.wallets < TRADERS) return false;
  const { list, tokens } = await walletsOf(page, group.id);
  const funded = list.filter(
    (wallet) =>
      wallet.enabled &&
      wallet.ordering &&
      Object.entries(FUNDS).every(([symbol, least]) => Number(wallet.balances[tokenKey(tokens, symbol)] ?? 0) >= least),
  );
  return funded.length >= TRADERS;
}

/** A group of `count` new wallets named `name` (or that group, when an earlier run made it). */
async function newGroup(page: Page, name: string, count: number): Promise<GroupView> {
  const existing = (await groupsOf(page)).find((group) => group.name === name);
  const id = existing?.id ?? (await pageCall<{ id: number }>(page, 'Wallet/create_dex_wallet_group', { chain: CHAIN, name })).id;
  const missing = count - (existing?.wallets ?? 0);
  if (missing > 0) await pageCall(page, 'Wallet/create_dex_wallets', { chain: CHAIN, count: missing, group_id: id });
  return { id, name, wallets: Math.max(count, existing?.wallets ?? 0) };
}

/** Sends each wallet of the group what it lacks of SENT, from the main wallet. */
async function fund(page: Page, group: GroupView): Promise<void> {
  const { list, tokens } = await walletsOf(page, group.id);
  for (const wallet of list) {
    for (const [symbol, amount] of Object.entries(SENT)) {
      const key = tokenKey(tokens, symbol);
      if (Number(wallet.balances[key] ?? 0) >= (FUNDS[symbol] ?? 0)) continue;
      const task = await pageCall<{ schedule_code: string }>(page, 'Wallet/dex_main_transfer', {
        chain: CHAIN,
        to_wallet_id: wallet.id,
        token: key,
        amount,
      });
      await taskEnds(page, task.schedule_code);
    }
  }
}

/**
 * The main wallet and the two groups, made (and funded) only when absent. With `approveCake`, the
 * traders' CAKE is approved for the sandbox DEX too, so they can sell what they buy (approving
 * again what is approved already changes nothing).
 */
export async function prepareDexWallets(page: Page, { approveCake = false } = {}): Promise<DexGroups> {
  if (!(await walletsOf(page)).main) await pageCall(page, 'Wallet/create_main_wallet', { chain: CHAIN });
  const groups = await groupsOf(page);
  let traders: GroupView | undefined;
  for (const group of groups) {
    if (await isFunded(page, group)) {
      traders = group;
      break;
    }
  }
  if (!traders) {
    traders = await newGroup(page, TRADERS_NAME, TRADERS);
    await fund(page, traders);
  }
  const traderId = traders.id;
  const reserve =
    (await groupsOf(page)).find((group) => group.id !== traderId && group.wallets > 0) ?? (await newGroup(page, RESERVE_NAME, 2));
  if (approveCake) {
    const { tokens } = await walletsOf(page, traderId);
    const approval = await pageCall<{ schedule_code: string }>(page, 'Wallet/dex_wallets_approve', {
      web: DEX_VENUE,
      approve_token: tokenKey(tokens, 'CAKE'),
      is_master_approve: 1,
      group_id: traderId,
    });
    await taskEnds(page, approval.schedule_code);
  }
  return { traders, reserve };
}

/** The groups the lessons use, as prepareDexWallets left them (current wallet counts). */
export async function dexGroups(page: Page): Promise<DexGroups> {
  return prepareDexWallets(page);
}

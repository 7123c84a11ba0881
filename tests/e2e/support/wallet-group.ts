// A funded wallet group of the demo user on a sandbox network (the EVM chain unless told), made through the page's own api
// client as the wallet screens do: the main wallet (made, and funded by the sandbox, unless another
// test made it already), a new group of trading wallets, and single transfers from the main wallet
// to each (an allocation another test runs meanwhile cannot block them).
import { expect, type Page } from '@playwright/test';
import { pageCall } from './page-api.ts';

export const CHAIN = 'SANDBOX';
const TASK_MS = 60_000;

export interface Wallet {
  id: number;
  address: string;
}

export interface FundedGroup {
  id: number;
  name: string;
  wallets: Wallet[];
  /** The chain's tokens by symbol, as the wallet screens key them. */
  tokenKey(symbol: string): string;
}

/** Waits for a background task to end, asking as the task widget does. */
export async function taskEnds(page: Page, code: string, chain = CHAIN): Promise<void> {
  await expect
    .poll(
      async () => (await pageCall<{ status: number }>(page, 'wallet/get_schedule_data', { web: chain, chain, schedule_code: code })).status,
      { timeout: TASK_MS, intervals: [500] },
    )
    .toBe(2);
}

/** A new group named `prefix` + a stamp, of `count` trading wallets, each sent `funds` (symbol → amount; BNB or SOL is the coin). */
export async function fundedWalletGroup(
  page: Page,
  prefix: string,
  count: number,
  funds: Record<string, string>,
  chain = CHAIN,
): Promise<FundedGroup> {
  const listed = await pageCall<{ main: Wallet | null }>(page, 'Wallet/get_attached_wallets', { chain });
  if (!listed.main) await pageCall(page, 'Wallet/create_main_wallet', { chain });
  const name = `${prefix} ${Date.now().toString(36)}`;
  const { id } = await pageCall<{ id: number }>(page, 'Wallet/create_dex_wallet_group', { chain, name });
  await pageCall(page, 'Wallet/create_dex_wallets', { chain, count, group_id: id });
  const { list, tokens } = await pageCall<{ list: Wallet[]; tokens: Array<{ key: string; symbol: string }> }>(
    page,
    'Wallet/get_attached_wallets',
    { chain, group_id: id },
  );
  expect(list).toHaveLength(count);
  const tokenKey = (symbol: string) => {
    if (symbol === 'BNB' || symbol === 'SOL') return 'native';
    const token = tokens.find((candidate) => candidate.symbol === symbol);
    if (!token) throw new Error(`${symbol} is not among the sandbox chain's tokens: ${JSON.stringify(tokens)}`);
    return token.key;
  };
  for (const wallet of list) {
    for (const [symbol, amount] of Object.entries(funds)) {
      const task = await pageCall<{ schedule_code: string }>(page, 'Wallet/dex_main_transfer', {
        chain,
        to_wallet_id: wallet.id,
        token: tokenKey(symbol),
        amount,
      });
      await taskEnds(page, task.schedule_code, chain);
    }
  }
  return { id, name, wallets: list, tokenKey };
}

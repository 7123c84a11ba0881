// The New-Token Sniper on the sandbox chain under a virtual clock: it watches a new token's empty
// pool, buys in the first blocks after the first liquidity and never above its maximum price; a
// pool that was already live when it started is no launch.
import { type Address, erc20Abi, getContractAddress, maxUint256, parseEther, parseUnits } from 'viem';
import { expect, it } from 'vitest';
import { SANDBOX_TOKEN, UNISWAP_V2_FACTORY, UNISWAP_V2_ROUTER } from '../../src/sandbox/chain/artifacts.ts';
import { nodeClients } from '../../src/sandbox/chain/chain-client.ts';
import { fileDexBotScenario } from '../support/dex-bot-scenario.ts';

// Blocks a quarter second apart, so "within the first blocks" is a real bound on the bot's pace.
const s = fileDexBotScenario({ seed: 'bots-dex-sniper', blockIntervalMs: 250 });

const LIQUIDITY_TOKENS = 1_000_000;
const LIQUIDITY_COINS = 10;

async function newToken(): Promise<{ token: Address; addLiquidity(): Promise<number> }> {
  const { chain } = s;
  const clients = nodeClients(chain.node, chain.chainId);
  const deployer = clients.walletFor(chain.privateKey);
  const wait = async (hash: `0x${string}`) => s.connector.client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  const nonce = await clients.publicClient.getTransactionCount({ address: deployer.account.address, blockTag: 'pending' });
  const token = getContractAddress({ from: deployer.account.address, nonce: BigInt(nonce) });
  await wait(
    await deployer.deployContract({
      abi: SANDBOX_TOKEN.abi,
      bytecode: SANDBOX_TOKEN.bytecode,
      args: ['Sniped', 'SNIPE', 18, parseUnits('1000000000', 18)],
    }),
  );
  await wait(
    await deployer.writeContract({
      address: chain.contracts.factory,
      abi: UNISWAP_V2_FACTORY.abi,
      functionName: 'createPair',
      args: [token, chain.contracts.tokens.WBNB!],
    }),
  );
  return {
    token,
    async addLiquidity() {
      await wait(
        await deployer.writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'approve',
          args: [chain.contracts.router, maxUint256],
        }),
      );
      const receipt = await wait(
        await deployer.writeContract({
          address: chain.contracts.router,
          abi: UNISWAP_V2_ROUTER.abi,
          functionName: 'addLiquidityETH',
          args: [token, parseUnits(String(LIQUIDITY_TOKENS), 18), 0n, 0n, deployer.account.address, maxUint256],
          value: parseEther(String(LIQUIDITY_COINS)),
        }),
      );
      return Number(receipt.blockNumber);
    },
  };
}

/**
 * Runs the bot until it stops. Its window is counted in blocks, which the chain mines in real time
 * (a quarter second apart): a count of virtual-clock rounds can pass within a few blocks on a fast
 * machine, or on a busy one whose block timer fires late, so the bound is a real-time deadline.
 */
async function runUntilStopped(botId: number, realMs = 60_000): Promise<void> {
  const deadline = Date.now() + realMs;
  while (Date.now() < deadline && (await s.status(botId)).status !== 'stopped') await s.run(1_000, 250);
}

it('the sniper waits for the first liquidity, buys within its first blocks, never above the maximum price, then stops', {
  timeout: 240_000,
}, async () => {
  const launch = await newToken();
  const launchPrice = LIQUIDITY_COINS / LIQUIDITY_TOKENS;
  const maxPrice = launchPrice * 1.15;
  const blocks = 6;
  const bot = await s.addBot(
    'snipe_dex',
    { token_address: launch.token, max_price: maxPrice, total_budget: 2, single_budget: 0.5, blocks, slippage_percent: 30 },
    { base: 'SNIPE', quote: 'BNB' },
  );
  await s.start(bot);
  await s.run(5_000, 250);
  expect(await s.swaps(bot.id)).toEqual([]);
  expect(await s.logKeys(bot.id)).toContain('snipeWaiting');
  expect((await s.status(bot.id)).status).toBe('running');

  const launchBlock = await launch.addLiquidity();
  await runUntilStopped(bot.id);
  const swaps = await s.swaps(bot.id);
  const done = swaps.filter((swap) => swap.status === 'done');
  // Equal buys sized so that even the one mined last stays within the maximum: none is refused.
  expect(swaps.filter((swap) => swap.status === 'failed')).toEqual([]);
  expect(done.length).toBeGreaterThan(0);
  for (const swap of done) {
    expect(swap.side).toBe('buy');
    // Never above the maximum on average, fee included.
    expect(swap.price!).toBeLessThanOrEqual(maxPrice * (1 + 1e-9));
    const receipt = await s.connector.client.getTransactionReceipt({ hash: swap.hash as `0x${string}` });
    expect(Number(receipt.blockNumber)).toBeGreaterThanOrEqual(launchBlock);
    expect(Number(receipt.blockNumber)).toBeLessThanOrEqual(launchBlock + blocks);
  }
  // The maximum price held the bot back from spending its whole budget on a pool this thin.
  const spent = done.reduce((sum, swap) => sum + swap.quoteAmount!, 0);
  expect(spent).toBeLessThanOrEqual(2 + 1e-9);
  expect(new Set(done.map((swap) => swap.walletId)).size).toBeGreaterThan(1);
  expect((await s.status(bot.id)).status).toBe('stopped');
  const keys = await s.logKeys(bot.id);
  expect(keys).toContain('snipeBuy');
  expect(keys.some((key) => key === 'snipeWindowClosed' || key === 'budgetUsed')).toBe(true);

  // Started once the pool is live, a sniper finds no launch and buys nothing.
  const late = await s.addBot(
    'snipe_dex',
    { token_address: launch.token, max_price: maxPrice * 10, total_budget: 1, single_budget: 0.5, blocks: 2 },
    { base: 'SNIPE', quote: 'BNB' },
  );
  await s.start(late);
  await runUntilStopped(late.id);
  expect(await s.swaps(late.id)).toEqual([]);
  expect((await s.status(late.id)).status).toBe('stopped');
  expect(await s.logKeys(late.id)).toContain('snipeNoLaunch');
  expect(s.errors).toEqual([]);
});

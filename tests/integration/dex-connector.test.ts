// The DEX connector against the sandbox chain over JSON-RPC: quotes match what swaps execute,
// fee-on-transfer tokens go through the router's variants, many wallets send in parallel with each
// wallet's nonces in order, and every chain error arrives converted (spec §8 codes where it has one).
import { type Address, erc20Abi, type Hex, http, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainError, convertChainError } from '../../src/engine/connectors/evm/chain-errors.ts';
import { EvmDexConnector } from '../../src/engine/connectors/evm/evm-dex-connector.ts';
import { SANDBOX_FEE_TOKEN, UNISWAP_V2_ROUTER } from '../../src/sandbox/chain/artifacts.ts';
import { nodeClients } from '../../src/sandbox/chain/chain-client.ts';
import { sandboxDexChain } from '../../src/server/embedded/sandbox-dex-venue.ts';
import { type SandboxDex, startSandboxDex } from '../support/sandbox-dex.ts';

let dex: SandboxDex;
beforeAll(async () => {
  dex = await startSandboxDex();
});
afterAll(async () => {
  await dex?.close();
});

async function chainError(work: Promise<unknown>): Promise<ChainError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ChainError);
  return error as ChainError;
}

const balanceOf = (token: Address, owner: Address) =>
  dex.connector.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

describe('quotes and swaps', () => {
  it('executes exactly the quoted amount when nothing else trades, both ways and token to token', async () => {
    const wallet = await dex.wallet('quote', parseEther('50'));
    const cake = dex.token('CAKE');
    const bought = await dex.connector.swap({ wallet, tokenIn: 'native', tokenOut: cake, amountIn: parseEther('2'), slippagePercent: 1 });
    expect(bought.amountOut).toBe(bought.quotedOut);
    expect(bought.amountIn).toBe(parseEther('2'));
    expect(await balanceOf(cake, dex.connector.address(wallet))).toBe(bought.amountOut);

    await dex.connector.approve({ wallet, token: cake });
    expect(await dex.connector.allowance(cake, dex.connector.address(wallet))).toBeGreaterThan(bought.amountOut);
    const sold = await dex.connector.swap({
      wallet,
      tokenIn: cake,
      tokenOut: 'native',
      amountIn: bought.amountOut / 2n,
      slippagePercent: 1,
    });
    expect(sold.amountOut).toBe(sold.quotedOut);
    expect(sold.amountIn).toBe(bought.amountOut / 2n);

    const wbnb = dex.token('WBNB');
    const usdt = dex.token('USDT');
    await dex.connector.swap({ wallet, tokenIn: 'native', tokenOut: usdt, amountIn: parseEther('1'), slippagePercent: 1 });
    await dex.connector.approve({ wallet, token: usdt, gasMultiplier: 2 });
    const tokenToToken = await dex.connector.swap({
      wallet,
      tokenIn: usdt,
      tokenOut: wbnb,
      amountIn: parseEther('100'),
      slippagePercent: 0.5,
      gasMultiplier: 0,
    });
    expect(tokenToToken.amountOut).toBe(tokenToToken.quotedOut);
    const reserves = await dex.connector.reserves(cake, wbnb);
    expect(reserves.base).toBeGreaterThan(0n);
    expect(reserves.quote).toBeGreaterThan(0n);
  });

  it('pays gas at the chain price times the multiplier', async () => {
    const wallet = await dex.wallet('gas');
    const price = await dex.connector.client.getGasPrice();
    const double = await dex.connector.swap({
      wallet,
      tokenIn: 'native',
      tokenOut: dex.token('CAKE'),
      amountIn: parseEther('0.1'),
      slippagePercent: 1,
      gasMultiplier: 2,
    });
    expect(double.gasPrice).toBe(price * 2n);
  });

  it('swaps a token that keeps a fee on transfer through the fee-on-transfer variants, and reads what really moved', async () => {
    const owner = nodeClients(dex.chain.node, dex.chain.chainId).walletFor(dex.chain.privateKey);
    const deployed = await owner.deployContract({
      abi: SANDBOX_FEE_TOKEN.abi,
      bytecode: SANDBOX_FEE_TOKEN.bytecode,
      args: ['Fee Token', 'FEE', parseEther('1000000'), 500n],
    });
    const fee = (await dex.connector.client.waitForTransactionReceipt({ hash: deployed })).contractAddress as Address;
    const approval = await owner.writeContract({
      address: fee,
      abi: erc20Abi,
      functionName: 'approve',
      args: [dex.chain.contracts.router, parseEther('1000000')],
    });
    await dex.connector.client.waitForTransactionReceipt({ hash: approval });
    const { timestamp } = await dex.connector.client.getBlock();
    const liquidity = await owner.writeContract({
      address: dex.chain.contracts.router,
      abi: UNISWAP_V2_ROUTER.abi,
      functionName: 'addLiquidityETH',
      args: [fee, parseEther('100000'), 0n, 0n, owner.account.address, timestamp + 600n],
      value: parseEther('100'),
    });
    await dex.connector.client.waitForTransactionReceipt({ hash: liquidity });

    const wallet = await dex.wallet('fee');
    const bought = await dex.connector.swap({
      wallet,
      tokenIn: 'native',
      tokenOut: fee,
      amountIn: parseEther('1'),
      slippagePercent: 6,
      feeOnTransfer: true,
    });
    expect(bought.amountOut).toBe(bought.quotedOut - (bought.quotedOut * 500n) / 10_000n);
    await dex.connector.approve({ wallet, token: fee });

    const plain = await chainError(
      dex.connector.swap({ wallet, tokenIn: fee, tokenOut: 'native', amountIn: bought.amountOut / 2n, slippagePercent: 10 }),
    );
    expect(plain.reason).toBe('feeOnTransfer');
    const sold = await dex.connector.swap({
      wallet,
      tokenIn: fee,
      tokenOut: 'native',
      amountIn: bought.amountOut / 2n,
      slippagePercent: 10,
      feeOnTransfer: true,
    });
    expect(sold.amountIn).toBe(bought.amountOut / 2n);
    expect(sold.amountOut).toBeGreaterThan(0n);
    expect(sold.amountOut).toBeLessThan(sold.quotedOut);
  });
});

describe('many wallets at once', () => {
  it('sends 50 swaps from 10 wallets in parallel, every one mined, each wallet in nonce order', async () => {
    const wallets: Hex[] = [];
    for (let i = 0; i < 10; i++) wallets.push(await dex.wallet(`parallel ${i}`));
    const cake = dex.token('CAKE');
    const results = await Promise.all(
      wallets.flatMap((wallet) =>
        Array.from({ length: 5 }, () =>
          dex.connector.swap({ wallet, tokenIn: 'native', tokenOut: cake, amountIn: parseEther('0.05'), slippagePercent: 20 }),
        ),
      ),
    );
    expect(results).toHaveLength(50);
    for (const wallet of wallets) {
      const address = dex.connector.address(wallet);
      const sent = await Promise.all(results.map((result) => dex.connector.client.getTransaction({ hash: result.hash })));
      const own = sent.filter((transaction) => transaction.from.toLowerCase() === address.toLowerCase());
      expect(own.map((transaction) => transaction.nonce)).toEqual([0, 1, 2, 3, 4]);
      const blocks = own.map((transaction) => transaction.blockNumber!);
      expect([...blocks].sort((a, b) => Number(a - b))).toEqual(blocks);
    }
  });
});

describe('chain errors, converted where they are raised', () => {
  it('gas too low: 2109 on a trading wallet, 2110 on the main wallet, 2171 for an approval', async () => {
    const empty = await dex.wallet('no gas', 0n);
    const swap = { wallet: empty, tokenIn: 'native' as const, tokenOut: dex.token('CAKE'), amountIn: parseEther('1'), slippagePercent: 1 };
    expect(await chainError(dex.connector.swap(swap))).toMatchObject({ reason: 'insufficientGas', code: 2109, action: 'stop' });
    expect(await chainError(dex.connector.swap({ ...swap, role: 'main' }))).toMatchObject({ reason: 'insufficientGas', code: 2110 });
    expect(await chainError(dex.connector.approve({ wallet: empty, token: dex.token('CAKE') }))).toMatchObject({
      reason: 'insufficientGas',
      code: 2171,
    });
  });

  it('a token not authorised: 2107 for trading wallets, 2108 for the main wallet', async () => {
    const wallet = await dex.wallet('no allowance');
    const swap = { wallet, tokenIn: dex.token('DEMO'), tokenOut: dex.token('USDT'), amountIn: parseEther('10'), slippagePercent: 1 };
    expect(await chainError(dex.connector.swap(swap))).toMatchObject({ reason: 'allowanceMissing', code: 2107 });
    expect(await chainError(dex.connector.swap({ ...swap, role: 'main' }))).toMatchObject({ reason: 'allowanceMissing', code: 2108 });
  });

  it('a balance too small, a deadline passed, a reverted call', async () => {
    const wallet = await dex.wallet('errors');
    await dex.connector.approve({ wallet, token: dex.token('DEMO') });
    const tooMuch = { wallet, tokenIn: dex.token('DEMO'), tokenOut: dex.token('USDT'), amountIn: parseEther('10'), slippagePercent: 1 };
    expect(await chainError(dex.connector.swap(tooMuch))).toMatchObject({ reason: 'insufficientBalance', action: 'reject' });
    const late = {
      wallet,
      tokenIn: 'native' as const,
      tokenOut: dex.token('CAKE'),
      amountIn: parseEther('0.1'),
      slippagePercent: 1,
      deadlineSeconds: -60,
    };
    expect(await chainError(dex.connector.swap(late))).toMatchObject({ reason: 'deadline' });
    const nowhere = '0x00000000000000000000000000000000000000aa';
    expect(await chainError(dex.connector.quote(parseEther('1'), dex.token('CAKE'), nowhere))).toMatchObject({ reason: 'reverted' });
  });

  it('a nonce already used is retried, not fatal', async () => {
    const wallet = await dex.wallet('stale nonce');
    await dex.connector.swap({ wallet, tokenIn: 'native', tokenOut: dex.token('CAKE'), amountIn: parseEther('0.1'), slippagePercent: 1 });
    const clients = nodeClients(dex.chain.node, dex.chain.chainId);
    const stale = await clients
      .walletFor(wallet)
      .sendTransaction({ to: dex.connector.address(wallet), value: 1n, nonce: 0, gas: 21_000n })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(convertChainError(stale, { chain: 'SANDBOX', operation: 'send' })).toMatchObject({ reason: 'nonceTooLow', action: 'retry' });
  });

  it('an RPC that does not answer is retried with backoff, then reported as down', async () => {
    const offline = new EvmDexConnector(
      { ...sandboxDexChain(dex.chain), rpcUrl: 'http://127.0.0.1:9' },
      http('http://127.0.0.1:9', { retryCount: 2, retryDelay: 10 }),
    );
    expect(await chainError(offline.quote(parseEther('1'), 'native', dex.token('CAKE')))).toMatchObject({
      reason: 'rpcDown',
      action: 'retry',
    });
  });
});

describe('slippage', () => {
  it('refuses on chain a swap whose price moved past its tolerance before it was mined', async () => {
    const manual = await startSandboxDex({ blockIntervalMs: 0 });
    try {
      const funder = nodeClients(manual.chain.node, manual.chain.chainId).walletFor(manual.chain.privateKey);
      const keys = ['slip a', 'slip b'].map((label) =>
        manual.connector.address(`0x${Buffer.from(label.padEnd(32, '.')).toString('hex')}` as Hex),
      );
      for (const to of keys) await funder.sendTransaction({ to, value: parseEther('100') });
      await manual.chain.mine();
      const [first, second] = ['slip a', 'slip b'].map((label) => `0x${Buffer.from(label.padEnd(32, '.')).toString('hex')}` as Hex);
      const swap = (wallet: Hex) =>
        manual.connector.swap({
          wallet,
          tokenIn: 'native',
          tokenOut: manual.token('CAKE'),
          amountIn: parseEther('40'),
          slippagePercent: 0.1,
        });
      const both = [swap(first!), swap(second!)].map((sent) =>
        sent.then(
          (result) => result,
          (error: unknown) => error,
        ),
      );
      // Both are quoted against the same pool; one block holds both, and the second comes out short.
      await expect.poll(async () => (await manual.connector.client.getBlock({ blockTag: 'pending' })).transactions.length).toBe(2);
      await manual.chain.mine();
      // Whichever reached the node first is mined first and fills; the other comes out short.
      const outcomes = await Promise.all(both);
      const refused = outcomes.filter((outcome) => outcome instanceof ChainError);
      const filled = outcomes.filter((outcome) => !(outcome instanceof Error));
      expect(filled).toEqual([expect.objectContaining({ amountOut: expect.any(BigInt) })]);
      expect(refused).toEqual([expect.objectContaining({ reason: 'slippage', action: 'reject' })]);
    } finally {
      await manual.close();
    }
  });
});

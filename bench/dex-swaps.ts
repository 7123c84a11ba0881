// Swaps through the DEX connector against the in-process sandbox chain over JSON-RPC: throughput
// with 10 wallets sending at once, and the connector's cost per swap against a raw viem swap
// (writeContract + receipt) on the same chain, the two alternating swap by swap so both see the
// same load. The connector adds the allowance check, the quote, the deadline's block read, the gas
// price, the estimate with its margin, the per-wallet queue and reading the receipt's transfers.
// Run alone with `node --import tsx bench/dex-swaps.ts`; `run()` returns the figures.
import { pathToFileURL } from 'node:url';
import { createWalletClient, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ROUTER_ABI } from '../src/engine/connectors/evm/uniswap-v2-abi.ts';
import { sandboxChain } from '../src/sandbox/chain/chain-client.ts';
import { startSandboxDex } from '../tests/support/sandbox-dex.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function run() {
  const dex = await startSandboxDex({ blockIntervalMs: 250 });
  try {
    const cake = dex.token('CAKE');
    const wallets: `0x${string}`[] = [];
    for (let i = 0; i < 10; i++) wallets.push(await dex.wallet(`bench ${i}`, parseEther('1000')));

    const parallel = 200;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: parallel }, (_, index) =>
        dex.connector.swap({
          wallet: wallets[index % wallets.length]!,
          tokenIn: 'native',
          tokenOut: cake,
          amountIn: parseEther('0.01'),
          slippagePercent: 50,
        }),
      ),
    );
    const swapsPerSecond = parallel / ((performance.now() - started) / 1000);

    const key = wallets[0]!;
    const raw = createWalletClient({
      chain: sandboxChain(dex.chain.chainId, dex.chain.rpcUrl),
      transport: http(dex.chain.rpcUrl),
      account: privateKeyToAccount(key),
    });
    const rawTimes: number[] = [];
    const connectorTimes: number[] = [];
    for (let round = 0; round < 30; round++) {
      let t = performance.now();
      await dex.connector.swap({ wallet: key, tokenIn: 'native', tokenOut: cake, amountIn: parseEther('0.01'), slippagePercent: 50 });
      connectorTimes.push(performance.now() - t);
      t = performance.now();
      const hash = await raw.writeContract({
        address: dex.chain.contracts.router,
        abi: ROUTER_ABI,
        functionName: 'swapExactETHForTokens',
        args: [0n, [dex.token('WBNB'), cake], raw.account.address, 2n ** 40n],
        value: parseEther('0.01'),
      });
      await dex.connector.client.waitForTransactionReceipt({ hash });
      rawTimes.push(performance.now() - t);
    }
    const rawMsPerSwap = median(rawTimes);
    const connectorMsPerSwap = median(connectorTimes);
    const figures = {
      parallelSwaps: parallel,
      wallets: wallets.length,
      blockIntervalMs: 250,
      swapsPerSecond: Math.round(swapsPerSecond * 10) / 10,
      rawMsPerSwap: Math.round(rawMsPerSwap * 10) / 10,
      connectorMsPerSwap: Math.round(connectorMsPerSwap * 10) / 10,
      ratio: Math.round((connectorMsPerSwap / rawMsPerSwap) * 100) / 100,
    };
    console.log(
      `  ${figures.swapsPerSecond} swaps/s through the connector (${parallel} swaps from ${wallets.length} wallets at once, a block every 250 ms)`,
    );
    console.log(`  per swap: connector ${figures.connectorMsPerSwap} ms, raw viem ${figures.rawMsPerSwap} ms (ratio ${figures.ratio})`);
    return figures;
  } finally {
    await dex.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();

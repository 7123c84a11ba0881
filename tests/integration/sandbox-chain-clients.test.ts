// The sandbox chain through clients nobody here wrote (viem and ethers) over its JSON-RPC port:
// read a pool, swap through the router, approve, transfer; and the contracts themselves refuse a
// swap past its deadline or over its slippage limit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Contract, JsonRpcProvider, Wallet } from 'ethers';
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNISWAP_V2_PAIR, UNISWAP_V2_ROUTER } from '../../src/sandbox/chain/artifacts.ts';
import { type SandboxChain, startSandboxChain } from '../../src/sandbox/chain/sandbox-chain.ts';

let chain: SandboxChain;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-chain-clients-'));
  chain = await startSandboxChain({ dataDir, swappers: false, blockIntervalMs: 100 });
});
afterAll(async () => {
  await chain?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const RECIPIENT = '0x000000000000000000000000000000000000dEaD';

describe('the sandbox chain with viem', () => {
  const clients = () => {
    const viemChain = defineChain({
      id: chain.chainId,
      name: 'Sandbox chain',
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    });
    const transport = http(chain.rpcUrl);
    return {
      publicClient: createPublicClient({ chain: viemChain, transport, pollingInterval: 50 }),
      wallet: createWalletClient({ chain: viemChain, transport, account: privateKeyToAccount(chain.privateKey) }),
    };
  };

  /** What the router quotes, in CAKE, for 1 BNB. */
  const cakeForOneBnb = async (publicClient: ReturnType<typeof clients>['publicClient']) => {
    const { router, tokens } = chain.contracts;
    const [, quoted] = (await publicClient.readContract({
      address: router,
      abi: UNISWAP_V2_ROUTER.abi,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [tokens.WBNB!, tokens.CAKE!]],
    })) as bigint[];
    return quoted!;
  };

  it('reads a pool and swaps through the router for exactly the quoted amount', async () => {
    const { publicClient, wallet } = clients();
    const { router, tokens, pairs } = chain.contracts;
    expect(await publicClient.getChainId()).toBe(chain.chainId);
    const weth = (await publicClient.readContract({ address: router, abi: UNISWAP_V2_ROUTER.abi, functionName: 'WETH' })) as string;
    expect(weth.toLowerCase()).toBe(tokens.WBNB!.toLowerCase());
    const [reserve0, reserve1] = (await publicClient.readContract({
      address: pairs['CAKE/WBNB']!,
      abi: UNISWAP_V2_PAIR.abi,
      functionName: 'getReserves',
    })) as [bigint, bigint];
    expect(reserve0).toBeGreaterThan(0n);
    expect(reserve1).toBeGreaterThan(0n);

    const path = [tokens.WBNB!, tokens.CAKE!];
    const quoted = await cakeForOneBnb(publicClient);
    const before = await publicClient.readContract({ address: tokens.CAKE!, abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] });
    const block = await publicClient.getBlock();
    const hash = await wallet.writeContract({
      address: router,
      abi: UNISWAP_V2_ROUTER.abi,
      functionName: 'swapExactETHForTokens',
      args: [quoted!, path, RECIPIENT, block.timestamp + 600n],
      value: parseEther('1'),
    });
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
    const after = await publicClient.readContract({ address: tokens.CAKE!, abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] });
    expect(after - before).toBe(quoted);
  });

  it('approves and transfers an ERC-20', async () => {
    const { publicClient, wallet } = clients();
    const cake = chain.contracts.tokens.CAKE!;
    const approve = await wallet.writeContract({ address: cake, abi: erc20Abi, functionName: 'approve', args: [RECIPIENT, 1234n] });
    await publicClient.waitForTransactionReceipt({ hash: approve });
    expect(
      await publicClient.readContract({
        address: cake,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [wallet.account.address, RECIPIENT],
      }),
    ).toBe(1234n);
    const before = await publicClient.readContract({ address: cake, abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] });
    const transfer = await wallet.writeContract({ address: cake, abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 777n] });
    await publicClient.waitForTransactionReceipt({ hash: transfer });
    expect(await publicClient.readContract({ address: cake, abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] })).toBe(
      before + 777n,
    );
  });

  it('mines a swap past its deadline as reverted by the router itself', async () => {
    const { publicClient, wallet } = clients();
    const { router, tokens } = chain.contracts;
    const block = await publicClient.getBlock();
    // A fixed gas limit skips the estimate, so the transaction reaches the chain and the router refuses it there.
    const hash = await wallet.writeContract({
      address: router,
      abi: UNISWAP_V2_ROUTER.abi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [tokens.WBNB!, tokens.CAKE!], RECIPIENT, block.timestamp - 1n],
      value: parseEther('0.1'),
      gas: 300_000n,
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('reverted');
    await expect(
      publicClient.simulateContract({
        account: wallet.account,
        address: router,
        abi: UNISWAP_V2_ROUTER.abi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [tokens.WBNB!, tokens.CAKE!], RECIPIENT, block.timestamp - 1n],
        value: parseEther('0.1'),
      }),
    ).rejects.toThrow('UniswapV2Router: EXPIRED');
  });

  it('refuses a swap over its slippage limit', async () => {
    const { publicClient, wallet } = clients();
    const { router, tokens } = chain.contracts;
    const path = [tokens.WBNB!, tokens.CAKE!];
    const quoted = await cakeForOneBnb(publicClient);
    const block = await publicClient.getBlock();
    await expect(
      wallet.writeContract({
        address: router,
        abi: UNISWAP_V2_ROUTER.abi,
        functionName: 'swapExactETHForTokens',
        args: [quoted! + 1n, path, RECIPIENT, block.timestamp + 600n],
        value: parseEther('1'),
      }),
    ).rejects.toThrow('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT');
  });

  it('holds no keys: eth_sendTransaction is refused with a hint to sign locally', async () => {
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_sendTransaction', params: [{ from: RECIPIENT, to: RECIPIENT }] }),
    });
    const body = (await response.json()) as { error: { code: number; message: string } };
    expect(body.error.code).toBe(-32601);
    expect(body.error.message).toContain('sign locally and use eth_sendRawTransaction');
  });
});

describe('the sandbox chain with ethers', () => {
  it('reads a pool, swaps, approves and transfers; the router refuses an expired swap', async () => {
    const provider = new JsonRpcProvider(chain.rpcUrl, chain.chainId, { staticNetwork: true, pollingInterval: 50, cacheTimeout: -1 });
    const signer = new Wallet(chain.privateKey, provider);
    const { router: routerAddress, tokens, pairs } = chain.contracts;
    const router = new Contract(routerAddress, UNISWAP_V2_ROUTER.abi as never, signer);
    const cake = new Contract(tokens.CAKE!, erc20Abi as never, signer);
    const pair = new Contract(pairs['CAKE/WBNB']!, UNISWAP_V2_PAIR.abi as never, provider);

    const [reserve0, reserve1] = await pair.getFunction('getReserves')();
    expect(reserve0).toBeGreaterThan(0n);
    expect(reserve1).toBeGreaterThan(0n);
    expect((await router.getFunction('WETH')()).toLowerCase()).toBe(tokens.WBNB!.toLowerCase());

    const path = [tokens.WBNB!, tokens.CAKE!];
    const [, quoted] = await router.getFunction('getAmountsOut')(parseEther('2'), path);
    const before: bigint = await cake.getFunction('balanceOf')(RECIPIENT);
    const latest = await provider.getBlock('latest');
    const swap = await router.getFunction('swapExactETHForTokens')(quoted, path, RECIPIENT, latest!.timestamp + 600, {
      value: parseEther('2'),
    });
    expect((await swap.wait())!.status).toBe(1);
    expect((await cake.getFunction('balanceOf')(RECIPIENT)) - before).toBe(quoted);

    await (await cake.getFunction('approve')(RECIPIENT, 99n)).wait();
    expect(await cake.getFunction('allowance')(signer.address, RECIPIENT)).toBe(99n);
    const held: bigint = await cake.getFunction('balanceOf')(RECIPIENT);
    await (await cake.getFunction('transfer')(RECIPIENT, 5n)).wait();
    expect(await cake.getFunction('balanceOf')(RECIPIENT)).toBe(held + 5n);

    await expect(
      router.getFunction('swapExactETHForTokens')(0n, path, RECIPIENT, latest!.timestamp - 1, { value: parseEther('0.1') }),
    ).rejects.toThrow('UniswapV2Router: EXPIRED');
    provider.destroy();
  });
});

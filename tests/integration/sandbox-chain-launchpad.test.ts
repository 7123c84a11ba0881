// The sandbox chain's launchpad through viem over JSON-RPC, with the engine's own ABI: a launch,
// buys and sells on the bonding curve at exactly the quoted amounts (and refused over their
// slippage limit), the platform's 1% fee, and graduation at the market-cap threshold into a
// Uniswap V2 pool that then trades through the router while the curve refuses to.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  keccak256,
  maxUint256,
  parseEther,
  parseEventLogs,
  toHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCHPAD_ABI } from '../../src/engine/connectors/evm/launchpad-abi.ts';
import { FACTORY_ABI, PAIR_ABI, ROUTER_ABI } from '../../src/engine/connectors/evm/uniswap-v2-abi.ts';
import { UNISWAP_V2_FACTORY, UNISWAP_V2_PAIR, WRAPPED_NATIVE } from '../../src/sandbox/chain/artifacts.ts';
import { sandboxChain } from '../../src/sandbox/chain/chain-client.ts';
import { type SandboxChain, startSandboxChain } from '../../src/sandbox/chain/sandbox-chain.ts';

let chain: SandboxChain;
let dataDir: string;
let publicClient: ReturnType<typeof createPublicClient>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sandbox-chain-launchpad-'));
  chain = await startSandboxChain({ dataDir, swappers: false, blockIntervalMs: 0 });
  publicClient = createPublicClient({ chain: sandboxChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) });
});
afterAll(async () => {
  await chain?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const walletOf = (key: Hex) =>
  createWalletClient({
    chain: sandboxChain(chain.chainId, chain.rpcUrl),
    transport: http(chain.rpcUrl),
    account: privateKeyToAccount(key),
  });

/** Mines the transaction's block and answers its receipt, which must be a success. */
async function mined(sent: Promise<Hash>) {
  const hash = await sent;
  await chain.mine();
  const receipt = await publicClient.getTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return receipt;
}

async function fundedWallet(label: string, native = parseEther('100')) {
  const wallet = walletOf(keccak256(toHex(`launchpad test ${label}`)));
  await mined(walletOf(chain.privateKey).sendTransaction({ to: wallet.account.address, value: native }));
  return wallet;
}

const launchpad = () => chain.contracts.launchpad!;
const read = <T>(functionName: 'quoteBuy' | 'quoteSell' | 'curve' | 'tokenCount', args: readonly unknown[] = []) =>
  publicClient.readContract({ address: launchpad(), abi: LAUNCHPAD_ABI, functionName, args } as never) as Promise<T>;
const balanceOf = (token: Address, holder: Address) =>
  publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] });
const feesAccrued = () =>
  publicClient.readContract({
    address: launchpad(),
    abi: [{ type: 'function', name: 'feesAccrued', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint256' }] }] as const,
    functionName: 'feesAccrued',
  });
type Curve = readonly [bigint, bigint, bigint, bigint, bigint, boolean, Address, Address];

async function launch(creator: ReturnType<typeof walletOf>, name: string, symbol: string, firstBuy = 0n): Promise<Address> {
  const receipt = await mined(
    creator.writeContract({ address: launchpad(), abi: LAUNCHPAD_ABI, functionName: 'create', args: [name, symbol], value: firstBuy }),
  );
  const [launched] = parseEventLogs({ abi: LAUNCHPAD_ABI, eventName: 'Launched', logs: receipt.logs });
  expect(launched!.args).toMatchObject({ creator: creator.account.address, name, symbol });
  return launched!.args.token;
}

describe('the sandbox launchpad', () => {
  it('launches a token and trades it on the curve at the quoted amounts, keeping a 1% fee', async () => {
    const alice = await fundedWallet('alice');
    const bob = await fundedWallet('bob');
    const countBefore = await read<bigint>('tokenCount');
    const token = await launch(alice, 'Test Frog', 'TFROG', parseEther('1'));
    expect(await read<bigint>('tokenCount')).toBe(countBefore + 1n);
    expect(await publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply' })).toBe(parseEther('1000000000'));
    const fees = await feesAccrued();
    let curve = await read<Curve>('curve', [token]);
    expect(curve[2]).toBe(parseEther('0.99')); // the coins collected: 1 BNB less the 1% fee
    expect(await balanceOf(token, alice.account.address)).toBe(parseEther('1000000000') - (curve[3] + parseEther('200000000')));

    // A buy: exactly the quote, refused for one token unit more.
    const quoted = await read<bigint>('quoteBuy', [token, parseEther('2')]);
    const [nativeReserve, tokenReserve] = curve;
    const net = parseEther('2') - parseEther('0.02');
    expect(quoted).toBe((tokenReserve * net) / (nativeReserve + net)); // constant product over virtual reserves
    await expect(
      bob.writeContract({
        address: launchpad(),
        abi: LAUNCHPAD_ABI,
        functionName: 'buy',
        args: [token, quoted + 1n],
        value: parseEther('2'),
      }),
    ).rejects.toThrow(/Launchpad: SLIPPAGE/);
    const buy = await mined(
      bob.writeContract({ address: launchpad(), abi: LAUNCHPAD_ABI, functionName: 'buy', args: [token, quoted], value: parseEther('2') }),
    );
    expect(await balanceOf(token, bob.account.address)).toBe(quoted);
    const [trade] = parseEventLogs({ abi: LAUNCHPAD_ABI, eventName: 'Trade', logs: buy.logs });
    curve = await read<Curve>('curve', [token]);
    expect(trade!.args).toMatchObject({
      isBuy: true,
      nativeAmount: parseEther('2'),
      tokenAmount: quoted,
      priceAfter: (curve[0] * 10n ** 18n) / curve[1],
    });

    // A sale of half, with no approval first: exactly the quote, less the fee.
    const amount = quoted / 2n;
    const gross = (curve[0] * amount) / (curve[1] + amount);
    const proceeds = await read<bigint>('quoteSell', [token, amount]);
    expect(proceeds).toBe(gross - gross / 100n);
    await expect(
      bob.writeContract({ address: launchpad(), abi: LAUNCHPAD_ABI, functionName: 'sell', args: [token, amount, proceeds + 1n] }),
    ).rejects.toThrow(/Launchpad: SLIPPAGE/);
    const nativeBefore = await publicClient.getBalance({ address: bob.account.address });
    const sell = await mined(
      bob.writeContract({ address: launchpad(), abi: LAUNCHPAD_ABI, functionName: 'sell', args: [token, amount, proceeds] }),
    );
    const gas = sell.gasUsed * sell.effectiveGasPrice;
    expect(await publicClient.getBalance({ address: bob.account.address })).toBe(nativeBefore + proceeds - gas);
    expect(await balanceOf(token, bob.account.address)).toBe(quoted - amount);
    expect(await feesAccrued()).toBe(fees + parseEther('0.02') + gross / 100n);

    await expect(read('quoteBuy', [bob.account.address, parseEther('1')])).rejects.toThrow(/Launchpad: UNKNOWN_TOKEN/);
  });

  it('graduates at the market-cap threshold into a Uniswap V2 pool that trades through the router', async () => {
    const alice = await fundedWallet('alice 2');
    const bob = await fundedWallet('bob 2');
    const token = await launch(alice, 'Moon Otter', 'MOTTER');
    const receipt = await mined(
      bob.writeContract({ address: launchpad(), abi: LAUNCHPAD_ABI, functionName: 'buy', args: [token, 0n], value: parseEther('16') }),
    );
    const [graduated] = parseEventLogs({ abi: LAUNCHPAD_ABI, eventName: 'Graduated', logs: receipt.logs });
    const wbnb = chain.contracts.tokens.WBNB!;
    const pair = await publicClient.readContract({
      address: chain.contracts.factory,
      abi: FACTORY_ABI,
      functionName: 'getPair',
      args: [token, wbnb],
    });
    expect(graduated!.args).toEqual({ token, pair });
    const curve = await read<Curve>('curve', [token]);
    expect(curve[4]).toBeGreaterThanOrEqual(parseEther('69'));
    expect(curve.slice(5, 7)).toEqual([true, pair]);

    // The pool holds the curve's coins and tokens at its last price; the rest is burned, LP too.
    const [reserve0, reserve1] = await publicClient.readContract({ address: pair, abi: PAIR_ABI, functionName: 'getReserves' });
    const tokenIs0 = token.toLowerCase() < wbnb.toLowerCase();
    const [tokenReserve, nativeReserve] = tokenIs0 ? [reserve0, reserve1] : [reserve1, reserve0];
    expect(nativeReserve).toBe(parseEther('15.84'));
    expect(Number(nativeReserve) / Number(tokenReserve)).toBeCloseTo(Number(curve[0]) / Number(curve[1]), 15);
    expect(await balanceOf(token, launchpad())).toBe(0n);
    const bobTokens = await balanceOf(token, bob.account.address);
    expect(await publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply' })).toBe(bobTokens + tokenReserve);
    const lpSupply = (await publicClient.readContract({ address: pair, abi: UNISWAP_V2_PAIR.abi, functionName: 'totalSupply' })) as bigint;
    expect(await balanceOf(pair, '0x000000000000000000000000000000000000dEaD')).toBe(lpSupply - 1000n);

    // The curve is closed; the pool trades both ways through the router.
    await expect(
      bob.writeContract({ address: launchpad(), abi: LAUNCHPAD_ABI, functionName: 'buy', args: [token, 0n], value: parseEther('1') }),
    ).rejects.toThrow(/Launchpad: GRADUATED/);
    await expect(
      bob.writeContract({ address: launchpad(), abi: LAUNCHPAD_ABI, functionName: 'sell', args: [token, 1000n, 0n] }),
    ).rejects.toThrow(/Launchpad: GRADUATED/);
    const router = chain.contracts.router;
    const [, quoted] = await publicClient.readContract({
      address: router,
      abi: ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [wbnb, token]],
    });
    await mined(
      alice.writeContract({
        address: router,
        abi: ROUTER_ABI,
        functionName: 'swapExactETHForTokens',
        args: [quoted!, [wbnb, token], alice.account.address, maxUint256],
        value: parseEther('1'),
      }),
    );
    expect(await balanceOf(token, alice.account.address)).toBe(quoted);
    await mined(bob.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }));
    const before = await publicClient.getBalance({ address: bob.account.address });
    const sale = await mined(
      bob.writeContract({
        address: router,
        abi: ROUTER_ABI,
        functionName: 'swapExactTokensForETH',
        args: [bobTokens / 10n, 0n, [token, wbnb], bob.account.address, maxUint256],
      }),
    );
    expect(await publicClient.getBalance({ address: bob.account.address })).toBeGreaterThan(before - sale.gasUsed * sale.effectiveGasPrice);
  });

  it('cuts a buy to the tokens left on the curve and refunds the rest', async () => {
    const bob = await fundedWallet('bob 3');
    const token = await launch(bob, 'Giga Whale', 'GWHALE');
    const quoted = await read<bigint>('quoteBuy', [token, parseEther('40')]);
    expect(quoted).toBe(parseEther('800000000'));
    const before = await publicClient.getBalance({ address: bob.account.address });
    const receipt = await mined(
      bob.writeContract({ address: launchpad(), abi: LAUNCHPAD_ABI, functionName: 'buy', args: [token, quoted], value: parseEther('40') }),
    );
    const [trade] = parseEventLogs({ abi: LAUNCHPAD_ABI, eventName: 'Trade', logs: receipt.logs });
    expect(trade!.args.tokenAmount).toBe(quoted);
    expect(trade!.args.nativeAmount).toBeLessThan(parseEther('20'));
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(await publicClient.getBalance({ address: bob.account.address })).toBe(before - trade!.args.nativeAmount - gas);
    expect((await read<Curve>('curve', [token]))[5]).toBe(true);
  });

  it('graduates even when someone left its pool one-sided beforehand', async () => {
    const eve = await fundedWallet('eve');
    const token = await launch(eve, 'Angry Goose', 'AGOOSE');
    const wbnb = chain.contracts.tokens.WBNB!;
    // A pair opened early with only coins in it, which the router cannot price.
    await mined(
      eve.writeContract({ address: chain.contracts.factory, abi: UNISWAP_V2_FACTORY.abi, functionName: 'createPair', args: [token, wbnb] }),
    );
    const pair = await publicClient.readContract({
      address: chain.contracts.factory,
      abi: FACTORY_ABI,
      functionName: 'getPair',
      args: [token, wbnb],
    });
    await mined(eve.writeContract({ address: wbnb, abi: WRAPPED_NATIVE.abi, functionName: 'deposit', value: parseEther('1') }));
    await mined(eve.writeContract({ address: wbnb, abi: erc20Abi, functionName: 'transfer', args: [pair, parseEther('1')] }));
    await mined(eve.writeContract({ address: pair, abi: UNISWAP_V2_PAIR.abi, functionName: 'sync' }));

    const receipt = await mined(
      eve.writeContract({ address: launchpad(), abi: LAUNCHPAD_ABI, functionName: 'buy', args: [token, 0n], value: parseEther('16') }),
    );
    expect(parseEventLogs({ abi: LAUNCHPAD_ABI, eventName: 'Graduated', logs: receipt.logs })[0]!.args).toEqual({ token, pair });
    const [reserve0, reserve1] = await publicClient.readContract({ address: pair, abi: PAIR_ABI, functionName: 'getReserves' });
    const [tokenReserve, nativeReserve] = token.toLowerCase() < wbnb.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0];
    expect(nativeReserve).toBe(parseEther('16.84'));
    expect(tokenReserve).toBeGreaterThan(0n);
  });
});

// First start of a sandbox chain: deploys WBNB, the Uniswap V2 factory and router, the tokens and
// the funded pools, each transaction mined at once (the chain's clock is not running yet).
import { type Address, erc20Abi, type Hash, type Hex, maxUint256, parseUnits } from 'viem';
import { SANDBOX_TOKEN, UNISWAP_V2_FACTORY, UNISWAP_V2_ROUTER, WRAPPED_NATIVE } from './artifacts.ts';
import type { NodeClients } from './chain-client.ts';
import type { ChainNode } from './chain-node.ts';
import { POOLS, TOKENS } from './world.ts';

export interface ChainContracts {
  factory: Address;
  router: Address;
  /** Symbol → ERC-20 address; WBNB is the wrapped native coin. */
  tokens: Record<string, Address>;
  /** "BASE/QUOTE" → pair address. */
  pairs: Record<string, Address>;
  // The fields below are absent from a chain.json written before these contracts existed; the
  // next start deploys them (deploy-extras.ts) and fills them in.
  /** The meme-token launch platform (SandboxLaunchpad). */
  launchpad?: Address;
  /** The NFT marketplace (SandboxNftMarket). */
  nftMarket?: Address;
  /** Symbol → ERC-721 collection (SandboxCollection). */
  nftCollections?: Record<string, Address>;
}

const DEADLINE = 2n ** 40n;

export async function deployWorld(node: ChainNode, clients: NodeClients, deployerKey: Hex): Promise<ChainContracts> {
  const wallet = clients.walletFor(deployerKey);
  const owner = wallet.account.address;
  const settle = async (hash: Hash) => {
    await node.mineBlock();
    const receipt = await clients.publicClient.getTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`sandbox chain set-up transaction ${hash} reverted`);
    return receipt;
  };
  const deploy = async (contract: { abi: readonly unknown[]; bytecode: Hex }, args: readonly unknown[]) => {
    const receipt = await settle(await wallet.deployContract({ abi: contract.abi, bytecode: contract.bytecode, args }));
    return receipt.contractAddress as Address;
  };

  const tokens: Record<string, Address> = { WBNB: await deploy(WRAPPED_NATIVE, []) };
  const factory = await deploy(UNISWAP_V2_FACTORY, [owner]);
  const router = await deploy(UNISWAP_V2_ROUTER, [factory, tokens.WBNB]);
  for (const token of TOKENS) {
    tokens[token.symbol] = await deploy(SANDBOX_TOKEN, [
      token.name,
      token.symbol,
      token.decimals,
      parseUnits(String(token.supply), token.decimals),
    ]);
    await settle(
      await wallet.writeContract({ address: tokens[token.symbol]!, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
    );
  }

  const decimals = (symbol: string) => TOKENS.find((token) => token.symbol === symbol)?.decimals ?? 18;
  const pairs: Record<string, Address> = {};
  for (const pool of POOLS) {
    const amount = (symbol: string, whole: bigint) => parseUnits(String(whole), decimals(symbol));
    const [token, tokenAmount, nativeAmount] =
      pool.quote === 'WBNB'
        ? [pool.base, pool.baseAmount, pool.quoteAmount]
        : pool.base === 'WBNB'
          ? [pool.quote, pool.quoteAmount, pool.baseAmount]
          : [];
    const hash = token
      ? await wallet.writeContract({
          address: router,
          abi: UNISWAP_V2_ROUTER.abi,
          functionName: 'addLiquidityETH',
          args: [tokens[token]!, amount(token, tokenAmount!), 0n, 0n, owner, DEADLINE],
          value: amount('WBNB', nativeAmount!),
        })
      : await wallet.writeContract({
          address: router,
          abi: UNISWAP_V2_ROUTER.abi,
          functionName: 'addLiquidity',
          args: [
            tokens[pool.base]!,
            tokens[pool.quote]!,
            amount(pool.base, pool.baseAmount),
            amount(pool.quote, pool.quoteAmount),
            0n,
            0n,
            owner,
            DEADLINE,
          ],
        });
    await settle(hash);
    pairs[`${pool.base}/${pool.quote}`] = (await clients.publicClient.readContract({
      address: factory,
      abi: UNISWAP_V2_FACTORY.abi,
      functionName: 'getPair',
      args: [tokens[pool.base]!, tokens[pool.quote]!],
    })) as Address;
  }
  return { factory, router, tokens, pairs };
}

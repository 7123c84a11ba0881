// New pairs on the DEX from time to time, as a sniper sees them on a real chain: every few minutes
// of chain time a lister wallet deploys a fresh token and creates its pair with WBNB on the factory
// (PairCreated, an empty pool), and some seconds later, always in a later block, adds the first
// liquidity (Mint, the pool opens at its price). Every draw comes from (seed, block number), so a
// run repeats.
import { type Address, erc20Abi, getContractAddress, type Hex, keccak256, maxUint256, parseEther, parseUnits, toHex } from 'viem';
import { createRng, type Rng } from '../random.ts';
import { SANDBOX_TOKEN, UNISWAP_V2_FACTORY, UNISWAP_V2_PAIR, UNISWAP_V2_ROUTER } from './artifacts.ts';
import type { NodeClients } from './chain-client.ts';
import type { ChainContracts } from './deploy.ts';
import { chanceWithin, coins, DEADLINE, GAS_PRICE, type Simulation, SimWallets } from './simulations.ts';
import { projectName } from './token-names.ts';

/** The lister's coins at start: a new pool takes 2-20 of them, so they last for days of new pairs. */
export const LISTER_FUNDING = parseEther('20000');
/** Mean chain seconds between new pairs. */
const NEW_PAIR_EVERY_SECONDS = 240;
/** Chain seconds from a pair's creation to its first liquidity: at least this, up to 25 more. */
const FIRST_LIQUIDITY_AFTER_SECONDS = 5;
const SUPPLY = parseUnits('1000000000', 18);
/** How far back a restart looks through the lister's nonces for pairs still waiting for liquidity
 *  (each new pair takes four transactions). */
const RECOVERY_NONCES = 16;
const DEPLOY_GAS = 1_500_000n;
const CREATE_PAIR_GAS = 3_000_000n;
const APPROVE_GAS = 100_000n;
const ADD_LIQUIDITY_GAS = 3_500_000n;

export function listerKey(seed: string): Hex {
  return keccak256(toHex(`mm-console sandbox chain ${seed} lister`));
}

interface WaitingPair {
  token: Address;
  /** Chain time from which the first liquidity goes in. */
  addAt: number;
}

export function createNewPairs(clients: NodeClients, contracts: ChainContracts, seed: string): Simulation {
  const wallets = new SimWallets(clients, [listerKey(seed)]);
  const lister = wallets.address(0);
  const wrapped = contracts.tokens.WBNB!;
  let waiting: WaitingPair[] | null = null;

  /** After a restart: the lister's recent tokens whose pool is still empty. */
  async function recover(now: number): Promise<WaitingPair[]> {
    const nonce = await clients.publicClient.getTransactionCount({ address: lister, blockTag: 'pending' });
    const found: WaitingPair[] = [];
    for (let past = Math.max(0, nonce - RECOVERY_NONCES); past < nonce; past++) {
      const token = getContractAddress({ from: lister, nonce: BigInt(past) });
      if (!(await clients.publicClient.getCode({ address: token }))) continue;
      const pair = (await clients.publicClient.readContract({
        address: contracts.factory,
        abi: UNISWAP_V2_FACTORY.abi,
        functionName: 'getPair',
        args: [token, wrapped],
      })) as Address;
      const empty =
        BigInt(pair) === 0n ||
        (
          (await clients.publicClient.readContract({ address: pair, abi: UNISWAP_V2_PAIR.abi, functionName: 'getReserves' })) as bigint[]
        )[0] === 0n;
      if (empty) found.push({ token, addAt: now });
    }
    return found;
  }

  async function createPair(rng: Rng, now: number): Promise<void> {
    const { name, symbol } = projectName(rng);
    let token: Address | undefined;
    const deployed = await wallets.send(0, (wallet, nonce) => {
      token = getContractAddress({ from: lister, nonce: BigInt(nonce) });
      return wallet.deployContract({
        abi: SANDBOX_TOKEN.abi,
        bytecode: SANDBOX_TOKEN.bytecode,
        args: [name, symbol, 18, SUPPLY],
        nonce,
        gas: DEPLOY_GAS,
        gasPrice: GAS_PRICE,
      });
    });
    if (!deployed || !token) return;
    // In the same block as the deployment, after it: the pair is created empty.
    await wallets.send(0, (wallet, nonce) =>
      wallet.writeContract({
        address: contracts.factory,
        abi: UNISWAP_V2_FACTORY.abi,
        functionName: 'createPair',
        args: [token, wrapped],
        nonce,
        gas: CREATE_PAIR_GAS,
        gasPrice: GAS_PRICE,
      }),
    );
    waiting!.push({ token, addAt: now + FIRST_LIQUIDITY_AFTER_SECONDS + rng.int(26) });
  }

  /** Puts 40-90% of the supply and 2-20 coins into the pool; answers whether the node took it. */
  async function addFirstLiquidity(rng: Rng, token: Address): Promise<boolean> {
    const approved = await wallets.send(0, (wallet, nonce) =>
      wallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [contracts.router, maxUint256],
        nonce,
        gas: APPROVE_GAS,
        gasPrice: GAS_PRICE,
      }),
    );
    if (!approved) return false;
    const tokens = (SUPPLY * BigInt(40 + rng.int(51))) / 100n;
    return wallets.send(0, (wallet, nonce) =>
      wallet.writeContract({
        address: contracts.router,
        abi: UNISWAP_V2_ROUTER.abi,
        functionName: 'addLiquidityETH',
        args: [token, tokens, 0n, 0n, lister, DEADLINE],
        value: coins(2 + rng.next() * 18),
        nonce,
        gas: ADD_LIQUIDITY_GAS,
        gasPrice: GAS_PRICE,
      }),
    );
  }

  return {
    async onBlock({ block, elapsed }) {
      waiting ??= await recover(block.timestamp);
      const rng = createRng(seed, 'new-pair', block.number);
      // Liquidity before creation: a pair created in this block gets its liquidity in a later one.
      for (const pair of waiting.filter((entry) => entry.addAt <= block.timestamp)) {
        if (await addFirstLiquidity(rng, pair.token)) waiting = waiting.filter((entry) => entry !== pair);
      }
      if (rng.next() < chanceWithin(elapsed, NEW_PAIR_EVERY_SECONDS)) await createPair(rng, block.timestamp);
    },
  };
}

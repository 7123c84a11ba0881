// Simulated launchers on the launchpad, so meme tokens come and go: every few minutes of chain time
// one of them launches a token (with a small first buy), and they buy and sell on the latest
// launches' curves. Each launch has a hype, drawn from the seed and its place in the launch order,
// that sets how eagerly it is bought: a hyped one graduates into a Uniswap V2 pool within minutes,
// a dull one fades once newer launches take the attention. After graduation the launchers take
// profit on the pool now and then. Every draw comes from (seed, block number, …), so a run repeats.
import { type Address, erc20Abi, type Hex, keccak256, maxUint256, parseEther, toHex } from 'viem';
import { createRng, hashedUnit, type Rng } from '../random.ts';
import { SANDBOX_LAUNCHPAD, UNISWAP_V2_ROUTER } from './artifacts.ts';
import type { NodeClients } from './chain-client.ts';
import type { ChainContracts } from './deploy.ts';
import { chanceWithin, coins, DEADLINE, GAS_PRICE, type Simulation, SimWallets } from './simulations.ts';
import { memeName } from './token-names.ts';

const LAUNCHER_COUNT = 6;
/** Each launcher's coins at start: a graduation takes about 15 of them into its pool. */
export const LAUNCHER_FUNDING = parseEther('5000');
/** Mean chain seconds between launches. */
const LAUNCH_EVERY_SECONDS = 150;
/** Mean chain seconds between trades on one live curve. */
const TRADE_EVERY_SECONDS = 4;
/** Only the latest launches are traded; older ones still on their curve are left to fade. */
const ACTIVE_LAUNCHES = 4;
/** Mean chain seconds between profit-taking sales of one graduated token on its pool. */
const DUMP_EVERY_SECONDS = 30;
/** Limits generous enough for the buy that graduates a token (it creates and funds the pool). */
const CREATE_GAS = 3_000_000n;
const BUY_GAS = 4_000_000n;
const SELL_GAS = 200_000n;
const SWAP_GAS = 300_000n;
const APPROVE_GAS = 100_000n;

export function launcherKeys(seed: string): Hex[] {
  return Array.from({ length: LAUNCHER_COUNT }, (_, index) => keccak256(toHex(`mm-console sandbox chain ${seed} launcher ${index}`)));
}

type CurveView = readonly [bigint, bigint, bigint, bigint, bigint, boolean, Address, Address];

export function createLaunchers(clients: NodeClients, contracts: ChainContracts, seed: string): Simulation {
  const wallets = new SimWallets(clients, launcherKeys(seed));
  const launchpad = contracts.launchpad!;
  const read = (functionName: string, args: readonly unknown[]) =>
    clients.publicClient.readContract({ address: launchpad, abi: SANDBOX_LAUNCHPAD.abi, functionName, args });
  const balance = (token: Address, holder: number) =>
    clients.publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [wallets.address(holder)] });

  async function launch(rng: Rng): Promise<void> {
    const who = rng.int(wallets.size);
    const { name, symbol } = memeName(rng);
    const firstBuy = coins(0.1 + rng.next() * 0.9);
    await wallets.send(who, (wallet, nonce) =>
      wallet.writeContract({
        address: launchpad,
        abi: SANDBOX_LAUNCHPAD.abi,
        functionName: 'create',
        args: [name, symbol],
        value: firstBuy,
        nonce,
        gas: CREATE_GAS,
        gasPrice: GAS_PRICE,
      }),
    );
  }

  /** One trade on a live curve: a buy sized by the launch's hype, or a sale of part of a bag. */
  async function trade(rng: Rng, token: Address, hype: number): Promise<void> {
    const who = rng.int(wallets.size);
    const held = await balance(token, who);
    const buy = held === 0n || rng.next() < 0.5 + 0.35 * hype;
    const size = rng.next();
    await wallets.send(who, (wallet, nonce) =>
      buy
        ? wallet.writeContract({
            address: launchpad,
            abi: SANDBOX_LAUNCHPAD.abi,
            functionName: 'buy',
            args: [token, 0n],
            value: coins((0.1 + size * 0.9) * (0.5 + hype)),
            nonce,
            gas: BUY_GAS,
            gasPrice: GAS_PRICE,
          })
        : wallet.writeContract({
            address: launchpad,
            abi: SANDBOX_LAUNCHPAD.abi,
            functionName: 'sell',
            args: [token, (held * BigInt(Math.floor((0.05 + size * 0.3) * 1000))) / 1000n, 0n],
            nonce,
            gas: SELL_GAS,
            gasPrice: GAS_PRICE,
          }),
    );
  }

  /** Sells part of a launcher's bag of a graduated token on its Uniswap V2 pool. */
  async function takeProfit(rng: Rng, token: Address): Promise<void> {
    const who = rng.int(wallets.size);
    const held = await balance(token, who);
    if (held === 0n) return;
    const amount = (held * BigInt(Math.floor((0.2 + rng.next() * 0.6) * 1000))) / 1000n;
    const allowance = await clients.publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [wallets.address(who), contracts.router],
    });
    if (allowance < amount) {
      const approved = await wallets.send(who, (wallet, nonce) =>
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
      if (!approved) return;
    }
    await wallets.send(who, (wallet, nonce) =>
      wallet.writeContract({
        address: contracts.router,
        abi: UNISWAP_V2_ROUTER.abi,
        functionName: 'swapExactTokensForETH',
        args: [amount, 0n, [token, contracts.tokens.WBNB!], wallet.account.address, DEADLINE],
        nonce,
        gas: SWAP_GAS,
        gasPrice: GAS_PRICE,
      }),
    );
  }

  return {
    async onBlock({ block, elapsed }) {
      const rng = createRng(seed, 'launch', block.number);
      if (rng.next() < chanceWithin(elapsed, LAUNCH_EVERY_SECONDS)) await launch(rng);
      const count = Number(await read('tokenCount', []));
      for (let index = Math.max(0, count - ACTIVE_LAUNCHES); index < count; index++) {
        const tokenRng = createRng(seed, 'launch-trade', block.number, index);
        const token = (await read('tokenAt', [BigInt(index)])) as Address;
        const graduated = ((await read('curve', [token])) as CurveView)[5];
        if (graduated) {
          if (tokenRng.next() < chanceWithin(elapsed, DUMP_EVERY_SECONDS)) await takeProfit(tokenRng, token);
        } else if (tokenRng.next() < chanceWithin(elapsed, TRADE_EVERY_SECONDS)) {
          await trade(tokenRng, token, (hashedUnit(seed, 'hype', index) + 1) / 2);
        }
      }
    },
  };
}

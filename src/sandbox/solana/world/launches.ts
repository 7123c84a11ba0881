// Meme-token launches on the sandbox Solana network, through the swap program's launch curve as a
// launchpad's users would make them: a fresh SPL mint with a fixed supply, its curve priced in
// wrapped SOL, the creator's first buy, then buys, sells and the graduation into a Raydium-labelled
// pool. The simulated launchers use these, and so can tests.
//
// Launch mints are seeded keys, `launch mint 0`, `launch mint 1`, … of the funded wallet's secret,
// each taken by the first launch that finds it free. Mint creation is one transaction, so the taken
// ones are always a run from 0 with no gap: the node alone says which launches exist and in which
// order, and a restarted world finds them all again.
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  AuthorityType,
  findAssociatedTokenPda,
  getCloseAccountInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
  getSetAuthorityInstruction,
  getSyncNativeInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { type Address, createKeyPairSignerFromPrivateKeyBytes, type Instruction, type KeyPairSigner, lamports } from '@solana/kit';
import { type CurveState, decodeCurveState, tokenAccountAmount } from '../../../engine/connectors/solana/amm-program/amm-accounts.ts';
import {
  findCurveAddress,
  getCreateCurveInstruction,
  getCurveBuyInstruction,
  getCurveSellInstruction,
  getGraduateInstruction,
} from '../../../engine/connectors/solana/amm-program/amm-client.ts';
import { DexLabel } from '../../../engine/connectors/solana/amm-program/amm-labels.ts';
import { type CurveBalances, quoteCurveBuy, quoteCurveSell } from '../../../engine/connectors/solana/amm-program/amm-quote.ts';
import { memeName } from '../../chain/token-names.ts';
import { createRng } from '../../random.ts';
import type { SandboxSolana } from '../sandbox-solana.ts';
import { seededKeypair } from '../seeded-keys.ts';
import { sendAs } from '../signed-by.ts';
import type { SvmNode } from '../svm-node.ts';
import { MINT_SIZE } from '../token-accounts.ts';

export const LAUNCH_DECIMALS = 6;
const TOKEN = 10n ** BigInt(LAUNCH_DECIMALS);
const SOL = 1_000_000_000n;

/**
 * The curve every sandbox launch gets (units: base units of the token, lamports of wrapped SOL).
 * A billion tokens, 90% for sale. It opens at 10 SOL for all of them and prices over virtual + real
 * reserves, so the price grows with the square of the quote reserve: a 0.1 SOL buy lifts it 2%, a
 * 1 SOL buy 21%, and the 20 SOL that complete the curve 9×. The graduation invariant
 * (virtual base + for sale >= virtual base × ((virtual quote + graduation quote) / virtual quote)²)
 * holds with room: 1,000 M >= 900 M tokens, so the pool opens at the curve's last price.
 */
export const LAUNCH_CURVE = {
  forSale: 900_000_000n * TOKEN,
  keptByCreator: 100_000_000n * TOKEN,
  virtualBase: 100_000_000n * TOKEN,
  virtualQuote: 10n * SOL,
  graduationQuote: 20n * SOL,
  graduationLabel: DexLabel.RaydiumAmmV4 as DexLabel,
  graduationFeeBps: 25,
};

export interface SolanaLaunch {
  mint: Address;
  curve: Address;
  symbol: string;
  name: string;
  creator: Address;
}

type LaunchWorld = Pick<SandboxSolana, 'node' | 'keypair' | 'mints'>;

const ata = async (owner: Address, mint: Address) =>
  (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];

const launchMintKeys = (world: Pick<SandboxSolana, 'keypair'>, index: number) =>
  seededKeypair(world.keypair.secretKeyBase58, `launch mint ${index}`);

const mintExists = (world: Pick<SandboxSolana, 'node' | 'keypair'>, index: number) =>
  world.node.getAccount(launchMintKeys(world, index).address) !== null;

/** How many launch mints exist: the first free index, by doubling then bisecting over the gapless run. */
export function launchMintCount(world: Pick<SandboxSolana, 'node' | 'keypair'>): number {
  if (!mintExists(world, 0)) return 0;
  let taken = 0;
  let free = 1;
  while (mintExists(world, free)) [taken, free] = [free, free * 2];
  while (free - taken > 1) {
    const middle = Math.floor((taken + free) / 2);
    if (mintExists(world, middle)) taken = middle;
    else free = middle;
  }
  return free;
}

/** The name a launch gets unless told otherwise: seeded by its mint, so a restart names it the same. */
export function defaultLaunchName(world: Pick<SandboxSolana, 'keypair'>, mint: Address): { name: string; symbol: string } {
  return memeName(createRng(world.keypair.secretKeyBase58, 'solana launch name', mint));
}

/** The launch at mint index `index`: null when its mint was made but its curve never was. */
export async function launchAt(world: Pick<SandboxSolana, 'node' | 'keypair'>, index: number): Promise<SolanaLaunch | null> {
  const mint = launchMintKeys(world, index).address;
  const curve = await findCurveAddress(mint);
  const account = world.node.getAccount(curve);
  if (!account) return null;
  return { mint, curve, creator: decodeCurveState(account.data).creator, ...defaultLaunchName(world, mint) };
}

/** The curve of `mint` as the trade builders want it, with its vault balances. */
export async function readCurve(
  node: SvmNode,
  mint: Address,
): Promise<{ state: CurveState & { address: Address }; balances: CurveBalances }> {
  const address = await findCurveAddress(mint);
  const account = node.getAccount(address);
  if (!account) throw new Error(`no launch curve for ${mint}`);
  const state = { ...decodeCurveState(account.data), address };
  const balance = (vault: Address) => tokenAccountAmount(node.getAccount(vault)!.data);
  return { state, balances: { base: balance(state.baseVault), quote: balance(state.quoteVault) } };
}

/** The token balance at `owner`'s associated account for `mint`; 0 when it has none. */
export async function heldBy(node: SvmNode, owner: Address, mint: Address): Promise<bigint> {
  const account = node.getAccount(await ata(owner, mint));
  return account ? tokenAccountAmount(account.data) : 0n;
}

/**
 * Instructions around a trade paid in or out in wrapped SOL: `open` makes sure `owner` has its
 * wrapped-SOL account (with `wrap` lamports wrapped into it), `close` unwraps everything back to SOL,
 * but only when the account was made here, so a wallet that keeps wrapped SOL keeps it.
 */
export async function wrappedSol(
  world: Pick<SandboxSolana, 'node' | 'mints'>,
  owner: KeyPairSigner,
  wrap: bigint,
): Promise<{ account: Address; open: Instruction[]; close: Instruction[] }> {
  const mint = world.mints.SOL.address;
  const account = await ata(owner.address, mint);
  const existed = world.node.getAccount(account) !== null;
  const open: Instruction[] = existed
    ? []
    : [getCreateAssociatedTokenIdempotentInstruction({ payer: owner, ata: account, owner: owner.address, mint })];
  if (wrap > 0n)
    open.push(
      getTransferSolInstruction({ source: owner, destination: account, amount: lamports(wrap) }),
      getSyncNativeInstruction({ account }),
    );
  const close = existed ? [] : [getCloseAccountInstruction({ account, destination: owner.address, owner })];
  return { account, open, close };
}

// Launches on one node take their mint index one at a time, so two at once never pick the same.
const mintQueues = new WeakMap<SvmNode, Promise<unknown>>();

async function createLaunchMint(world: LaunchWorld, creator: KeyPairSigner): Promise<Address> {
  const { node } = world;
  const mint = await createKeyPairSignerFromPrivateKeyBytes(launchMintKeys(world, launchMintCount(world)).privateKey);
  const creatorToken = await ata(creator.address, mint.address);
  await sendAs(node, creator, [
    getCreateAccountInstruction({
      payer: creator,
      newAccount: mint,
      lamports: lamports(node.minimumBalanceForRentExemption(MINT_SIZE)),
      space: MINT_SIZE,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({ mint: mint.address, decimals: LAUNCH_DECIMALS, mintAuthority: creator.address, freezeAuthority: null }),
    getCreateAssociatedTokenIdempotentInstruction({
      payer: creator,
      ata: creatorToken,
      owner: creator.address,
      mint: mint.address,
    }),
    getMintToInstruction({
      mint: mint.address,
      token: creatorToken,
      mintAuthority: creator,
      amount: LAUNCH_CURVE.forSale + LAUNCH_CURVE.keptByCreator,
    }),
    // The supply is fixed, as a launchpad's tokens are: nobody can mint more.
    getSetAuthorityInstruction({ owned: mint.address, owner: creator, authorityType: AuthorityType.MintTokens, newAuthority: null }),
  ]);
  return mint.address;
}

/**
 * Creates a mint (LAUNCH_DECIMALS), mints supply to the creator, creates its curve (quote: wrapped
 * SOL, graduating into a Raydium-labelled pool) and, when asked, makes the creator's first buy.
 * Each step a transaction through the node.
 */
export async function launchToken(
  world: LaunchWorld,
  creator: KeyPairSigner,
  options: { symbol?: string; name?: string; firstBuyLamports?: bigint } = {},
): Promise<SolanaLaunch> {
  const queued = (mintQueues.get(world.node) ?? Promise.resolve()).then(() => createLaunchMint(world, creator));
  mintQueues.set(
    world.node,
    queued.catch(() => undefined),
  );
  const mint = await queued;
  await sendAs(world.node, creator, [
    await getCreateCurveInstruction({
      creator,
      baseMint: mint,
      quoteMint: world.mints.SOL.address,
      creatorBaseToken: await ata(creator.address, mint),
      baseAmount: LAUNCH_CURVE.forSale,
      virtualBase: LAUNCH_CURVE.virtualBase,
      virtualQuote: LAUNCH_CURVE.virtualQuote,
      graduationQuote: LAUNCH_CURVE.graduationQuote,
      graduationLabel: LAUNCH_CURVE.graduationLabel,
      graduationFeeBps: LAUNCH_CURVE.graduationFeeBps,
    }),
  ]);
  if (options.firstBuyLamports) await buyOnCurve(world, creator, mint, options.firstBuyLamports);
  const named = defaultLaunchName(world, mint);
  return {
    mint,
    curve: await findCurveAddress(mint),
    symbol: options.symbol ?? named.symbol,
    name: options.name ?? named.name,
    creator: creator.address,
  };
}

/**
 * Buys on a launch's curve for `buyer` (creating its token accounts, wrapping the SOL and
 * unwrapping what is left), returning the tokens received. A buy larger than what the curve still
 * needs to graduate pays only that, as a launchpad refunds the rest, so every graduation holds
 * exactly the graduation reserve.
 */
export async function buyOnCurve(world: LaunchWorld, buyer: KeyPairSigner, mint: Address, lamportsIn: bigint): Promise<bigint> {
  const { state, balances } = await readCurve(world.node, mint);
  const missing = state.graduationQuote - balances.quote;
  const amountIn = state.status === 'trading' && missing < lamportsIn ? missing : lamportsIn;
  const quoted = quoteCurveBuy(state, balances, amountIn);
  const baseToken = await ata(buyer.address, mint);
  const wrapped = await wrappedSol(world, buyer, amountIn);
  const before = await heldBy(world.node, buyer.address, mint);
  await sendAs(world.node, buyer, [
    getCreateAssociatedTokenIdempotentInstruction({ payer: buyer, ata: baseToken, owner: buyer.address, mint }),
    ...wrapped.open,
    getCurveBuyInstruction({
      curve: state,
      user: buyer,
      userBaseToken: baseToken,
      userQuoteToken: wrapped.account,
      amountIn,
      minOut: quoted,
    }),
    ...wrapped.close,
  ]);
  return (await heldBy(world.node, buyer.address, mint)) - before;
}

/** Sells `amount` of a launch's tokens back to its curve for `seller`, returning the lamports it pays (the quote, to the unit). */
export async function sellOnCurve(world: LaunchWorld, seller: KeyPairSigner, mint: Address, amount: bigint): Promise<bigint> {
  const { state, balances } = await readCurve(world.node, mint);
  const quoted = quoteCurveSell(state, balances, amount);
  const wrapped = await wrappedSol(world, seller, 0n);
  await sendAs(world.node, seller, [
    ...wrapped.open,
    getCurveSellInstruction({
      curve: state,
      user: seller,
      userBaseToken: await ata(seller.address, mint),
      userQuoteToken: wrapped.account,
      amountIn: amount,
      minOut: quoted,
    }),
    ...wrapped.close,
  ]);
  return quoted;
}

/** Graduates a complete curve into its pool (anyone pays the rent); false when the curve is not complete yet or already migrated. */
export async function graduateLaunch(world: LaunchWorld, payer: KeyPairSigner, mint: Address): Promise<boolean> {
  const { state } = await readCurve(world.node, mint);
  if (state.status !== 'complete') return false;
  await sendAs(world.node, payer, [await getGraduateInstruction({ curve: state, payer })]);
  return true;
}

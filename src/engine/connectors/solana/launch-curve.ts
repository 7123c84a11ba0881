// A launch on the Solana launch platform (the swap program's bonding curve, amm-program/): the
// curves that exist, one curve read through any RPC with its real reserves, its price and market
// cap, and a buy or a sale on it as instructions a wallet signs. A curve trades its token against
// wrapped SOL, so a buy wraps the SOL it pays in a token account opened for the trade and a sale
// unwraps what it receives; both close that account again, so the wallet keeps plain SOL.
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCloseAccountInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintDecoder,
  getSyncNativeInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import {
  type Address,
  type Base64EncodedBytes,
  type GetMultipleAccountsApi,
  type GetProgramAccountsApi,
  getBase64Encoder,
  type Instruction,
  type Rpc,
  type TransactionSigner,
} from '@solana/kit';
import { CURVE_STATE_SIZE, type CurveState, decodeCurveState, tokenAccountAmount } from './amm-program/amm-accounts.ts';
import { findCurveAddress, getCurveBuyInstruction, getCurveSellInstruction, SANDBOX_AMM_PROGRAM_ID } from './amm-program/amm-client.ts';
import { type CurveBalances, quoteCurveBuy, quoteCurveSell } from './amm-program/amm-quote.ts';
import { WRAPPED_SOL_MINT } from './executed-amounts.ts';

export type CurveRpc = Rpc<GetMultipleAccountsApi & GetProgramAccountsApi>;

/** Compute units a curve trade is given: the trade (two token transfers), two token accounts made, the wrap and the close, with room. */
export const CURVE_TRADE_COMPUTE_UNITS = 120_000;

export interface LaunchCurve {
  address: Address;
  state: CurveState;
  /** Its vaults' balances: the real reserves. */
  balances: CurveBalances;
  /** The token's decimals and its whole supply (base units). */
  decimals: number;
  supply: bigint;
}

const bytesOf = (data: readonly [Base64EncodedBytes, 'base64']) => getBase64Encoder().encode(data[0]);

/** Every launch curve on the platform, by address. */
export async function listCurves(rpc: CurveRpc): Promise<Address[]> {
  const accounts = await rpc
    .getProgramAccounts(SANDBOX_AMM_PROGRAM_ID, { encoding: 'base64', filters: [{ dataSize: BigInt(CURVE_STATE_SIZE) }] })
    .send();
  return accounts.map((account) => account.pubkey);
}

/** A token's decimals and supply; null while its mint does not exist. */
export async function readMint(rpc: CurveRpc, mint: Address): Promise<{ decimals: number; supply: bigint } | null> {
  const [account] = (await rpc.getMultipleAccounts([mint], { encoding: 'base64' }).send()).value;
  return account ? getMintDecoder().decode(bytesOf(account.data)) : null;
}

/** The curve of `mint` with its reserves and the token's supply; null while the token has none. */
export async function readCurve(rpc: CurveRpc, mint: Address): Promise<LaunchCurve | null> {
  const address = await findCurveAddress(mint);
  const [curveAccount, mintAccount] = (await rpc.getMultipleAccounts([address, mint], { encoding: 'base64' }).send()).value;
  if (!curveAccount || !mintAccount) return null;
  const state = decodeCurveState(bytesOf(curveAccount.data));
  const vaults = (await rpc.getMultipleAccounts([state.baseVault, state.quoteVault], { encoding: 'base64' }).send()).value;
  const mintState = getMintDecoder().decode(bytesOf(mintAccount.data));
  return {
    address,
    state,
    balances: {
      base: vaults[0] ? tokenAccountAmount(bytesOf(vaults[0].data)) : 0n,
      quote: vaults[1] ? tokenAccountAmount(bytesOf(vaults[1].data)) : 0n,
    },
    decimals: mintState.decimals,
    supply: mintState.supply,
  };
}

/** The curve's pricing reserves (virtual plus real), in base units: what its price and quotes follow. */
export function curveReserves(curve: LaunchCurve): { base: bigint; quote: bigint } {
  return { base: curve.state.virtualBase + curve.balances.base, quote: curve.state.virtualQuote + curve.balances.quote };
}

/**
 * The market cap (lamports) now and at graduation: price × supply, the price at graduation being
 * where the curve's constant product meets a real quote reserve of its graduation amount.
 */
export function curveMarketCaps(curve: LaunchCurve): { now: number; atGraduation: number } {
  const { base, quote } = curveReserves(curve);
  const product = Number(base) * Number(quote);
  const quoteAtGraduation = Number(curve.state.virtualQuote + curve.state.graduationQuote);
  const supply = Number(curve.supply);
  return { now: (Number(quote) / Number(base)) * supply, atGraduation: ((quoteAtGraduation * quoteAtGraduation) / product) * supply };
}

/** What a trade of `amountIn` on the curve pays out now (base for a buy's lamports, lamports for a sale's base). */
export function curveQuote(curve: LaunchCurve, side: 'buy' | 'sell', amountIn: bigint): bigint {
  const pricing = { ...curve.state };
  return side === 'buy' ? quoteCurveBuy(pricing, curve.balances, amountIn) : quoteCurveSell(pricing, curve.balances, amountIn);
}

const tokenAccount = async (owner: Address, mint: Address) =>
  (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];

export interface CurveTradeInput {
  curve: LaunchCurve;
  user: TransactionSigner;
  side: 'buy' | 'sell';
  /** Lamports paid for a buy, base units sold for a sale. */
  amountIn: bigint;
  /** The least the trade must pay out, kept on chain. */
  minOut: bigint;
  /** Micro-lamports per compute unit; 0 adds no price instruction. */
  computeUnitPrice: bigint;
}

/** The instructions of one trade on the curve, the wallet paying and signing. */
export async function curveTradeInstructions(input: CurveTradeInput): Promise<Instruction[]> {
  const { curve, user } = input;
  const sol = WRAPPED_SOL_MINT as Address;
  const [userBase, userQuote] = await Promise.all([tokenAccount(user.address, curve.state.baseMint), tokenAccount(user.address, sol)]);
  const open = (account: Address, mint: Address) =>
    getCreateAssociatedTokenIdempotentInstruction({ payer: user, ata: account, owner: user.address, mint });
  const instructions: Instruction[] = [getSetComputeUnitLimitInstruction({ units: CURVE_TRADE_COMPUTE_UNITS })];
  if (input.computeUnitPrice > 0n) instructions.push(getSetComputeUnitPriceInstruction({ microLamports: input.computeUnitPrice }));
  instructions.push(open(userQuote, sol));
  const trade = {
    curve: { address: curve.address, ...curve.state },
    user,
    userBaseToken: userBase,
    userQuoteToken: userQuote,
    amountIn: input.amountIn,
    minOut: input.minOut,
  };
  if (input.side === 'buy') {
    instructions.push(
      open(userBase, curve.state.baseMint),
      getTransferSolInstruction({ source: user, destination: userQuote, amount: input.amountIn }),
      getSyncNativeInstruction({ account: userQuote }),
      getCurveBuyInstruction(trade),
    );
  } else {
    instructions.push(getCurveSellInstruction(trade));
  }
  // Closing the wrapped-SOL account hands its lamports (and its rent) back as plain SOL.
  instructions.push(getCloseAccountInstruction({ account: userQuote, destination: user.address, owner: user }));
  return instructions;
}

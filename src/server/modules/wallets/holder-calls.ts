// /Wallet/get_holder_list_san, get_san_holder_remark, set_san_holder_remark (spec §2 /holderList),
// on an EVM chain (holder-index.ts) or a Solana network (solana-holder-index.ts).
import type { Address as SolanaAddress } from '@solana/kit';
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import { type Address, erc20Abi, formatUnits } from 'viem';
import { getHolderListSan, getSanHolderRemark, setSanHolderRemark } from '../../../shared/contracts/wallet/holders.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { holderRemarks, tokenHolders } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { scanHolders } from './holder-index.ts';
import { scanSolanaHolders, solanaTokenFacts } from './solana-holder-index.ts';
import type { WalletServices } from './wallet-services.ts';

/** The token's symbol, decimals and supply; 4111 when the address holds no ERC-20. */
async function tokenFacts(s: WalletServices, chain: string, token: Address) {
  const client = s.chains.of(chain).wallet.client;
  try {
    const [symbol, decimals, supply] = await Promise.all([
      client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
      client.readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply' }),
    ]);
    return { symbol, decimals, supply };
  } catch {
    throw new ApiError(CODE.tokenNotFound, 'code.4111', { params: { chain: s.chains.of(chain).chain.name } });
  }
}

/** The token's facts and its holder index brought up to now, on an EVM chain or a Solana network. */
async function readHolders(s: WalletServices, userId: number, chain: string, token: string, own: string[]) {
  if (s.chains.summary(chain).family === 'solana') {
    const tools = s.chains.solana(chain);
    const facts = await solanaTokenFacts(tools, token as SolanaAddress, await s.tokensOf(userId, chain));
    return { facts, scanned: await scanSolanaHolders(s.deps.db, tools, token as SolanaAddress, facts, own) };
  }
  const facts = await tokenFacts(s, chain, token as Address);
  return { facts, scanned: await scanHolders(s.deps.db, s.chains.of(chain), token as Address, facts, own) };
}

export const holderCalls = (s: WalletServices) => [
  answer(getHolderListSan, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const own = [
      ...(await s.repo.trading(userId, { chain: input.chain })),
      ...[await s.repo.main(userId, input.chain)].flatMap((row) => (row ? [row] : [])),
    ].map((row) => row.address);
    const { facts, scanned } = await readHolders(s, userId, input.chain, input.token, own);
    const where = and(eq(tokenHolders.chain, input.chain), eq(tokenHolders.token, input.token), gt(tokenHolders.balance, '0'));
    const [rows, [total]] = await Promise.all([
      s.deps.db
        .select()
        .from(tokenHolders)
        .where(where)
        .orderBy(desc(tokenHolders.balance), tokenHolders.address)
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size),
      s.deps.db.select({ n: count() }).from(tokenHolders).where(where),
    ]);
    const remarks = rows.length
      ? await s.deps.db
          .select()
          .from(holderRemarks)
          .where(
            and(
              eq(holderRemarks.userId, userId),
              eq(holderRemarks.chain, input.chain),
              eq(holderRemarks.token, input.token),
              inArray(
                holderRemarks.address,
                rows.map((row) => row.address),
              ),
            ),
          )
      : [];
    const ownSet = new Set(own);
    return {
      list: rows.map((row) => {
        const balance = BigInt(row.balance);
        return {
          address: row.address,
          quantity: formatUnits(balance, facts.decimals),
          // Twelve significant places of the share, in percent.
          percentage: facts.supply > 0n ? Number((balance * 10n ** 14n) / facts.supply) / 1e12 : 0,
          updated_at: row.updatedAt.getTime(),
          remark: remarks.find((remark) => remark.address === row.address)?.remark ?? '',
          own: ownSet.has(row.address),
        };
      }),
      total: total?.n ?? 0,
      page: input.page,
      page_size: input.page_size,
      symbol: facts.symbol,
      decimals: facts.decimals,
      supply: formatUnits(facts.supply, facts.decimals),
      from_block: scanned.fromBlock,
      to_block: scanned.toBlock,
    };
  }),

  answer(getSanHolderRemark, async (input, ctx) => {
    const rows = await s.deps.db
      .select({ address: holderRemarks.address, remark: holderRemarks.remark })
      .from(holderRemarks)
      .where(and(eq(holderRemarks.userId, userIdOf(ctx)), eq(holderRemarks.chain, input.chain), eq(holderRemarks.token, input.token)));
    return { list: rows };
  }),

  answer(setSanHolderRemark, async (input, ctx) => {
    const userId = userIdOf(ctx);
    s.chains.summary(input.chain); // 4413 for a chain no venue trades on
    const key = and(
      eq(holderRemarks.userId, userId),
      eq(holderRemarks.chain, input.chain),
      eq(holderRemarks.token, input.token),
      eq(holderRemarks.address, input.address),
    );
    if (!input.remark) await s.deps.db.delete(holderRemarks).where(key);
    else
      await s.deps.db
        .insert(holderRemarks)
        .values({ userId, chain: input.chain, token: input.token, address: input.address, remark: input.remark })
        .onConflictDoUpdate({
          target: [holderRemarks.userId, holderRemarks.chain, holderRemarks.token, holderRemarks.address],
          set: { remark: input.remark, updatedAt: new Date(s.deps.now()) },
        });
    return { address: input.address, remark: input.remark };
  }),
];

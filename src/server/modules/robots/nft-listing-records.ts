// Which listings on the market are an NFT bot's own, from its transaction records (dex_swaps, tags
// "nft:<operation>:<item>"): an item whose latest settled transaction of the bot is a listing. The
// records are written as the transactions settle, so unlike the bot's state (written behind) they
// survive a crash, and a restarted bot still knows, and can withdraw, what it listed.
import { and, asc, eq, like } from 'drizzle-orm';
import type { BotListingRecord, NftListingRecords } from '../../../engine/runner/nft/nft-ports.ts';
import type { Db } from '../../db/database.ts';
import { dexSwaps } from '../../db/schema/index.ts';

export function nftListingRecords(db: Db): NftListingRecords {
  return {
    async listedByBot(botId) {
      const rows = await db
        .select({ step: dexSwaps.step, tag: dexSwaps.tag, walletId: dexSwaps.walletId })
        .from(dexSwaps)
        .where(and(eq(dexSwaps.robotId, botId), eq(dexSwaps.status, 'done'), like(dexSwaps.tag, 'nft:%:%')))
        .orderBy(asc(dexSwaps.step));
      const listed = new Map<string, BotListingRecord>();
      for (const row of rows) {
        const [, operation, tokenId] = (row.tag ?? '').split(':');
        if (!tokenId) continue;
        if (operation === 'list' && row.walletId !== null) listed.set(tokenId, { walletId: row.walletId, step: row.step });
        else listed.delete(tokenId);
      }
      return listed;
    },
  };
}

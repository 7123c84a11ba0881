// /Wallet/wallets_export: the private keys as a CSV file, after the e-mail code (and the
// authenticator code when it is on). The only way a key ever leaves the server.
import { walletsExport } from '../../../shared/contracts/wallet/wallet-create.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { openKey } from './wallet-keys.ts';
import type { WalletServices } from './wallet-services.ts';

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export const exportCall = (s: WalletServices) =>
  answer(walletsExport, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const chain = s.chains.summary(input.chain).key;
    if (!(await s.deps.proofs.hasEmail(userId))) throw new ApiError(CODE.exportNoEmail);
    await s.deps.proofs.requireSecurityProof(userId, input, ctx);
    const main = await s.repo.main(userId, input.chain);
    const trading = await s.repo.trading(userId, { chain: input.chain, groupId: input.group_id });
    const rows = [...(main && input.group_id === undefined ? [main] : []), ...trading];
    if (rows.length === 0) throw new ApiError(CODE.exportNoData);
    const names = await s.repo.groupNames(userId, [...new Set(rows.flatMap((row) => (row.groupId ? [row.groupId] : [])))]);
    const lines = ['chain,role,address,private_key,group,source,restriction'];
    for (const row of rows)
      lines.push(
        [
          chain,
          row.role,
          row.address,
          openKey(s.deps.secretBox, row.address, row.sealedKey),
          names.get(row.groupId ?? -1) ?? '',
          row.source,
          row.restriction,
        ]
          .map(csvCell)
          .join(','),
      );
    s.deps.log.info({ user: userId, chain: input.chain, count: rows.length }, 'wallet keys exported');
    const day = new Date(s.deps.now()).toISOString().slice(0, 10);
    return { filename: `wallets-${chain.toLowerCase()}-${day}.csv`, content: `${lines.join('\n')}\n`, count: rows.length };
  });

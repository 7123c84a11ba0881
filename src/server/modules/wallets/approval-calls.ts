// /Wallet/dex_wallets_approve (Direct Approve) and dex_deliver_token_approve (Allocate & Approve):
// the token is approved for the venue's router from the main wallet and/or a group's trading
// wallets. Wallets that already approved are skipped. Gas is checked first (spec §8): the main
// wallet short of it answers 2110; trading wallets short of it answer 2109 (distribute gas, direct
// authorise, or ignore) unless the user chose to go on without them.
import { type Address, erc20Abi } from 'viem';
import { dexDeliverTokenApprove, dexWalletsApprove } from '../../../shared/contracts/wallet/wallet-approvals.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-registry.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { TOKEN_GAS, transferPlanning } from './transfer-planning.ts';
import { NATIVE_TRANSFER_GAS } from './wallet-task-executor.ts';
import type { WalletRow } from './wallet-repository.ts';
import type { WalletServices } from './wallet-services.ts';
import { startWalletTask, type WalletIntent } from './wallet-tasks.ts';

/** An allowance above this is taken as approved (an unlimited approval only shrinks as it is spent). */
const APPROVED = 2n ** 128n;

interface ApprovalInput {
  web: string;
  approve_token: string;
  is_master_approve: 0 | 1;
  group_id?: number | undefined;
}

async function approve(s: WalletServices, input: ApprovalInput, ctx: CallContext, mode: { giveGas: boolean; ignoreGas: boolean }) {
  const userId = userIdOf(ctx);
  const venue = s.deps.venues.dex.get(input.web);
  if (!venue) throw new ApiError(CODE.unknownExchange);
  const chain = venue.chain.key;
  const plan = await transferPlanning(s, userId, chain, input.approve_token);
  const main = await s.requireMain(userId, chain);
  const trading = input.group_id === undefined ? [] : await s.repo.trading(userId, { chain, groupId: input.group_id, enabledOnly: true });
  const approvers: WalletRow[] = [...(input.is_master_approve ? [main] : []), ...trading];
  if (approvers.length === 0) throw new ApiError(CODE.noWalletsMatch);
  const client = s.chains.of(chain).wallet.client;
  const [balances, allowances] = await Promise.all([
    plan.balances([main, ...trading]),
    Promise.all(
      approvers.map((row) =>
        client.readContract({
          address: plan.token.key as Address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [row.address as Address, venue.chain.router],
        }),
      ),
    ),
  ]);
  const pending = approvers.filter((_, index) => allowances[index]! < APPROVED);
  const approvalCost = TOKEN_GAS * plan.gasPrice;
  const short = pending.filter((row) => row.role === 'trading' && balances.get(row.id)!.native < approvalCost);
  const gasGifts = mode.giveGas ? short.length : 0;
  const mainNeeds = (pending.includes(main) ? approvalCost : 0n) + BigInt(gasGifts) * (approvalCost + NATIVE_TRANSFER_GAS * plan.gasPrice);
  if (balances.get(main.id)!.native < mainNeeds) throw new ApiError(CODE.mainWalletGasLow);
  if (short.length > 0 && !mode.giveGas && !mode.ignoreGas)
    throw new ApiError(CODE.gasProblem, 'code.2109', {
      params: { short: short.length, token: plan.token.symbol },
      data: { short: short.length, token: plan.token.key },
    });
  const intents = approvers.map((row, index): { intent: WalletIntent; display: number } => {
    const intent: WalletIntent = { kind: 'approve', wallet: row.id, token: plan.token.key, spender: venue.chain.router.toLowerCase() };
    if (allowances[index]! >= APPROVED) intent.skip = 'alreadyApproved';
    else if (mode.giveGas && short.includes(row)) {
      intent.gasFrom = main.id;
      intent.gasAmount = (approvalCost - balances.get(row.id)!.native).toString();
    }
    return { intent, display: 0 };
  });
  return startWalletTask(
    s,
    ctx,
    { userId, type: 'approval', symbol: plan.token.symbol, params: { ...plan.params, gasLimit: TOKEN_GAS.toString() }, request: input },
    intents,
  );
}

export const approvalCalls = (s: WalletServices) => [
  answer(dexWalletsApprove, (input, ctx) => approve(s, input, ctx, { giveGas: false, ignoreGas: input.ignore_gas })),
  answer(dexDeliverTokenApprove, (input, ctx) => approve(s, input, ctx, { giveGas: true, ignoreGas: false })),
];

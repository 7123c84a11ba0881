// Carries out a wallet task's transfers on a Solana network through the journalled Solana sender:
// each item is one transaction, paid by its sender or, in a collection, by the main wallet (so a
// wallet can be emptied to nothing). The journal makes each item's transfer happen once, whatever
// restarts come between. An item whose transaction is out there waits for the chain: it cannot be
// made dearer or replaced without a second signature, so it is sent again as it is until it lands
// or its blockhash expires, after which it provably never ran.
import type { Address, KeyPairSigner } from '@solana/kit';
import { ChainError } from '../../../engine/connectors/evm/chain-errors.ts';
import { convertSolanaError } from '../../../engine/connectors/solana/solana-errors.ts';
import { JournalledSolanaSender, type SolanaSendKey } from '../../../engine/wallets/solana/journalled-solana-sender.ts';
import { type SolanaAsset, transferInstructions } from '../../../engine/wallets/solana/transfer-groups.ts';
import { solanaSigner } from '../../../engine/wallets/solana-keys.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import type { ItemOutcome, OnChainItems, TaskExecutor } from '../tasks/task-executor.ts';
import type { TaskRow } from '../tasks/task-repository.ts';
import { solanaSendJournal } from './solana-send-journal.ts';
import { openKey } from './wallet-keys.ts';
import type { WalletServices } from './wallet-services.ts';
import type { WalletIntent, WalletTaskParams } from './wallet-tasks.ts';

/** Transfers in flight at once: each follows its own signature until it lands. */
export const SOLANA_TASK_CONCURRENCY = 32;
/** How often a released item's transaction is looked at until it has landed or expired. */
const SETTLE_POLL_MS = 1_000;

const keyOf = (task: TaskRow, itemIndex: number): SolanaSendKey => ({ taskId: task.id, itemIndex, step: 0 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function solanaTaskExecutor(s: WalletServices): Pick<TaskExecutor, 'prepare'> & { onChain: OnChainItems } {
  const journal = solanaSendJournal(s.deps.db);

  /** The task's network, its sender and its wallets' signers (each opened once). */
  const toolsOf = (task: TaskRow) => {
    const params = task.params as WalletTaskParams;
    const tools = s.chains.solana(params.chain);
    const sender = new JournalledSolanaSender(
      params.chain,
      tools.rpc,
      journal,
      tools.subscriptions ? { subscriptions: tools.subscriptions } : {},
    );
    const signers = new Map<number, Promise<KeyPairSigner>>();
    const signerOf = (id: number) => {
      let signer = signers.get(id);
      if (!signer) {
        signer = s.repo.byId(task.userId, id).then((row) => {
          if (!row) throw new ChainError('stop', 'reverted', undefined, { chain: params.chain, operation: 'transfer' });
          return solanaSigner(openKey(s.deps.secretBox, row.address, row.sealedKey));
        });
        signers.set(id, signer);
      }
      return signer;
    };
    const addressOf = async (id: number) => {
      const row = await s.repo.byId(task.userId, id);
      if (!row) throw new ChainError('stop', 'reverted', undefined, { chain: params.chain, operation: 'transfer' });
      return row.address as Address;
    };
    return { params, tools, sender, signerOf, addressOf };
  };

  const outcomeOfState = (state: string | null): ItemOutcome | null =>
    state === 'landed' ? { result: 'use' } : state === 'failed' ? { result: 'fail', reason: 'reverted' } : null;

  return {
    async prepare(task) {
      const { params, sender, signerOf, addressOf } = toolsOf(task);
      return async (item, resumed) => {
        const intent = item.intent as WalletIntent;
        if (intent.skip) return { result: 'skip', reason: intent.skip };
        if (intent.kind !== 'transfer') return { result: 'fail', reason: 'unsupported' };
        const [from, to, payer] = await Promise.all([signerOf(intent.from), addressOf(intent.to), signerOf(intent.payer ?? intent.from)]);
        const asset: SolanaAsset = intent.token === NATIVE_TOKEN ? 'SOL' : { mint: intent.token as Address, decimals: params.decimals };
        const instructions = await transferInstructions({
          payer,
          from,
          to,
          asset,
          amount: BigInt(intent.amount),
          closeSource: intent.closeAccount === true,
        });
        try {
          await sender.send(keyOf(task, item.index), payer, instructions, resumed);
          return { result: 'use' };
        } catch (error) {
          const converted = convertSolanaError(error, { chain: params.chain, operation: 'transfer' });
          // A refusal that retrying will not cure fails the item with its reason; anything else is retried.
          if (converted instanceof ChainError && converted.action !== 'retry') return { result: 'fail', reason: converted.reason };
          throw converted;
        }
      };
    },

    onChain: {
      async pending(task, item) {
        return (await toolsOf(task).sender.state(keyOf(task, item.index))) === 'pending';
      },
      async bump(task, item) {
        await toolsOf(task).sender.resend(keyOf(task, item.index));
      },
      async release(task, item) {
        const { sender } = toolsOf(task);
        for (;;) {
          const state = await sender.abandon(keyOf(task, item.index));
          if (state !== 'pending') return outcomeOfState(state);
          await sleep(SETTLE_POLL_MS);
        }
      },
    },
  };
}

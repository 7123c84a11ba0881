// Sends from many wallets at once while each wallet's own transactions reach the node one after
// another, in nonce order: a wallet's sends queue behind each other (parallel across wallets), and
// viem's nonce manager hands out the nonces. A refused send resets that wallet's nonce, so the next
// one asks the chain again instead of leaving a gap.
import { type Account, nonceManager } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

export class WalletSender {
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly accounts = new Map<string, Account>();

  account(privateKey: `0x${string}`): Account {
    let account = this.accounts.get(privateKey);
    if (!account) {
      account = privateKeyToAccount(privateKey, { nonceManager });
      this.accounts.set(privateKey, account);
    }
    return account;
  }

  /** Runs `send` once every earlier send of this wallet has been accepted or refused. */
  send<T>(account: Account, chainId: number, send: () => Promise<T>): Promise<T> {
    const key = account.address.toLowerCase();
    const previous = this.queues.get(key) ?? Promise.resolve();
    const run = previous.then(send).catch((error: unknown) => {
      nonceManager.reset({ address: account.address, chainId });
      throw error;
    });
    const settled = run.catch(() => undefined);
    this.queues.set(key, settled);
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return run;
  }
}

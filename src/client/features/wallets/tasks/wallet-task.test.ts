import { describe, expect, it } from 'vitest';
import { walletTask } from './wallet-task.ts';

describe('a wallet task for the task widget', () => {
  it('is typed by the answer and placed on its chain, with the token the user chose', () => {
    const task = walletTask(
      { schedule_code: 'w-123', total: 20, type: 'distribution' },
      { owner: 'demo01', chain: 'SANDBOX', chainName: 'Sandbox chain', token: 'BNB' },
    );
    expect(task).toEqual({
      scheduleCode: 'w-123',
      type: 'distribution',
      web: '',
      exchange: 'Sandbox chain',
      token: 'BNB',
      account: 'demo01',
      currency: '',
      chain: 'SANDBOX',
      total: 20,
    });
  });

  it('keeps the venue of an approval', () => {
    const task = walletTask(
      { schedule_code: 'w-9', total: 21, type: 'approval' },
      { owner: 'demo01', chain: 'SANDBOX', chainName: 'Sandbox chain', token: 'CAKE', web: 'sandbox-dex' },
    );
    expect(task.web).toBe('sandbox-dex');
    expect(task.type).toBe('approval');
  });
});

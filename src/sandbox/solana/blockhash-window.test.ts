import { describe, expect, it } from 'vitest';
import { BlockhashWindow, lastValidBlockHeight, MAX_PROCESSING_AGE, REMEMBERED_SLOTS } from './blockhash-window.ts';
import { commitmentSlot, confirmationOf, hasReached } from './commitment.ts';

const hash = (slot: number) => `hash-${slot}`;

function windowUpTo(last: number): BlockhashWindow {
  const window = new BlockhashWindow();
  for (let slot = 0; slot <= last; slot++) window.add(slot, hash(slot), 1_700_000_000 + slot);
  return window;
}

describe('the blockhash window', () => {
  it('accepts a blockhash for 150 slots after its own and refuses it on the 151st', () => {
    const window = windowUpTo(200);
    expect(window.isValid(hash(50), 50 + MAX_PROCESSING_AGE)).toBe(true);
    expect(window.isValid(hash(50), 50 + MAX_PROCESSING_AGE + 1)).toBe(false);
    expect(lastValidBlockHeight(50)).toBe(200);
  });

  it('refuses a blockhash it never issued and one from a slot still to come', () => {
    const window = windowUpTo(10);
    expect(window.isValid('never-issued', 10)).toBe(false);
    expect(window.isValid(hash(10), 9)).toBe(false);
  });

  it('forgets slots beyond the last 300, and comes back the same from its saved entries', () => {
    const window = windowUpTo(REMEMBERED_SLOTS + 20);
    expect(window.slotOf(hash(20))).toBeUndefined();
    expect(window.slotOf(hash(21))).toBe(21);
    expect(window.at(REMEMBERED_SLOTS + 20)?.unixTime).toBe(1_700_000_000 + REMEMBERED_SLOTS + 20);
    const restored = new BlockhashWindow(window.entries());
    expect(restored.entries()).toEqual(window.entries());
    expect(restored.isValid(hash(REMEMBERED_SLOTS), REMEMBERED_SLOTS + 20)).toBe(true);
  });
});

describe('commitment', () => {
  it('confirms a transaction one slot on and finalizes it 32 slots on', () => {
    expect(confirmationOf(100, 100)).toEqual({ confirmations: 0, confirmationStatus: 'processed' });
    expect(confirmationOf(100, 101)).toEqual({ confirmations: 1, confirmationStatus: 'confirmed' });
    expect(confirmationOf(100, 131)).toEqual({ confirmations: 31, confirmationStatus: 'confirmed' });
    expect(confirmationOf(100, 132)).toEqual({ confirmations: null, confirmationStatus: 'finalized' });
    expect(hasReached(100, 100, 'confirmed')).toBe(false);
    expect(hasReached(100, 132, 'finalized')).toBe(true);
  });

  it('reads at a commitment from the slot that many behind the tip, never below genesis', () => {
    expect(commitmentSlot(100, 'processed')).toBe(100);
    expect(commitmentSlot(100, 'confirmed')).toBe(99);
    expect(commitmentSlot(100, 'finalized')).toBe(68);
    expect(commitmentSlot(5, 'finalized')).toBe(0);
  });
});

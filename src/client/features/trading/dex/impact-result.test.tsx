// @vitest-environment happy-dom
// The calculator's answer: every figure with its coin, and the pool's reserves only where the
// venue has one pool to read them from (an EVM pool; a Solana venue's routes answer none).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import type { DexPair } from '../pair/market-pair.ts';
import { type ImpactAnswer, ImpactResult } from './impact-result.tsx';

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces('trading');
});

afterEach(() => cleanup());

const answer: ImpactAnswer = {
  price_before: 150,
  price_after: 157.5,
  amount_in: 1_000,
  amount_out: 6.5,
  token_in: 'USDC',
  token_out: 'SOL',
  impact_percent: 5,
  fee_percent: 0.3,
  reserves: { base: 2_000, quote: 300_000 },
};
const pair: DexPair = { exchange: 'Orca', web: 'orcasol', web_type: 1, yenUnit1: 'SOL', yenUnit2: 'USDC' };

describe('ImpactResult', () => {
  it('shows the pool’s reserves where the answer has them', () => {
    render(<ImpactResult answer={answer} pair={pair} />);
    expect(screen.getByTestId('impact-out').textContent).toBe('6.5 SOL');
    expect(screen.getByTestId('impact-reserves').textContent).toContain('300,000 USDC');
  });

  it('leaves the reserves out where the venue answers none', () => {
    render(<ImpactResult answer={{ ...answer, reserves: null }} pair={pair} />);
    expect(screen.getByTestId('impact-fee').textContent).toBe('0.3%');
    expect(screen.queryByTestId('impact-reserves')).toBeNull();
  });
});

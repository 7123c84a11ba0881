// Choosing the market on Manual Trading, on camera, as the trading lessons begin.
import { expect } from '@playwright/test';
import type { Lesson } from '../lesson.ts';

/** Picks `exchange` (its label in the list) and types `pair` ("eth/usdt"), then waits for its ticker. */
export async function choosePair(lesson: Lesson, exchange: string, pair: string): Promise<void> {
  const selector = lesson.page.getByTestId('pair-selector');
  await lesson.choose(selector.getByLabel('Exchange'), { label: exchange });
  await lesson.type(selector.getByLabel('Pair'), pair);
  await lesson.click(selector.getByRole('button', { name: 'Go' }));
  await expect(lesson.page.getByTestId('ticker-line')).toContainText(pair.toUpperCase());
}

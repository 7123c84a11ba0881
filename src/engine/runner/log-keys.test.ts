// Every robot log line the runner and the strategies write has a text in every language.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const sources = ['src/engine/runner', 'src/engine/strategies', 'src/server/modules/robots', 'src/server/scale'].flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(join(ROOT, dir, file), 'utf8')),
);
const used = new Set(
  sources.flatMap((source) => [
    ...[...source.matchAll(/\b(?:say|log|stop|line|dexLog|dexStop|dexPause)\('([a-zA-Z]+)'/g)].map((match) => match[1]!),
    ...[...source.matchAll(/\{ key: '([a-zA-Z]+)', level/g)].map((match) => match[1]!),
  ]),
);

describe('robot log texts', () => {
  it('finds the keys in the code', () => {
    expect(used.size).toBeGreaterThan(40);
    expect(used).toContain('bookUnavailable');
  });
  for (const language of ['en', 'zh', 'ko']) {
    it(`has every line in ${language}`, () => {
      const events = JSON.parse(readFileSync(join(ROOT, 'locales', language, 'bots.json'), 'utf8')).events as Record<string, string>;
      expect([...used].filter((key) => !events[key])).toEqual([]);
    });
  }
  it('says the two data messages exactly as the spec does', () => {
    const events = JSON.parse(readFileSync(join(ROOT, 'locales/en/bots.json'), 'utf8')).events as Record<string, string>;
    expect(events['bookUnavailable']).toBe('Unable to fetch order book data, bot operation paused');
    expect(events['priceUnavailable']).toBe('Unable to fetch latest price: estimate unavailable, bot keeps running');
  });
});

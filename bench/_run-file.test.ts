import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { alive } from './_proc.ts';
import { runBenchFile } from './_run-file.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** Runs a fixture, which always has a run(). */
async function ran(name: string, options: Parameters<typeof runBenchFile>[1] = {}) {
  const result = await runBenchFile(fixture(name), options);
  if (!result) throw new Error(`${name} has no run()`);
  return result;
}

describe('one bench file in its own process', () => {
  it('hands back the figures run() answered, with nothing left over', async () => {
    const result = await ran('clean.ts');
    expect(result).toEqual({ figures: { meanMs: 4, targetMs: 16 }, failed: false, leftovers: [] });
  });

  it('names the processes and the listening socket a file left running, and ends them', async () => {
    const result = await ran('leaves-a-server.ts', { graceMs: 300 });
    expect(result.figures).toEqual({ served: true });
    expect(result.leftovers).toHaveLength(3);
    expect(result.leftovers.filter((leftover) => leftover.startsWith('process '))).toHaveLength(2);
    expect(result.leftovers.find((leftover) => leftover.startsWith('listening '))).toMatch(/^listening 127\.0\.0\.1:\d+ \(pid \d+\)$/);
    const pids = result.leftovers.map((leftover) => Number(/(?:process|pid) (\d+)/.exec(leftover)?.[1]));
    expect(pids.filter((pid) => alive(pid))).toEqual([]);
  });

  it('reports a file whose run() threw as failed', async () => {
    const result = await ran('fails.ts');
    expect(result).toEqual({ figures: { failed: true }, failed: true, leftovers: [] });
  });
});

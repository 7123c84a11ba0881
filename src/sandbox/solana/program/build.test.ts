// The committed sandbox_amm.so is what its sources build to: rebuilding into a temporary folder
// gives the same bytes. A source change without `npm run build:solana-program` fails here.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSandboxAmm, PROGRAM_OUTPUT } from '../../../../scripts/solana-program/build.ts';

describe('sandbox_amm.so', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-amm-build-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the build of its sources, byte for byte (needs clang-14: apt-get install -y clang-14)', () => {
    const rebuilt = buildSandboxAmm(join(dir, 'sandbox_amm.so'));
    const committed = new Uint8Array(readFileSync(PROGRAM_OUTPUT));
    expect(rebuilt.length).toBe(committed.length);
    expect(Buffer.from(rebuilt).equals(Buffer.from(committed)), 'run `npm run build:solana-program` and commit sandbox_amm.so').toBe(true);
  });
});

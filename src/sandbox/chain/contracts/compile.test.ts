import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, compileOwnContracts, OWN_CONTRACTS } from './compile.ts';

describe('sandbox chain contract artifacts', () => {
  it('are what the committed sources compile to (run npm run compile:contracts after a change)', () => {
    const compiled = compileOwnContracts();
    for (const [index, artifact] of compiled.entries()) {
      const committed = JSON.parse(readFileSync(join(ARTIFACTS_DIR, OWN_CONTRACTS[index]!.artifact), 'utf8'));
      expect(committed.bytecode).toBe(artifact.bytecode);
      expect(committed.abi).toEqual(artifact.abi);
    }
  }, 60_000);
});

// `npm run compile:contracts`: writes the sandbox chain's contract artifacts from their sources.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS_DIR, compileOwnContracts, OWN_CONTRACTS } from '../src/sandbox/chain/contracts/compile.ts';

const artifacts = compileOwnContracts();
for (const [index, artifact] of artifacts.entries()) {
  const file = join(ARTIFACTS_DIR, OWN_CONTRACTS[index]!.artifact);
  writeFileSync(file, `${JSON.stringify(artifact, null, 2)}\n`);
  console.log(`${artifact.contractName}: ${file} (${(artifact.bytecode.length - 2) / 2} bytes)`);
}

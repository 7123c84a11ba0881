// Compiles the sandbox chain's own contracts (src/sandbox/chain/contracts/*.sol, OpenZeppelin
// imports) with solc-js into the artifacts the chain deploys. The artifacts are committed so a
// start needs no compiler; `npm run compile:contracts` writes them again after a source change, and
// a test recompiles and compares so source and artifact never drift apart.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

export const CONTRACTS_DIR = new URL('.', import.meta.url).pathname;
export const ARTIFACTS_DIR = join(CONTRACTS_DIR, '..', 'artifacts');

/** The contracts we compile: source file, contract name, artifact and target EVM. `paris` unless
 *  the source needs more: OpenZeppelin's ERC-721 (through Strings and Bytes) uses Cancun's mcopy,
 *  which the sandbox chain (Cancun) runs. */
export const OWN_CONTRACTS = [
  { source: 'SandboxToken.sol', name: 'SandboxToken', artifact: 'sandbox-token.json', evm: 'paris' },
  { source: 'SandboxFeeToken.sol', name: 'SandboxFeeToken', artifact: 'sandbox-fee-token.json', evm: 'paris' },
  { source: 'SandboxLaunchToken.sol', name: 'SandboxLaunchToken', artifact: 'sandbox-launch-token.json', evm: 'paris' },
  { source: 'SandboxLaunchpad.sol', name: 'SandboxLaunchpad', artifact: 'sandbox-launchpad.json', evm: 'paris' },
  { source: 'SandboxCollection.sol', name: 'SandboxCollection', artifact: 'sandbox-collection.json', evm: 'cancun' },
  { source: 'SandboxNftMarket.sol', name: 'SandboxNftMarket', artifact: 'sandbox-nft-market.json', evm: 'paris' },
] as const;

type EvmVersion = (typeof OWN_CONTRACTS)[number]['evm'];

export interface Artifact {
  contractName: string;
  compiler: string;
  abi: unknown[];
  bytecode: `0x${string}`;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

/** Same settings every time, so the bytecode is reproducible. A source importing another of ours
 *  ("./X.sol") must share its EVM version, so both are in the same input. */
function solcInput(evmVersion: EvmVersion) {
  return {
    language: 'Solidity',
    sources: Object.fromEntries(
      OWN_CONTRACTS.filter(({ evm }) => evm === evmVersion).map(({ source }) => [
        source,
        { content: readFileSync(join(CONTRACTS_DIR, source), 'utf8') },
      ]),
    ),
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion,
      metadata: { bytecodeHash: 'none' },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
}

/** Resolves `@openzeppelin/...` imports from node_modules. */
function findImport(path: string) {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') };
  } catch (error) {
    return { error: `cannot read ${path}: ${(error as Error).message}` };
  }
}

export function compileOwnContracts(): Artifact[] {
  const solc = require('solc') as { compile(input: string, options: { import: typeof findImport }): string; version(): string };
  const outputs = new Map<EvmVersion, SolcOutput>();
  for (const evm of new Set(OWN_CONTRACTS.map((contract) => contract.evm))) {
    const output = JSON.parse(solc.compile(JSON.stringify(solcInput(evm)), { import: findImport })) as SolcOutput;
    const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
    if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
    outputs.set(evm, output);
  }
  return OWN_CONTRACTS.map(({ source, name, evm }) => {
    const compiled = outputs.get(evm)?.contracts[source]?.[name];
    if (!compiled) throw new Error(`solc produced no ${name} from ${source}`);
    return { contractName: name, compiler: solc.version(), abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
  });
}

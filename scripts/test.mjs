// `npm test`: every check and every test: lint, then unit + integration (vitest) with the typecheck
// and the build beside them at low priority, then browser (Playwright on Debian's Chromium, on the
// build). Ends with one line "N passed, N failed" over all tests, and a non-zero exit when anything
// failed.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { playwrightFileTimes, slowestLines, vitestFileTimes } from './slowest-files.mjs';

mkdirSync('test-results', { recursive: true });
const results = [];
let passed = 0;
let failed = 0;

function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 100) / 10 });
  return ok;
}

/** Runs a command without blocking this process, resolving to whether it passed and how long it took. */
function started(command, args, stdio) {
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio });
    child.on('error', () => resolve({ ok: false, seconds: 0 }));
    child.on('close', (code) => resolve({ ok: code === 0, seconds: Math.round((Date.now() - begun) / 100) / 10 }));
  });
}

/**
 * Runs `checks` one after another at the lowest CPU priority, their output kept in `logFile`. The
 * unit and integration tests wait on timers, chains and child processes for about a third of their
 * time; the typecheck and the build run beside them in those idle cycles instead of adding a minute
 * and a half before them, and yield the cores whenever a test wants them.
 */
async function besideTheTests(checks, logFile) {
  const out = openSync(logFile, 'w');
  const outcomes = [];
  for (const [name, command, args] of checks) {
    writeSync(out, `\n▶ ${name}: ${command} ${args.join(' ')}\n`);
    outcomes.push({ name, ...(await started('nice', ['-n', '19', command, ...args], ['ignore', out, out])) });
  }
  closeSync(out);
  return outcomes;
}

/** The titles of the Playwright report's specs whose result was unexpected. */
function failedSpecs(suites, trail = []) {
  const names = [];
  for (const suite of suites) {
    const path = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === 'unexpected')) names.push([...path, spec.title].join(' › '));
    }
    names.push(...failedSpecs(suite.suites ?? [], path));
  }
  return names;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

step('lint', 'npx', ['biome', 'check', '.']);
// The typecheck (which generates the route tree first) and then the build, beside the tests below.
const checksLog = 'test-results/typecheck-and-build.log';
const checks = besideTheTests(
  [
    ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
    ['build', 'npm', ['run', 'build', '--silent']],
  ],
  checksLog,
);

// The Solana program's byte check rebuilds it with clang 14 (scripts/ensure-clang.mjs).
spawnSync('node', ['scripts/ensure-clang.mjs'], { stdio: 'inherit' });
rmSync('test-results/vitest.json', { force: true });
rmSync('test-results/vitest-unhandled.json', { force: true });
rmSync('test-results/vitest-files.json', { force: true });
const vitestArgs = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
  '--reporter=./scripts/vitest-unhandled-reporter.mjs',
  '--reporter=./scripts/vitest-file-times-reporter.mjs',
];
console.log(`\n▶ unit and integration tests: npx ${vitestArgs.join(' ')}`);
console.log(`  (the typecheck and the build run beside them: ${checksLog})`);
const vitestRun = await started('npx', vitestArgs, 'inherit');
results.push({ name: 'unit and integration tests', ...vitestRun });
const vitestOk = vitestRun.ok;

// The checks' output, once the tests' own has ended; a failed check fails the run.
const checkOutcomes = await checks;
console.log(readFileSync(checksLog, 'utf8'));
results.push(...checkOutcomes);
const built = checkOutcomes.find((outcome) => outcome.name === 'build')?.ok ?? false;

const failedNames = [];
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  for (const file of vitest.testResults ?? []) {
    const fileName = file.name.replace(`${process.cwd()}/`, '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failedNames.push(`${fileName} › ${test.fullName}`);
    // A file that failed outside its tests (an import, a hook, a leftover error) counts as a failure.
    if (file.status === 'failed' && failedTests.length === 0) {
      failed += 1;
      failedNames.push(`${fileName} (outside its tests: ${String(file.message ?? '').split('\n')[0]})`);
    }
  }
  // Vitest also fails a run for an error no test owned (an unhandled rejection after a test ended):
  // its reporter (scripts/vitest-unhandled-reporter.mjs) kept each one with where it came from.
  for (const error of readJson('test-results/vitest-unhandled.json') ?? []) {
    failed += 1;
    const where = [error.file?.replace(`${process.cwd()}/`, ''), error.test].filter(Boolean).join(' › ');
    failedNames.push(
      `vitest unhandled ${error.name}: ${error.message}${where ? ` (in ${where})` : ''}\n      ${error.stack.split('\n').slice(1).join('\n      ')}`,
    );
  }
  if (!vitestOk && failedNames.length === 0) {
    failed += 1;
    failedNames.push('vitest: an error outside every test (see "Unhandled Errors" above)');
  }
} else if (!vitestOk) failed += 1;

if (built) {
  rmSync('test-results/e2e-report.json', { force: true });
  const e2eOk = step('browser tests', 'npm', ['run', 'test:e2e', '--silent']);
  const e2e = readJson('test-results/e2e-report.json');
  if (e2e?.stats) {
    passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    failed += e2e.stats.unexpected;
    failedNames.push(...failedSpecs(e2e.suites ?? []));
    // The run's own errors (a global set-up or tear-down, a file that would not load).
    if (!e2eOk && e2e.stats.unexpected === 0) {
      failed += 1;
      const errors = (e2e.errors ?? []).map((error) => String(error.message ?? '').split('\n')[0]);
      failedNames.push(`browser tests: ${errors.join('; ') || 'an error outside every test (see above)'}`);
    }
  } else failed += 1;
} else {
  failed += 1;
}

// The failed tests' names come last, so the end of a long log says what broke.
if (failedNames.length > 0) {
  console.log('\nFailed:');
  for (const name of failedNames) console.log(`  ✗ ${name}`);
}
// The slowest files, so a suite that grows shows where (docs/architecture.md, "Tests").
const fileTimes = [
  ...vitestFileTimes(readJson('test-results/vitest-files.json')),
  ...playwrightFileTimes(readJson('test-results/e2e-report.json')),
];
if (fileTimes.length > 0) {
  console.log('\nSlowest test files:');
  for (const line of slowestLines(fileTimes, 10)) console.log(line);
}
console.log('\nSummary:');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds} s)`);
const allOk = results.every((r) => r.ok) && failed === 0;
if (!existsSync('test-results')) mkdirSync('test-results');
console.log(`${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);

// The program's hand-written 128-bit maths (amm_math.h) against bigint, on thousands of operands
// the on-chain tests could not afford: the same header compiled for this machine by clang-14, fed
// operands on stdin. Edge operands (powers of two, all ones, divisors with few high bits) are where
// a long division's digit correction goes wrong.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../random.ts';
import { mulDiv, quoteSwap } from '../../../engine/connectors/solana/amm-program/amm-quote.ts';

const PROGRAM_DIR = new URL('.', import.meta.url).pathname;
const U64_MAX = (1n << 64n) - 1n;
const HARNESS = `
#include <stdio.h>
#include "amm_math.h"
int main(void) {
  unsigned long long a, b, c, fee, out;
  char op;
  while (scanf(" %c %llu %llu %llu %llu", &op, &a, &b, &c, &fee) == 5) {
    u64 err = op == 'm' ? mul_div(a, b, c, &out) : constant_product_out(a, b, c, fee, &out);
    if (err) printf("E%llu\\n", err); else printf("%llu\\n", out);
  }
  return 0;
}
`;

function randomU64(next: () => number): bigint {
  const kind = Math.floor(next() * 5);
  const bits = BigInt(Math.floor(next() * 64) + 1);
  const raw = (BigInt(Math.floor(next() * 2 ** 32)) << 32n) | BigInt(Math.floor(next() * 2 ** 32));
  if (kind === 0) return 1n << (bits - 1n);
  if (kind === 1) return (1n << bits) - 1n;
  if (kind === 2) return raw & ((1n << bits) - 1n);
  if (kind === 3) return U64_MAX - BigInt(Math.floor(next() * 1000));
  return raw;
}

describe('amm_math.h', () => {
  const dir = mkdtempSync(join(tmpdir(), 'amm-math-'));
  const binary = join(dir, 'amm-math');
  beforeAll(() => {
    writeFileSync(join(dir, 'harness.c'), HARNESS);
    const built = spawnSync('clang-14', ['-O2', '-w', '-I', PROGRAM_DIR, join(dir, 'harness.c'), '-o', binary], { encoding: 'utf8' });
    if (built.error) throw new Error('clang-14 is not installed: run `apt-get install -y clang-14`');
    if (built.status !== 0) throw new Error(built.stderr);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (lines: string[]): string[] =>
    spawnSync(binary, { input: lines.join('\n'), encoding: 'utf8' })
      .stdout.trim()
      .split('\n');
  const expected = (compute: () => bigint): string => {
    try {
      return compute().toString();
    } catch (error) {
      return `E${(error as { code: number }).code}`;
    }
  };

  it('mul_div is floor(a * b / c), refusing a zero divisor and quotients past 64 bits', () => {
    const rng = createRng('amm-math', 'mul_div');
    const cases = Array.from({ length: 5000 }, () => [randomU64(rng.next), randomU64(rng.next), randomU64(rng.next)] as const);
    cases.push([U64_MAX, U64_MAX, U64_MAX], [U64_MAX, U64_MAX, U64_MAX - 1n], [1n << 63n, 1n << 63n, (1n << 63n) + 1n], [5n, 7n, 0n]);
    const got = run(cases.map(([a, b, c]) => `m ${a} ${b} ${c} 0`));
    expect(got).toEqual(cases.map(([a, b, c]) => expected(() => mulDiv(a, b, c))));
    expect(got.filter((line) => !line.startsWith('E')).length).toBeGreaterThan(1000);
  });

  it('constant_product_out is the TypeScript quote', () => {
    const rng = createRng('amm-math', 'swap');
    const cases = Array.from(
      { length: 3000 },
      () => [randomU64(rng.next), randomU64(rng.next), randomU64(rng.next), rng.int(10_000)] as const,
    );
    const got = run(cases.map(([reserveIn, reserveOut, amountIn, fee]) => `s ${reserveIn} ${reserveOut} ${amountIn} ${fee}`));
    expect(got).toEqual(
      cases.map(([reserveIn, reserveOut, amountIn, fee]) => expected(() => quoteSwap({ reserveIn, reserveOut }, amountIn, fee))),
    );
  });
});

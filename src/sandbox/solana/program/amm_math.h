/* Error codes and the constant-product maths. The BPF target has no 128-bit integers, so the
 * 64x64 -> 128 product and the 128 / 64 quotient are written out here; every price in the program
 * goes through mul_div, and the TypeScript quotes (amm-quote.ts) repeat it with bigints. */
#ifndef AMM_MATH_H
#define AMM_MATH_H

#include "sol_min.h"

/* Custom error codes (InstructionError::Custom); amm-errors.ts mirrors this table. */
#define ERR_SLIPPAGE_EXCEEDED 6000
#define ERR_ZERO_AMOUNT 6001
#define ERR_WRONG_ACCOUNT 6002
#define ERR_WRONG_AUTHORITY 6003
#define ERR_CURVE_GRADUATED 6004
#define ERR_MATH_OVERFLOW 6005
#define ERR_INSUFFICIENT_LIQUIDITY 6006
#define ERR_MISSING_SIGNER 6007
#define ERR_INVALID_INSTRUCTION 6008
#define ERR_NOT_ENOUGH_ACCOUNTS 6009
#define ERR_ALREADY_INITIALIZED 6010
#define ERR_CURVE_NOT_GRADUATED 6011
#define ERR_INVALID_FEE 6012

#define BPS_DENOMINATOR 10000ULL
#define LOW32 0xffffffffULL

/* (hi, lo) = a * b, from four 32-bit partial products. */
static void mul_64x64(u64 a, u64 b, u64 *hi, u64 *lo) {
  u64 a0 = a & LOW32, a1 = a >> 32, b0 = b & LOW32, b1 = b >> 32;
  u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  u64 mid = (p00 >> 32) + (p01 & LOW32) + (p10 & LOW32);
  *lo = (mid << 32) | (p00 & LOW32);
  *hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

/* Leading zero bits of a non-zero word, by halving (BPF has no count-leading-zeros). */
static u64 leading_zeros(u64 x) {
  u64 n = 0;
  if (x <= 0x00000000ffffffffULL) n += 32, x <<= 32;
  if (x <= 0x0000ffffffffffffULL) n += 16, x <<= 16;
  if (x <= 0x00ffffffffffffffULL) n += 8, x <<= 8;
  if (x <= 0x0fffffffffffffffULL) n += 4, x <<= 4;
  if (x <= 0x3fffffffffffffffULL) n += 2, x <<= 2;
  if (x <= 0x7fffffffffffffffULL) n += 1;
  return n;
}

/* floor((hi:lo) / d) for hi < d, so the quotient fits a word: long division in base 2^32 with
 * the divisor normalised (Knuth's algorithm D for a two-digit divisor), each quotient digit
 * estimated from the top digits and corrected at most twice. */
static u64 div_128_by_64(u64 hi, u64 lo, u64 d) {
  u64 s = leading_zeros(d);
  d <<= s;
  u64 d1 = d >> 32, d0 = d & LOW32;
  u64 top = s == 0 ? hi : (hi << s) | (lo >> (64 - s));
  u64 low = lo << s;
  u64 l1 = low >> 32, l0 = low & LOW32;

  u64 q1 = top / d1, rem = top - q1 * d1;
  while (q1 > LOW32 || q1 * d0 > ((rem << 32) | l1)) {
    q1 -= 1;
    rem += d1;
    if (rem > LOW32) break;
  }
  u64 mid = ((top << 32) | l1) - q1 * d;

  u64 q0 = mid / d1;
  rem = mid - q0 * d1;
  while (q0 > LOW32 || q0 * d0 > ((rem << 32) | l0)) {
    q0 -= 1;
    rem += d1;
    if (rem > LOW32) break;
  }
  return (q1 << 32) | q0;
}

/* *out = floor(a * b / c); refuses a zero divisor and a quotient that does not fit 64 bits. */
static u64 mul_div(u64 a, u64 b, u64 c, u64 *out) {
  if (c == 0) return ERR_MATH_OVERFLOW;
  u64 hi, lo;
  mul_64x64(a, b, &hi, &lo);
  if (hi >= c) return ERR_MATH_OVERFLOW;
  *out = hi == 0 ? lo / c : div_128_by_64(hi, lo, c);
  return 0;
}

static u64 add_checked(u64 a, u64 b, u64 *out) {
  u64 sum = a + b;
  if (sum < a) return ERR_MATH_OVERFLOW;
  *out = sum;
  return 0;
}

/* Exact-in constant product: the fee is kept out of the priced input (and stays in the pool),
 * then out = reserve_out * in_after_fee / (reserve_in + in_after_fee), rounded down, so
 * reserve_in * reserve_out never decreases. */
static u64 constant_product_out(u64 reserve_in, u64 reserve_out, u64 amount_in, u64 fee_bps, u64 *out) {
  if (amount_in == 0) return ERR_ZERO_AMOUNT;
  if (reserve_in == 0 || reserve_out == 0) return ERR_INSUFFICIENT_LIQUIDITY;
  u64 in_after_fee, denominator, err;
  if ((err = mul_div(amount_in, BPS_DENOMINATOR - fee_bps, BPS_DENOMINATOR, &in_after_fee))) return err;
  if ((err = add_checked(reserve_in, in_after_fee, &denominator))) return err;
  if ((err = mul_div(reserve_out, in_after_fee, denominator, out))) return err;
  if (*out == 0) return ERR_ZERO_AMOUNT;
  return 0;
}

#endif

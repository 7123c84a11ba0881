/* Launch bonding curves in the manner of pump.fun: the creator deposits the tokens for sale, and
 * buys and sells are priced on a constant product over virtual reserves added to the vaults' real
 * balances. A buy that brings the real quote reserve to graduation_quote marks the curve complete;
 * from then on only `graduate` (anyone may call it) moves the reserves into a pool. */
#ifndef AMM_CURVE_H
#define AMM_CURVE_H

#include "amm_pool.h"

#define CURVE_TAG 0x3156525543584253ULL /* "SBXCURV1" */
#define CURVE_TRADING 0
#define CURVE_COMPLETE 1
#define CURVE_MIGRATED 2

typedef struct {
  u64 tag;
  Pubkey base_mint;
  Pubkey quote_mint;
  Pubkey base_vault;
  Pubkey quote_vault;
  Pubkey authority;
  Pubkey creator;
  u64 virtual_base;
  u64 virtual_quote;
  u64 graduation_quote;
  /* Net base tokens the curve has sold: nobody can sell back more than that. */
  u64 base_sold;
  Pubkey pool;
  u16 graduation_fee_bps;
  u8 graduation_label;
  u8 bump;
  u8 authority_bump;
  u8 status;
  u8 reserved[2];
} CurveState;
_Static_assert(sizeof(CurveState) == 272, "curve state layout is part of the client's decoder");

static const char CURVE_SEED[] = "curve";

static CurveState *load_curve(const Ctx *ctx, Acc a) {
  if (!key_eq(acc_owner(a), &ctx->program_id) || acc_data_len(a) != sizeof(CurveState)) return NULL;
  CurveState *curve = (CurveState *)acc_data(a);
  return curve->tag == CURVE_TAG ? curve : NULL;
}

/* create_curve: 0 curve (w), 1 authority, 2 base mint, 3 quote mint, 4 base vault (w), 5 quote
 * vault (w), 6 creator (w, s), 7 creator's base token account (w), 8 token program, 9 system
 * program. Data: [2, virtual_base u64, virtual_quote u64, graduation_quote u64, base_amount u64,
 * graduation_label u8, graduation_fee_bps u16]. */
static u64 create_curve(const Ctx *ctx) {
  if (ctx->count < 10) return ERR_NOT_ENOUGH_ACCOUNTS;
  if (ctx->data_len != 36) return ERR_INVALID_INSTRUCTION;
  Acc const *a = ctx->acc;
  const u8 *d = ctx->data;
  u64 virtual_quote = read_u64(d + 9), graduation_quote = read_u64(d + 17), base_amount = read_u64(d + 25);
  u64 label = d[33], fee_bps = read_u16(d + 34), err;
  if (label > MAX_LABEL) return ERR_INVALID_INSTRUCTION;
  if (fee_bps >= BPS_DENOMINATOR) return ERR_INVALID_FEE;
  /* a curve with no virtual quote would give its whole supply to the first buyer */
  if (virtual_quote == 0 || graduation_quote == 0 || base_amount == 0) return ERR_ZERO_AMOUNT;
  if (!key_eq(acc_key(a[8]), &TOKEN_PROGRAM_ID) || !key_eq(acc_key(a[9]), &SYSTEM_PROGRAM_ID)) return ERR_WRONG_ACCOUNT;
  if (!acc_is_signer(a[6])) return ERR_MISSING_SIGNER;
  if (!is_mint(a[2]) || !is_mint(a[3]) || key_eq(acc_key(a[2]), acc_key(a[3]))) return ERR_WRONG_ACCOUNT;
  if (!is_token_account(a[7]) || !key_eq(token_mint(a[7]), acc_key(a[2]))) return ERR_WRONG_ACCOUNT;

  u8 bump, authority_bump;
  SignerSeed seed[3] = {{(const u8 *)CURVE_SEED, sizeof CURVE_SEED - 1}, {(const u8 *)acc_key(a[2]), 32}, {NULL, 1}};
  if ((err = check_pda(seed, 2, &ctx->program_id, a[0], &bump))) return err;
  seed[2].addr = &bump;
  SignerSeeds signer = {seed, 3};
  Opening opening = {a[6], a[0], a[1], &ctx->program_id};
  if ((err = find_authority(&opening, &authority_bump))) return err;
  if ((err = create_pda_account(a[6], a[0], sizeof(CurveState), &ctx->program_id, &signer))) return err;
  if ((err = open_vault(&opening, a[4], a[2]))) return err;
  if ((err = open_vault(&opening, a[5], a[3]))) return err;

  CurveState *curve = (CurveState *)acc_data(a[0]);
  curve->tag = CURVE_TAG;
  key_copy(&curve->base_mint, acc_key(a[2]));
  key_copy(&curve->quote_mint, acc_key(a[3]));
  key_copy(&curve->base_vault, acc_key(a[4]));
  key_copy(&curve->quote_vault, acc_key(a[5]));
  key_copy(&curve->authority, acc_key(a[1]));
  key_copy(&curve->creator, acc_key(a[6]));
  curve->virtual_base = read_u64(d + 1);
  curve->virtual_quote = virtual_quote;
  curve->graduation_quote = graduation_quote;
  curve->graduation_fee_bps = (u16)fee_bps;
  curve->graduation_label = (u8)label;
  curve->bump = bump;
  curve->authority_bump = authority_bump;
  return token_transfer(a[7], a[4], a[6], NULL, base_amount);
}

/* The reserves a curve prices on: virtual plus the vaults' real balances. */
typedef struct {
  u64 real_base;
  u64 real_quote;
  u64 base;
  u64 quote;
} CurveReserves;

static u64 curve_reserves(const CurveState *curve, Acc base_vault, Acc quote_vault, CurveReserves *r) {
  u64 err;
  r->real_base = token_amount(base_vault);
  r->real_quote = token_amount(quote_vault);
  if ((err = add_checked(curve->virtual_base, r->real_base, &r->base))) return err;
  return add_checked(curve->virtual_quote, r->real_quote, &r->quote);
}

/* curve_buy (3) and curve_sell (4): 0 curve (w), 1 authority, 2 base vault (w), 3 quote vault
 * (w), 4 user's base token account (w), 5 user's quote token account (w), 6 user (s), 7 token
 * program. Data: [3 or 4, amount_in u64, min_out u64]; a buy pays quote, a sell pays base. */
static u64 curve_trade(const Ctx *ctx, bool buy) {
  if (ctx->count < 8) return ERR_NOT_ENOUGH_ACCOUNTS;
  if (ctx->data_len != 17) return ERR_INVALID_INSTRUCTION;
  Acc const *a = ctx->acc;
  CurveState *curve = load_curve(ctx, a[0]);
  if (curve == NULL) return ERR_WRONG_ACCOUNT;
  if (!key_eq(acc_key(a[1]), &curve->authority) || !key_eq(acc_key(a[2]), &curve->base_vault) ||
      !key_eq(acc_key(a[3]), &curve->quote_vault) || !key_eq(acc_key(a[7]), &TOKEN_PROGRAM_ID))
    return ERR_WRONG_ACCOUNT;
  if (!acc_is_signer(a[6])) return ERR_MISSING_SIGNER;
  if (!is_token_account(a[4]) || !is_token_account(a[5]) || !key_eq(token_mint(a[4]), &curve->base_mint) ||
      !key_eq(token_mint(a[5]), &curve->quote_mint))
    return ERR_WRONG_ACCOUNT;
  if (curve->status != CURVE_TRADING) return ERR_CURVE_GRADUATED;

  u64 amount_in = read_u64(ctx->data + 1), min_out = read_u64(ctx->data + 9), out, err;
  if (amount_in == 0) return ERR_ZERO_AMOUNT;
  if (!buy && amount_in > curve->base_sold) return ERR_INSUFFICIENT_LIQUIDITY;
  CurveReserves r;
  if ((err = curve_reserves(curve, a[2], a[3], &r))) return err;
  u64 reserve_in = buy ? r.quote : r.base, reserve_out = buy ? r.base : r.quote, denominator;
  if ((err = add_checked(reserve_in, amount_in, &denominator))) return err;
  if ((err = mul_div(reserve_out, amount_in, denominator, &out))) return err;
  if (out == 0) return ERR_ZERO_AMOUNT;
  if (out > (buy ? r.real_base : r.real_quote)) return ERR_INSUFFICIENT_LIQUIDITY;
  if (out < min_out) return ERR_SLIPPAGE_EXCEEDED;

  Acc user_in = buy ? a[5] : a[4], vault_in = buy ? a[3] : a[2];
  Acc vault_out = buy ? a[2] : a[3], user_out = buy ? a[4] : a[5];
  if ((err = token_transfer(user_in, vault_in, a[6], NULL, amount_in))) return err;
  AuthoritySeeds seeds;
  authority_seeds(&seeds, a[0], &curve->authority_bump);
  if ((err = token_transfer(vault_out, user_out, a[1], &seeds.signer, out))) return err;
  if (buy) {
    curve->base_sold += out;
    if (r.real_quote + amount_in >= curve->graduation_quote) curve->status = CURVE_COMPLETE;
  } else {
    curve->base_sold -= amount_in;
  }
  return 0;
}

/* graduate (5), callable by anyone once the real quote reserve reached graduation_quote:
 * 0 curve (w), 1 curve authority, 2 base mint (w), 3 quote mint, 4 curve base vault (w), 5 curve
 * quote vault (w), 6 pool (w), 7 pool authority, 8 pool base vault (w), 9 pool quote vault (w),
 * 10 payer (w, s), 11 token program, 12 system program. Data: [5].
 * The pool ["pool", base, quote, graduation_label] gets all the quote and the base worth it at the
 * curve's last price, so trading resumes where the curve ended; the base left over is burned.
 * The pool's creator is the curve's creator. */
static u64 graduate(const Ctx *ctx) {
  if (ctx->count < 13) return ERR_NOT_ENOUGH_ACCOUNTS;
  if (ctx->data_len != 1) return ERR_INVALID_INSTRUCTION;
  Acc const *a = ctx->acc;
  CurveState *curve = load_curve(ctx, a[0]);
  if (curve == NULL) return ERR_WRONG_ACCOUNT;
  if (!key_eq(acc_key(a[1]), &curve->authority) || !key_eq(acc_key(a[2]), &curve->base_mint) ||
      !key_eq(acc_key(a[3]), &curve->quote_mint) || !key_eq(acc_key(a[4]), &curve->base_vault) ||
      !key_eq(acc_key(a[5]), &curve->quote_vault) || !key_eq(acc_key(a[11]), &TOKEN_PROGRAM_ID) ||
      !key_eq(acc_key(a[12]), &SYSTEM_PROGRAM_ID))
    return ERR_WRONG_ACCOUNT;
  if (curve->status == CURVE_MIGRATED) return ERR_CURVE_GRADUATED;
  CurveReserves r;
  u64 base_for_pool, err;
  if ((err = curve_reserves(curve, a[4], a[5], &r))) return err;
  if (r.real_quote < curve->graduation_quote) return ERR_CURVE_NOT_GRADUATED;
  if ((err = mul_div(r.real_quote, r.base, r.quote, &base_for_pool))) return err;
  if (base_for_pool > r.real_base) base_for_pool = r.real_base;
  if (base_for_pool == 0) return ERR_INSUFFICIENT_LIQUIDITY;

  PoolAccounts accounts = {a[6], a[7], a[2], a[3], a[8], a[9], a[10]};
  PoolTerms terms = {curve->graduation_label, curve->graduation_fee_bps, &curve->creator};
  if ((err = open_pool(ctx, &accounts, &terms))) return err;
  AuthoritySeeds seeds;
  authority_seeds(&seeds, a[0], &curve->authority_bump);
  if ((err = token_transfer(a[4], a[8], a[1], &seeds.signer, base_for_pool))) return err;
  if ((err = token_transfer(a[5], a[9], a[1], &seeds.signer, r.real_quote))) return err;
  if (r.real_base > base_for_pool && (err = token_burn(a[4], a[2], a[1], &seeds.signer, r.real_base - base_for_pool))) return err;
  curve->status = CURVE_MIGRATED;
  key_copy(&curve->pool, acc_key(a[6]));
  return 0;
}

#endif

/* Constant-product pools: create_pool, swap, set_fee. A pool's reserves are its vaults' token
 * balances as the token program keeps them, so the pool state holds only what never changes on a
 * swap (mints, vaults, authority, creator, fee, label) and a swap leaves it read-only. */
#ifndef AMM_POOL_H
#define AMM_POOL_H

#include "amm_cpi.h"

#define POOL_TAG 0x314c4f4f50584253ULL /* "SBXPOOL1" */
/* The DEX a pool impersonates (amm-labels.ts): Whirlpool .. Meteora. */
#define MAX_LABEL 4

typedef struct {
  u64 tag;
  Pubkey mint_a;
  Pubkey mint_b;
  Pubkey vault_a;
  Pubkey vault_b;
  Pubkey authority;
  Pubkey creator;
  u16 fee_bps;
  u8 label;
  u8 bump;
  u8 authority_bump;
  u8 reserved[3];
} PoolState;
_Static_assert(sizeof(PoolState) == 208, "pool state layout is part of the client's decoder");

static const char POOL_SEED[] = "pool";

static PoolState *load_pool(const Ctx *ctx, Acc a) {
  if (!key_eq(acc_owner(a), &ctx->program_id) || acc_data_len(a) != sizeof(PoolState)) return NULL;
  PoolState *pool = (PoolState *)acc_data(a);
  return pool->tag == POOL_TAG ? pool : NULL;
}

/* The accounts a new pool needs, whether a creator opens it or a curve graduates into it. */
typedef struct {
  Acc pool;
  Acc authority;
  Acc mint_a;
  Acc mint_b;
  Acc vault_a;
  Acc vault_b;
  Acc payer;
} PoolAccounts;

typedef struct {
  u64 label;
  u64 fee_bps;
  const Pubkey *creator;
} PoolTerms;

/* Creates the pool state at ["pool", mint_a, mint_b, label] and its two empty vaults. */
__attribute__((noinline)) static u64 open_pool(const Ctx *ctx, const PoolAccounts *pa, const PoolTerms *terms) {
  if (terms->label > MAX_LABEL) return ERR_INVALID_INSTRUCTION;
  if (terms->fee_bps >= BPS_DENOMINATOR) return ERR_INVALID_FEE;
  if (!acc_is_signer(pa->payer)) return ERR_MISSING_SIGNER;
  if (!is_mint(pa->mint_a) || !is_mint(pa->mint_b) || key_eq(acc_key(pa->mint_a), acc_key(pa->mint_b))) return ERR_WRONG_ACCOUNT;
  u8 label = (u8)terms->label, bump, authority_bump;
  SignerSeed seed[5] = {{(const u8 *)POOL_SEED, sizeof POOL_SEED - 1},
                        {(const u8 *)acc_key(pa->mint_a), 32},
                        {(const u8 *)acc_key(pa->mint_b), 32},
                        {&label, 1},
                        {NULL, 1}};
  u64 err;
  if ((err = check_pda(seed, 4, &ctx->program_id, pa->pool, &bump))) return err;
  seed[4].addr = &bump;
  SignerSeeds signer = {seed, 5};
  Opening opening = {pa->payer, pa->pool, pa->authority, &ctx->program_id};
  if ((err = find_authority(&opening, &authority_bump))) return err;
  if ((err = create_pda_account(pa->payer, pa->pool, sizeof(PoolState), &ctx->program_id, &signer))) return err;
  if ((err = open_vault(&opening, pa->vault_a, pa->mint_a))) return err;
  if ((err = open_vault(&opening, pa->vault_b, pa->mint_b))) return err;

  PoolState *pool = (PoolState *)acc_data(pa->pool);
  pool->tag = POOL_TAG;
  key_copy(&pool->mint_a, acc_key(pa->mint_a));
  key_copy(&pool->mint_b, acc_key(pa->mint_b));
  key_copy(&pool->vault_a, acc_key(pa->vault_a));
  key_copy(&pool->vault_b, acc_key(pa->vault_b));
  key_copy(&pool->authority, acc_key(pa->authority));
  key_copy(&pool->creator, terms->creator);
  pool->fee_bps = (u16)terms->fee_bps;
  pool->label = label;
  pool->bump = bump;
  pool->authority_bump = authority_bump;
  return 0;
}

/* create_pool: 0 pool (w), 1 authority, 2 mint_a, 3 mint_b, 4 vault_a (w), 5 vault_b (w),
 * 6 creator (w, s), 7 creator's token account of mint_a (w), 8 of mint_b (w), 9 token program,
 * 10 system program. Data: [0, label u8, fee_bps u16, amount_a u64, amount_b u64]. */
static u64 create_pool(const Ctx *ctx) {
  if (ctx->count < 11) return ERR_NOT_ENOUGH_ACCOUNTS;
  if (ctx->data_len != 20) return ERR_INVALID_INSTRUCTION;
  Acc const *a = ctx->acc;
  const u8 *d = ctx->data;
  if (!key_eq(acc_key(a[9]), &TOKEN_PROGRAM_ID) || !key_eq(acc_key(a[10]), &SYSTEM_PROGRAM_ID)) return ERR_WRONG_ACCOUNT;
  u64 amount_a = read_u64(d + 4), amount_b = read_u64(d + 12), err;
  if (amount_a == 0 || amount_b == 0) return ERR_ZERO_AMOUNT;
  if (!is_token_account(a[7]) || !is_token_account(a[8])) return ERR_WRONG_ACCOUNT;
  if (!key_eq(token_mint(a[7]), acc_key(a[2])) || !key_eq(token_mint(a[8]), acc_key(a[3]))) return ERR_WRONG_ACCOUNT;
  PoolAccounts accounts = {a[0], a[1], a[2], a[3], a[4], a[5], a[6]};
  PoolTerms terms = {d[1], read_u16(d + 2), acc_key(a[6])};
  if ((err = open_pool(ctx, &accounts, &terms))) return err;
  if ((err = token_transfer(a[7], a[4], a[6], NULL, amount_a))) return err;
  return token_transfer(a[8], a[5], a[6], NULL, amount_b);
}

/* swap: 0 pool, 1 authority, 2 vault_a (w), 3 vault_b (w), 4 user's source token account (w),
 * 5 user's destination token account (w), 6 user (s), 7 token program.
 * Data: [1, amount_in u64, min_out u64, a_to_b u8]. */
static u64 swap(const Ctx *ctx) {
  if (ctx->count < 8) return ERR_NOT_ENOUGH_ACCOUNTS;
  const u8 *d = ctx->data;
  if (ctx->data_len != 18 || d[17] > 1) return ERR_INVALID_INSTRUCTION;
  Acc const *a = ctx->acc;
  PoolState *pool = load_pool(ctx, a[0]);
  if (pool == NULL) return ERR_WRONG_ACCOUNT;
  if (!key_eq(acc_key(a[1]), &pool->authority) || !key_eq(acc_key(a[2]), &pool->vault_a) || !key_eq(acc_key(a[3]), &pool->vault_b) ||
      !key_eq(acc_key(a[7]), &TOKEN_PROGRAM_ID))
    return ERR_WRONG_ACCOUNT;
  if (!acc_is_signer(a[6])) return ERR_MISSING_SIGNER;
  bool a_to_b = d[17] == 1;
  Acc vault_in = a_to_b ? a[2] : a[3];
  Acc vault_out = a_to_b ? a[3] : a[2];
  const Pubkey *mint_in = a_to_b ? &pool->mint_a : &pool->mint_b;
  const Pubkey *mint_out = a_to_b ? &pool->mint_b : &pool->mint_a;
  if (!is_token_account(a[4]) || !is_token_account(a[5]) || !key_eq(token_mint(a[4]), mint_in) || !key_eq(token_mint(a[5]), mint_out))
    return ERR_WRONG_ACCOUNT;

  u64 amount_in = read_u64(d + 1), min_out = read_u64(d + 9), out, err;
  if ((err = constant_product_out(token_amount(vault_in), token_amount(vault_out), amount_in, pool->fee_bps, &out))) return err;
  if (out < min_out) return ERR_SLIPPAGE_EXCEEDED;
  if ((err = token_transfer(a[4], vault_in, a[6], NULL, amount_in))) return err;
  AuthoritySeeds seeds;
  authority_seeds(&seeds, a[0], &pool->authority_bump);
  return token_transfer(vault_out, a[5], a[1], &seeds.signer, out);
}

/* set_fee: 0 pool (w), 1 the pool's creator (s). Data: [6, fee_bps u16]. */
static u64 set_fee(const Ctx *ctx) {
  if (ctx->count < 2) return ERR_NOT_ENOUGH_ACCOUNTS;
  if (ctx->data_len != 3) return ERR_INVALID_INSTRUCTION;
  Acc const *a = ctx->acc;
  PoolState *pool = load_pool(ctx, a[0]);
  if (pool == NULL) return ERR_WRONG_ACCOUNT;
  if (!acc_is_signer(a[1])) return ERR_MISSING_SIGNER;
  if (!key_eq(acc_key(a[1]), &pool->creator)) return ERR_WRONG_AUTHORITY;
  u64 fee_bps = read_u16(ctx->data + 1);
  if (fee_bps >= BPS_DENOMINATOR) return ERR_INVALID_FEE;
  pool->fee_bps = (u16)fee_bps;
  return 0;
}

#endif

/* sandbox_amm: the Solana sandbox's own swap program. Constant-product pools labelled as the DEX
 * they stand in for, and pump.fun-style launch curves that graduate into such pools. Built with
 * clang's BPF target and linked by scripts/solana-program/build.ts; docs/sandbox-solana-program.md
 * describes the accounts, instructions and maths. The program keeps no writable globals: the
 * loader maps only code and read-only data. */
#include "amm_curve.h"

#define IX_CREATE_POOL 0
#define IX_SWAP 1
#define IX_CREATE_CURVE 2
#define IX_CURVE_BUY 3
#define IX_CURVE_SELL 4
#define IX_GRADUATE 5
#define IX_SET_FEE 6

/* Walks the serialized input: the account count, each account (or a one-byte reference to an
 * earlier one when the transaction repeats it), the instruction data, then the program id. */
static void parse_input(u8 *input, Ctx *ctx) {
  u64 count = *(const u64 *)input;
  u8 *p = input + 8;
  for (u64 i = 0; i < count; i++) {
    Acc account = p;
    if (p[0] == ACC_DUP_MARKER) {
      p += ACC_DATA + acc_data_len(account) + ACC_REALLOC_ROOM;
      p = (u8 *)(((u64)p + 7) & ~7ULL);
      p += 8; /* rent epoch */
    } else {
      account = i < MAX_ACCOUNTS ? ctx->acc[p[0]] : NULL;
      p += 8;
    }
    if (i < MAX_ACCOUNTS) ctx->acc[i] = account;
  }
  ctx->count = count < MAX_ACCOUNTS ? count : MAX_ACCOUNTS;
  ctx->data_len = *(const u64 *)p;
  ctx->data = p + 8;
  /* the id follows data of any length, so it is copied to an aligned place for key compares */
  copy_bytes((u8 *)&ctx->program_id, ctx->data + ctx->data_len, 32);
}

u64 entrypoint(u8 *input) {
  Ctx ctx;
  parse_input(input, &ctx);
  if (ctx.data_len == 0) return ERR_INVALID_INSTRUCTION;
  u8 tag = ctx.data[0];
  if (tag == IX_SWAP) return swap(&ctx);
  if (tag == IX_CURVE_BUY) return curve_trade(&ctx, true);
  if (tag == IX_CURVE_SELL) return curve_trade(&ctx, false);
  if (tag == IX_CREATE_POOL) return create_pool(&ctx);
  if (tag == IX_CREATE_CURVE) return create_curve(&ctx);
  if (tag == IX_GRADUATE) return graduate(&ctx);
  if (tag == IX_SET_FEE) return set_fee(&ctx);
  return ERR_INVALID_INSTRUCTION;
}

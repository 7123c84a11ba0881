/* Calls into the SPL Token and System programs, program-derived addresses and rent. Pools and
 * curves hold their tokens in vaults: SPL token accounts at ["vault", state, mint] whose owner is
 * the state's authority ["authority", state]; the program creates both vaults itself, so their
 * addresses follow from the state and a client never supplies a vault of its own making. */
#ifndef AMM_CPI_H
#define AMM_CPI_H

#include "amm_math.h"

/* TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA as little-endian words. Only the classic token
 * program: its account layout is the one the reserves are read from. */
static const Pubkey TOKEN_PROGRAM_ID = {{0x93a165d7e1f6dd06ULL, 0xac79ebce46e1cbd9ULL, 0x91375b5fed85b41cULL, 0xa900ff7e85f58c3aULL}};
static const Pubkey SYSTEM_PROGRAM_ID = {{0, 0, 0, 0}};

#define TOKEN_ACCOUNT_LEN 165
#define TOKEN_MINT_LEN 82
#define TOKEN_ACCOUNT_MINT 0
#define TOKEN_ACCOUNT_OWNER 32
#define TOKEN_ACCOUNT_AMOUNT 64

#define TOKEN_IX_TRANSFER 3
#define TOKEN_IX_BURN 8
#define TOKEN_IX_INITIALIZE_ACCOUNT3 18
/* The runtime's per-account overhead counted in rent, on top of the data length. */
#define RENT_ACCOUNT_OVERHEAD 128

/* A token account of the classic program: its mint and amount are read from its data. */
static bool is_token_account(Acc a) { return key_eq(acc_owner(a), &TOKEN_PROGRAM_ID) && acc_data_len(a) >= TOKEN_ACCOUNT_LEN; }
static bool is_mint(Acc a) { return key_eq(acc_owner(a), &TOKEN_PROGRAM_ID) && acc_data_len(a) == TOKEN_MINT_LEN; }
static const Pubkey *token_mint(Acc a) { return (const Pubkey *)(acc_data(a) + TOKEN_ACCOUNT_MINT); }
static u64 token_amount(Acc a) { return *(const u64 *)(acc_data(a) + TOKEN_ACCOUNT_AMOUNT); }

static void fill_info(CpiAccountInfo *info, Acc a) {
  info->key = acc_key(a);
  info->lamports = acc_lamports(a);
  info->data_len = acc_data_len(a);
  info->data = acc_data(a);
  info->owner = acc_owner(a);
  info->rent_epoch = 0;
  info->is_signer = a[ACC_SIGNER];
  info->is_writable = a[ACC_WRITABLE];
  info->executable = a[ACC_EXECUTABLE];
}

static void fill_meta(CpiMeta *meta, Acc a, bool is_writable, bool is_signer) {
  meta->key = acc_key(a);
  meta->is_writable = is_writable;
  meta->is_signer = is_signer;
}

/* Invokes `program` with up to three accounts: a, b (both writable) and c (signer when the
 * instruction needs one, else read-only), signed by the transaction's signers and, when given,
 * the one PDA the seeds describe. */
typedef struct {
  const Pubkey *program;
  const u8 *data;
  u64 data_len;
  bool c_signs;
  bool b_writable;
} CallShape;

__attribute__((noinline)) static u64 invoke3(const CallShape *shape, Acc a, Acc b, Acc c, const SignerSeeds *signer) {
  CpiMeta metas[3];
  CpiAccountInfo infos[3];
  fill_meta(&metas[0], a, true, false);
  fill_meta(&metas[1], b, shape->b_writable, false);
  fill_info(&infos[0], a);
  fill_info(&infos[1], b);
  u64 count = 2;
  if (c != NULL) {
    fill_meta(&metas[2], c, false, shape->c_signs);
    fill_info(&infos[2], c);
    count = 3;
  }
  CpiInstruction ix = {shape->program, metas, count, shape->data, shape->data_len};
  return sol_invoke_signed_c(&ix, infos, count, signer, signer == NULL ? 0 : 1);
}

/* Token Transfer from `from` to `to`, authorised by `authority`: a transaction signer, or the
 * state's authority PDA when `signer` holds its seeds. */
static u64 token_transfer(Acc from, Acc to, Acc authority, const SignerSeeds *signer, u64 amount) {
  u8 data[9];
  data[0] = TOKEN_IX_TRANSFER;
  write_u64(data + 1, amount);
  CallShape shape = {&TOKEN_PROGRAM_ID, data, sizeof data, true, true};
  return invoke3(&shape, from, to, authority, signer);
}

static u64 token_burn(Acc account, Acc mint, Acc authority, const SignerSeeds *signer, u64 amount) {
  u8 data[9];
  data[0] = TOKEN_IX_BURN;
  write_u64(data + 1, amount);
  CallShape shape = {&TOKEN_PROGRAM_ID, data, sizeof data, true, true};
  return invoke3(&shape, account, mint, authority, signer);
}

/* InitializeAccount3 names the owner in its data, so the authority PDA need not be passed. */
static u64 token_initialize_account(Acc account, Acc mint, const Pubkey *owner) {
  u8 data[33];
  data[0] = TOKEN_IX_INITIALIZE_ACCOUNT3;
  copy_bytes(data + 1, (const u8 *)owner, 32);
  CallShape shape = {&TOKEN_PROGRAM_ID, data, sizeof data, false, false};
  return invoke3(&shape, account, mint, NULL, NULL);
}

/* Lamports that keep `space` bytes rent-exempt. The threshold is a double in the sysvar (2.0
 * today); the program accepts a small power of two and refuses anything else rather than
 * carrying floating point. */
static u64 rent_exempt_minimum(u64 space, u64 *lamports) {
  RentSysvar rent;
  if (sol_get_rent_sysvar(&rent) != 0) return ERR_MATH_OVERFLOW;
  u64 bits = rent.exemption_threshold_bits;
  u64 exponent = (bits >> 52) & 0x7ff;
  if ((bits & 0x800fffffffffffffULL) != 0 || exponent < 1023 || exponent > 1026) return ERR_MATH_OVERFLOW;
  return mul_div((RENT_ACCOUNT_OVERHEAD + space) << (exponent - 1023), rent.lamports_per_byte_year, 1, lamports);
}

/* System CreateAccount for a PDA of this program: `target` signs through its seeds. */
static u64 create_pda_account(Acc payer, Acc target, u64 space, const Pubkey *owner, const SignerSeeds *signer) {
  if (*acc_lamports(target) != 0 || acc_data_len(target) != 0) return ERR_ALREADY_INITIALIZED;
  u64 lamports, err;
  if ((err = rent_exempt_minimum(space, &lamports))) return err;
  u8 data[52];
  for (int i = 0; i < 4; i++) data[i] = 0; /* CreateAccount is the system program's instruction 0 */
  write_u64(data + 4, lamports);
  write_u64(data + 12, space);
  copy_bytes(data + 20, (const u8 *)owner, 32);
  /* payer and target both sign and are writable: payer through the transaction, target through
   * its seeds */
  CpiMeta metas[2];
  CpiAccountInfo infos[2];
  fill_meta(&metas[0], payer, true, true);
  fill_meta(&metas[1], target, true, true);
  fill_info(&infos[0], payer);
  fill_info(&infos[1], target);
  CpiInstruction ix = {&SYSTEM_PROGRAM_ID, metas, 2, data, sizeof data};
  return sol_invoke_signed_c(&ix, infos, 2, signer, 1);
}

/* Checks that `expected` is the PDA of `seeds` (without bump) and yields its bump. */
static u64 check_pda(const SignerSeed *seeds, u64 seeds_len, const Pubkey *program_id, Acc expected, u8 *bump) {
  Pubkey found;
  if (sol_try_find_program_address(seeds, seeds_len, program_id, &found, bump) != 0) return ERR_WRONG_ACCOUNT;
  return key_eq(&found, acc_key(expected)) ? 0 : ERR_WRONG_ACCOUNT;
}

/* The seeds ["authority", state, bump] the vaults' owner signs with. The bump byte lives in the
 * state account, so the seeds stay valid for the whole instruction. */
typedef struct {
  SignerSeed seed[3];
  SignerSeeds signer;
} AuthoritySeeds;

static const char AUTHORITY_SEED[] = "authority";
static const char VAULT_SEED[] = "vault";

static void authority_seeds(AuthoritySeeds *s, Acc state, const u8 *bump) {
  s->seed[0].addr = (const u8 *)AUTHORITY_SEED;
  s->seed[0].len = sizeof AUTHORITY_SEED - 1;
  s->seed[1].addr = (const u8 *)acc_key(state);
  s->seed[1].len = 32;
  s->seed[2].addr = bump;
  s->seed[2].len = 1;
  s->signer.addr = s->seed;
  s->signer.len = bump == NULL ? 2 : 3;
}

/* What creating a pool or a curve shares: who pays, the new state, its authority PDA. */
typedef struct {
  Acc payer;
  Acc state;
  Acc authority;
  const Pubkey *program_id;
} Opening;

/* Finds the authority's bump (checking the account passed is that PDA). */
static u64 find_authority(const Opening *o, u8 *bump) {
  AuthoritySeeds s;
  authority_seeds(&s, o->state, NULL);
  return check_pda(s.seed, 2, o->program_id, o->authority, bump);
}

/* Creates the vault ["vault", state, mint] as a token account owned by the authority. */
__attribute__((noinline)) static u64 open_vault(const Opening *o, Acc vault, Acc mint) {
  SignerSeed seed[4] = {
      {(const u8 *)VAULT_SEED, sizeof VAULT_SEED - 1}, {(const u8 *)acc_key(o->state), 32}, {(const u8 *)acc_key(mint), 32}, {NULL, 1}};
  u8 bump;
  u64 err;
  if ((err = check_pda(seed, 3, o->program_id, vault, &bump))) return err;
  seed[3].addr = &bump;
  SignerSeeds signer = {seed, 4};
  if ((err = create_pda_account(o->payer, vault, TOKEN_ACCOUNT_LEN, &TOKEN_PROGRAM_ID, &signer))) return err;
  return token_initialize_account(vault, mint, acc_key(o->authority));
}

#endif

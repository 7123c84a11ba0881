/* The few Solana runtime definitions the sandbox AMM needs, written for this program rather than
 * taken from an SDK: integer types, a view over the loader's serialized input (the aligned,
 * "version 1" layout of the upgradeable and v2 loaders), the structures the C invoke syscall reads,
 * and the syscalls themselves. Everything lives in one translation unit (sandbox_amm.c includes
 * the .h files) because the ELF step (scripts/solana-program/sbf-link.ts) links one object. */
#ifndef SOL_MIN_H
#define SOL_MIN_H

typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;
typedef _Bool bool;
#define true 1
#define false 0
#define NULL ((void *)0)

/* Four words rather than 32 bytes: the type is then 8-aligned, and a compare is four loads. Every
 * key the program compares sits at an 8-aligned place (input headers, state fields, rodata). */
typedef struct {
  u64 w[4];
} Pubkey;

static inline bool key_eq(const Pubkey *a, const Pubkey *b) {
  return a->w[0] == b->w[0] && a->w[1] == b->w[1] && a->w[2] == b->w[2] && a->w[3] == b->w[3];
}

static inline bool key_is_zero(const Pubkey *a) { return (a->w[0] | a->w[1] | a->w[2] | a->w[3]) == 0; }

static inline void key_copy(Pubkey *dst, const Pubkey *src) {
  dst->w[0] = src->w[0];
  dst->w[1] = src->w[1];
  dst->w[2] = src->w[2];
  dst->w[3] = src->w[3];
}

/* One serialized account, addressed by the pointer to its first byte. The runtime updates these
 * bytes in place after a cross-program call (owner, lamports, data length), so the program reads
 * them through the pointer each time instead of caching copies. */
typedef u8 *Acc;
#define ACC_DUP_MARKER 0xff
#define ACC_SIGNER 1
#define ACC_WRITABLE 2
#define ACC_EXECUTABLE 3
#define ACC_KEY 8
#define ACC_OWNER 40
#define ACC_LAMPORTS 72
#define ACC_DATA_LEN 80
#define ACC_DATA 88
/* Room the loader leaves after each account's data so a program may grow it during the call. */
#define ACC_REALLOC_ROOM 10240
#define MAX_ACCOUNTS 16

static inline const Pubkey *acc_key(Acc a) { return (const Pubkey *)(a + ACC_KEY); }
static inline const Pubkey *acc_owner(Acc a) { return (const Pubkey *)(a + ACC_OWNER); }
static inline u64 *acc_lamports(Acc a) { return (u64 *)(a + ACC_LAMPORTS); }
static inline u64 acc_data_len(Acc a) { return *(const u64 *)(a + ACC_DATA_LEN); }
static inline u8 *acc_data(Acc a) { return a + ACC_DATA; }
static inline bool acc_is_signer(Acc a) { return a[ACC_SIGNER] != 0; }

/* What an instruction handler sees: its accounts, its data and the program's own id. */
typedef struct {
  Acc acc[MAX_ACCOUNTS];
  u64 count;
  const u8 *data;
  u64 data_len;
  Pubkey program_id;
} Ctx;

/* Instruction data is packed, so its fields are read byte by byte (no alignment assumed). */
static inline u64 read_u64(const u8 *p) {
  u64 v = 0;
  for (int i = 7; i >= 0; i--) v = (v << 8) | p[i];
  return v;
}

static inline u16 read_u16(const u8 *p) { return (u16)(p[0] | (p[1] << 8)); }

static inline void write_u64(u8 *p, u64 v) {
  for (int i = 0; i < 8; i++) p[i] = (u8)(v >> (8 * i));
}

static void copy_bytes(u8 *dst, const u8 *src, u64 len) {
  for (u64 i = 0; i < len; i++) dst[i] = src[i];
}

/* The structures sol_invoke_signed_c reads (their field order is the runtime's C ABI). */
typedef struct {
  const Pubkey *key;
  bool is_writable;
  bool is_signer;
} CpiMeta;

typedef struct {
  const Pubkey *key;
  u64 *lamports;
  u64 data_len;
  u8 *data;
  const Pubkey *owner;
  u64 rent_epoch;
  bool is_signer;
  bool is_writable;
  bool executable;
} CpiAccountInfo;

typedef struct {
  const Pubkey *program_id;
  const CpiMeta *accounts;
  u64 account_len;
  const u8 *data;
  u64 data_len;
} CpiInstruction;

typedef struct {
  const u8 *addr;
  u64 len;
} SignerSeed;

typedef struct {
  const SignerSeed *addr;
  u64 len;
} SignerSeeds;

/* The runtime's rent parameters; the threshold is an IEEE double the program reads as bits. */
typedef struct {
  u64 lamports_per_byte_year;
  u64 exemption_threshold_bits;
  u8 burn_percent;
} RentSysvar;

/* Syscalls: calls the loader resolves by name (the ELF step writes a relocation for each). */
extern void sol_log_(const char *message, u64 len);
extern void sol_log_64_(u64 a, u64 b, u64 c, u64 d, u64 e);
extern u64 sol_try_find_program_address(const SignerSeed *seeds, u64 seeds_len, const Pubkey *program_id, Pubkey *address,
                                        u8 *bump);
extern u64 sol_invoke_signed_c(const CpiInstruction *instruction, const CpiAccountInfo *infos, u64 infos_len, const SignerSeeds *signers,
                               u64 signers_len);
extern u64 sol_get_rent_sysvar(RentSysvar *rent);

#endif

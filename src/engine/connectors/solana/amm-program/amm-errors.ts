// The program's custom error codes (InstructionError::Custom), mirrored from amm_math.h, with the
// name a client shows and what the caller can do about each.

export const SandboxAmmErrorCode = {
  SlippageExceeded: 6000,
  ZeroAmount: 6001,
  WrongAccount: 6002,
  WrongAuthority: 6003,
  CurveGraduated: 6004,
  MathOverflow: 6005,
  InsufficientLiquidity: 6006,
  MissingSigner: 6007,
  InvalidInstruction: 6008,
  NotEnoughAccounts: 6009,
  AlreadyInitialized: 6010,
  CurveNotGraduated: 6011,
  InvalidFee: 6012,
} as const;

export type SandboxAmmErrorName = keyof typeof SandboxAmmErrorCode;

export const SANDBOX_AMM_ERROR_MESSAGES: Record<SandboxAmmErrorName, string> = {
  SlippageExceeded: 'the output is below the minimum asked for; quote again',
  ZeroAmount: 'an amount (in, out, or a curve parameter) is zero',
  WrongAccount: 'an account is not the one the pool or curve names (vault, mint, authority, program)',
  WrongAuthority: 'only the creator may do this',
  CurveGraduated: 'the curve has graduated; trade on its pool',
  MathOverflow: 'an amount does not fit 64 bits',
  InsufficientLiquidity: 'the reserves cannot pay this out (or more is sold than the curve sold)',
  MissingSigner: 'a required signature is missing',
  InvalidInstruction: 'the instruction data is malformed',
  NotEnoughAccounts: 'the instruction lists too few accounts',
  AlreadyInitialized: 'the pool, curve or vault already exists',
  CurveNotGraduated: 'the curve has not reached its graduation reserve',
  InvalidFee: 'a fee must be below 10,000 basis points',
};

const NAMES = new Map<number, SandboxAmmErrorName>(
  Object.entries(SandboxAmmErrorCode).map(([name, code]) => [code, name as SandboxAmmErrorName]),
);

export function sandboxAmmErrorName(code: number): SandboxAmmErrorName | null {
  return NAMES.get(code) ?? null;
}

/** What a quote refuses, under the name and code the program would fail the transaction with. */
export class SandboxAmmError extends Error {
  override name = 'SandboxAmmError';
  readonly code: number;
  constructor(readonly reason: SandboxAmmErrorName) {
    super(`${reason}: ${SANDBOX_AMM_ERROR_MESSAGES[reason]}`);
    this.code = SandboxAmmErrorCode[reason];
  }
}

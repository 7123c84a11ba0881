// Google Authenticator codes computed from the secret the security centre shows, as a phone app
// would. The server accepts the current 30 s step and one either side, each code once: a test
// that needs a second code takes a step it has not used.
import { Secret, TOTP } from 'otpauth';

const PERIOD_S = 30;

export class Authenticator {
  private readonly totp: TOTP;
  private readonly used = new Set<number>();

  constructor(base32Secret: string) {
    this.totp = new TOTP({ secret: Secret.fromBase32(base32Secret.replace(/\s+/g, '')), digits: 6, period: PERIOD_S, algorithm: 'SHA1' });
  }

  /**
   * A code for the current step, or the next one when the current step's code was already given;
   * when both were, waits for the clock to reach the next step (at most 30 s).
   */
  async freshCode(): Promise<string> {
    for (;;) {
      const step = Math.floor(Date.now() / 1000 / PERIOD_S);
      const chosen = [step, step + 1].find((candidate) => !this.used.has(candidate));
      if (chosen !== undefined) {
        this.used.add(chosen);
        return this.totp.generate({ timestamp: chosen * PERIOD_S * 1000 });
      }
      await new Promise((resolve) => setTimeout(resolve, (step + 1) * PERIOD_S * 1000 - Date.now() + 50));
    }
  }
}

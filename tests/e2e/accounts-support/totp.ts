// Google Authenticator codes computed from the secret the security centre shows, as a phone app
// would. The server accepts the current 30 s step and one either side, each step once and only
// after the last one it accepted: a test that needs another code takes a later step than any it used.
import { Secret, TOTP } from 'otpauth';

const PERIOD_S = 30;
/** The previous step's code is still good for the rest of the current step: used only with this much of it left. */
const PREVIOUS_STEP_MARGIN_S = 10;

export class Authenticator {
  private readonly totp: TOTP;
  private lastUsed = Number.NEGATIVE_INFINITY;

  constructor(base32Secret: string) {
    this.totp = new TOTP({ secret: Secret.fromBase32(base32Secret.replace(/\s+/g, '')), digits: 6, period: PERIOD_S, algorithm: 'SHA1' });
  }

  /**
   * The code of the earliest step the server still takes and this authenticator has not passed:
   * the previous step (while enough of the current one is left), the current or the next one; when
   * all were used, waits for the clock to reach the next step (at most 30 s).
   */
  async freshCode(): Promise<string> {
    for (;;) {
      const nowS = Date.now() / 1000;
      const step = Math.floor(nowS / PERIOD_S);
      const secondsLeft = (step + 1) * PERIOD_S - nowS;
      const earliest = secondsLeft > PREVIOUS_STEP_MARGIN_S ? step - 1 : step;
      const chosen = [earliest, step, step + 1].find((candidate) => candidate > this.lastUsed);
      if (chosen !== undefined) {
        this.lastUsed = chosen;
        return this.totp.generate({ timestamp: chosen * PERIOD_S * 1000 });
      }
      await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 50));
    }
  }
}

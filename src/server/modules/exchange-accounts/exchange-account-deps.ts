import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { VenueServices } from '../../venues/venue-services.ts';

/** Opens funded accounts on the embedded sandbox exchanges (absent when they are off). */
export interface SandboxKeyIssuer {
  /** Whether `web` is a sandbox exchange this server runs. */
  offers(web: string): boolean;
  issue(web: string): Promise<{ apiKey: string; secret: string }>;
  /** Whether the sandbox exchange `web` lists the pair (`base`/`quote`). */
  lists(web: string, base: string, quote: string): boolean;
}

export interface ExchangeAccountDeps {
  db: Db;
  secretBox: SecretBox;
  venues: VenueServices;
  now: () => number;
  log: Logger;
  sandboxKeys?: SandboxKeyIssuer;
}

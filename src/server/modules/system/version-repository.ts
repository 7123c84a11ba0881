import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ignoredVersions } from '../../db/schema/index.ts';

export interface VersionPolicy {
  latest: string;
  minimum: string;
  content: string;
}

export interface VersionRepository {
  ignore(clientId: string, version: string): Promise<void>;
  latestIgnored(clientId: string): Promise<string | null>;
}

export function versionRepository(db: Db): VersionRepository {
  return {
    async ignore(clientId, version) {
      await db.insert(ignoredVersions).values({ clientId, version }).onConflictDoNothing();
    },
    async latestIgnored(clientId) {
      const rows = await db
        .select({ version: ignoredVersions.version })
        .from(ignoredVersions)
        .where(eq(ignoredVersions.clientId, clientId))
        .orderBy(desc(ignoredVersions.createdAt))
        .limit(1);
      return rows[0]?.version ?? null;
    },
  };
}

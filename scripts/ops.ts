// `npm run ops -- <command>`: operator commands on the database the server uses (DATABASE_URL, or
// the embedded PGlite under DATA_DIR, which is only reachable while the server is stopped: the
// data folder's lock says so). Run without a command for the list.
import { loadConfig } from '../src/server/config.ts';
import { lockDataDir } from '../src/server/data-dir-lock.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { OPS_USAGE, runOpsCommand } from '../src/server/modules/billing/ops-commands.ts';

const args = process.argv.slice(2);
if (args.length === 0 || args[0] === 'help') {
  console.log(OPS_USAGE);
  process.exit(0);
}
const config = loadConfig();
try {
  const unlock = config.DATABASE_URL ? () => undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    for (const line of await runOpsCommand(database.db, args, Date.now())) console.log(line);
  } finally {
    await database.close();
    unlock();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

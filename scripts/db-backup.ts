// `npm run db:backup -- FILE`: a plain-SQL backup of the site's database (ADR 0061).
import { parseEnv } from "@/env";
import { backupToFile } from "@/server/db/backup-cli";
import { fileArgumentOrExit } from "@/server/db/tool-arguments";

const file = fileArgumentOrExit(
  process.argv.slice(2),
  "Usage: npm run db:backup -- FILE  (from a release: node db-backup.mjs FILE)",
);
try {
  const how = await backupToFile(parseEnv(process.env), file);
  console.info(`Backup written to ${file} ${how}.`);
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

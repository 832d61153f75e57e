// `npm run db:restore -- FILE`: loads a backup into an empty DATA_DIR or DATABASE_URL (ADR 0061).
import { parseEnv } from "@/env";
import { restoreFromFile } from "@/server/db/backup-cli";
import { fileArgumentOrExit } from "@/server/db/tool-arguments";

const file = fileArgumentOrExit(
  process.argv.slice(2),
  "Usage: npm run db:restore -- FILE  (from a release: node db-restore.mjs FILE)",
);
try {
  for (const note of await restoreFromFile(parseEnv(process.env), file)) console.info(note);
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

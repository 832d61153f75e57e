import "server-only";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Database } from "./client";
import { MIGRATIONS_FOLDER } from "./migrate";
import { queryRows } from "./rows";

/**
 * How many of this version's migrations the database has not applied yet (drizzle applies those
 * newer than the last one it recorded). Without the journal table, all of them.
 */
export async function pendingMigrationCount(
  db: Database,
  folder = MIGRATIONS_FOLDER,
): Promise<number> {
  const local = readMigrationFiles({ migrationsFolder: folder });
  let last = 0;
  try {
    const [row] = await queryRows<{ last: string | null }>(
      db,
      sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
    );
    last = Number(row?.last ?? 0);
  } catch {
    return local.length;
  }
  return local.filter((migration) => migration.folderMillis > last).length;
}

import "server-only";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "./client";
import { runMigrations } from "./migrate";

const ROWS_PER_BATCH = 1000;
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface TableName {
  schema: string;
  name: string;
}
const qualified = (t: TableName) => `${quoteIdent(t.schema)}.${quoteIdent(t.name)}`;

const TABLES_SQL = `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
  WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
  ORDER BY 1, 2`;
const COLUMNS_SQL = `SELECT table_schema || '.' || table_name || '.' || column_name AS col
  FROM information_schema.columns WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
  ORDER BY 1`;

interface Queryable {
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}
const texts = async (db: Queryable, text: string, key: string) =>
  (await db.query(text)).rows.map((r) => String(r[key]));

/**
 * A copy of a PostgreSQL database in an in-memory PGlite, from one consistent snapshot (a
 * REPEATABLE READ, READ ONLY transaction): the schema comes from our migrations, the rows from
 * the source, table by table as JSON (every type through its text form), sequences included. The
 * copy's pg_dump is then the backup: one dump tool for both drivers, no pg_dump binary matching
 * the server's version needed (ADR 0061). Refuses a source whose tables or columns differ from
 * what this version's migrations create, rather than drop what it does not know.
 */
export async function copyPostgresIntoPglite(url: string): Promise<DatabaseHandle> {
  // Every value as the server's text: nothing is reinterpreted on the way.
  const source = new pg.Client({
    connectionString: url,
    types: { getTypeParser: () => (value: string) => value },
  });
  await source.connect();
  const copy = await openDatabase({ driver: "pglite" });
  const target = copy.pglite;
  if (!target) throw new Error("an in-memory PGlite was expected");
  try {
    await source.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    await runMigrations(copy);
    const tables = (await source.query(TABLES_SQL)).rows as unknown as TableName[];
    const sourceTables = tables.map(qualified);
    const targetTables = ((await target.query(TABLES_SQL)).rows as TableName[]).map(qualified);
    const sourceColumns = await texts(source, COLUMNS_SQL, "col");
    const targetColumns = await texts(target, COLUMNS_SQL, "col");
    if (
      sourceTables.join() !== targetTables.join() ||
      sourceColumns.join() !== targetColumns.join()
    )
      throw new Error(
        "The database's tables differ from this version's migrations: back it up with the " +
          "same version of the site that runs on it (and let it start once, to migrate).",
      );
    // Rows arrive in any order: foreign keys and triggers are not checked while copying.
    await target.exec("SET session_replication_role = replica");
    await target.exec(`TRUNCATE ${sourceTables.join(", ")}`);
    for (const table of tables) await copyTable(source, target, table);
    const sequences = await source.query(
      "SELECT schemaname, sequencename, last_value FROM pg_sequences WHERE last_value IS NOT NULL",
    );
    for (const s of sequences.rows)
      await target.query("SELECT setval($1::regclass, $2::bigint, true)", [
        `${quoteIdent(String(s.schemaname))}.${quoteIdent(String(s.sequencename))}`,
        String(s.last_value),
      ]);
    await target.exec("SET session_replication_role = origin");
    await source.query("COMMIT");
    return copy;
  } catch (error) {
    await copy.close();
    throw error;
  } finally {
    await source.end();
  }
}

/** The table's columns that take values: a generated column (bookings.busy_range) is recomputed. */
async function writableColumns(target: Queryable, table: TableName) {
  const { rows } = await target.query(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = $1 AND table_name = $2 AND is_generated = 'NEVER'
      ORDER BY ordinal_position`,
    [table.schema, table.name],
  );
  return rows.map((row) => quoteIdent(String(row.column_name))).join(", ");
}

async function copyTable(source: pg.Client, target: Queryable, table: TableName) {
  const name = qualified(table);
  const columns = await writableColumns(target, table);
  for (let offset = 0; ; offset += ROWS_PER_BATCH) {
    const batch = await source.query(
      `SELECT json_agg(t)::text AS rows FROM (SELECT * FROM ${name} ORDER BY ctid ` +
        `LIMIT ${ROWS_PER_BATCH} OFFSET ${offset}) t`,
    );
    const rows = batch.rows[0]?.rows as string | null;
    if (!rows) return;
    await target.query(
      `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE ` +
        `SELECT ${columns} FROM json_populate_recordset(NULL::${name}, $1::json)`,
      [rows],
    );
  }
}

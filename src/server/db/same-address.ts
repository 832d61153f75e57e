import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * The rows whose address column is `email` (already lower-cased by the schema that read it).
 * Addresses are stored lower-cased; the column is compared lower-cased all the same, so a row
 * written before that rule, or by hand, is never missed by an export or an erasure.
 */
export const sameAddress = (column: AnyPgColumn, email: string): SQL =>
  sql`lower(${column}) = ${email}`;

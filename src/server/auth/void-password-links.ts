import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db";
import { verification } from "@/server/db/schema";

/**
 * Voids every outstanding link that could set this identity's password: reset links and an
 * invitation. better-auth stores their identifiers hashed, but the value is the user id, which is
 * what a reset token resolves to. A second-factor challenge half-way through a sign-in also
 * resolves to the user id, so it goes too; that sign-in started from the old password or state.
 *
 * Called when the password changes (reset or Account page), on deactivation, re-invitation and
 * deletion: better-auth itself deletes only the one token that was used.
 */
export async function voidPasswordLinks(db: Database, userId: string) {
  await db.delete(verification).where(eq(verification.value, userId));
}

import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { verification } from "@/server/db/schema";

/**
 * Deletes the identity's outstanding reset/invitation tokens. better-auth stores their identifiers
 * hashed, but the value is the user id, which is what a reset token resolves to.
 */
export async function voidPasswordLinks(db: Database, userId: string) {
  await db.delete(verification).where(eq(verification.value, userId));
}

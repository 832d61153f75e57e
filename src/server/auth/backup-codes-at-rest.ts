import "server-only";
import { symmetricEncrypt } from "better-auth/crypto";
import { and, eq, like } from "drizzle-orm";
import type { Database } from "@/server/db";
import { twoFactor } from "@/server/db/schema";

/**
 * Two-factor backup codes are stored encrypted (better-auth's `storeBackupCodes: "encrypted"`,
 * keyed on AUTH_SECRET), so a copy of the database alone does not hand over a second factor.
 * Codes stored before were plain JSON (`["…",…]`): this seals them in place, once, at boot. Each
 * update names the old value, so two instances booting together cannot seal a row twice.
 */
export async function sealPlainBackupCodes(db: Database, authSecret: string): Promise<number> {
  const plain = await db
    .select({ id: twoFactor.id, backupCodes: twoFactor.backupCodes })
    .from(twoFactor)
    .where(like(twoFactor.backupCodes, "[%"));
  let sealed = 0;
  for (const row of plain) {
    const encrypted = await symmetricEncrypt({ key: authSecret, data: row.backupCodes });
    const updated = await db
      .update(twoFactor)
      .set({ backupCodes: encrypted })
      .where(and(eq(twoFactor.id, row.id), eq(twoFactor.backupCodes, row.backupCodes)))
      .returning({ id: twoFactor.id });
    sealed += updated.length;
  }
  return sealed;
}

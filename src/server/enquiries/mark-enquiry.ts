import "server-only";
import { eq } from "drizzle-orm";
import type { AdminEnquiry } from "@/lib/admin-api";
import type { MarkEnquiryInput } from "@/lib/schemas/admin-enquiries";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { enquiries } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";
import { toAdminEnquiry } from "./list-enquiries";

/**
 * Staff mark an enquiry handled or not handled. The change and its audit row commit together;
 * marking it as it already is changes nothing (the first handled time stays, no audit row).
 * 404 for an unknown enquiry.
 */
export async function markEnquiry(
  db: Database,
  actor: AuditActor,
  { id, handled }: MarkEnquiryInput,
  now: Date,
): Promise<{ enquiry: AdminEnquiry; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
    if (!row) throw new ActionError(404, "Enquiry not found");
    if ((row.handledAt !== null) === handled)
      return { enquiry: toAdminEnquiry(row), changed: false };
    const [updated] = await tx
      .update(enquiries)
      .set({ handledAt: handled ? now : null })
      .where(eq(enquiries.id, id))
      .returning();
    if (!updated) throw new Error("enquiry update returned no row");
    await recordAudit(tx, actor, {
      action: handled ? "enquiry.handled" : "enquiry.unhandled",
      entity: "enquiries",
      entityId: id,
      before: { handled: !handled },
      after: { handled },
    });
    return { enquiry: toAdminEnquiry(updated), changed: true };
  });
}

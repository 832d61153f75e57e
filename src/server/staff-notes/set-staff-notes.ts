import "server-only";
import { eq } from "drizzle-orm";
import type { StaffNotesRequest } from "@/lib/schemas/admin";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { bookings, enquiries } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";

/** The records staff keep notes on, each with its table and its audit action. */
const RECORDS = {
  bookings: { table: bookings, notFound: "Booking not found", action: "booking.staff-notes" },
  enquiries: { table: enquiries, notFound: "Enquiry not found", action: "enquiry.staff-notes" },
} as const;

/**
 * Staff replace the notes they keep on a booking or an enquiry (ADR 0072): the note and its audit
 * row (before → after) commit together; the same note again changes nothing. Nobody is mailed and
 * no webhook is sent: the notes are staff's own. 404 for an unknown record.
 */
export async function setStaffNotes(
  db: Database,
  actor: AuditActor,
  record: keyof typeof RECORDS,
  input: StaffNotesRequest,
): Promise<{ id: string; staffNotes: string; changed: boolean }> {
  const { notFound, action } = RECORDS[record];
  // One table's columns at a time: drizzle's builders do not take a union of tables.
  const table = RECORDS[record].table as typeof bookings;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ staffNotes: table.staffNotes })
      .from(table)
      .where(eq(table.id, input.id))
      .for("update");
    if (!row) throw new ActionError(404, notFound);
    const result = { id: input.id, staffNotes: input.staffNotes };
    if (row.staffNotes === input.staffNotes) return { ...result, changed: false };
    await tx.update(table).set({ staffNotes: input.staffNotes }).where(eq(table.id, input.id));
    await recordAudit(tx, actor, {
      action,
      entity: record,
      entityId: input.id,
      before: { staffNotes: row.staffNotes },
      after: { staffNotes: input.staffNotes },
    });
    return { ...result, changed: true };
  });
}

import "server-only";
import { subMonths } from "date-fns";
import { and, eq, lt, ne } from "drizzle-orm";
import type {
  RetentionDue,
  RetentionInput,
  RetentionState,
  RetentionSummary,
} from "@/lib/schemas/privacy";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { adminSettings, bookings, enquiries, webhookDeliveries } from "@/server/db/schema";
import { hitRateLimit } from "@/server/rate-limit";
import {
  anonymiseBookings,
  anonymiseEnquiries,
  eraseFromJobs,
  notErased,
  redactAuditEntries,
  rewriteCalendarCopies,
} from "./anonymise";

// The retention period (ADR 0075): people's details are kept for a set number of months after
// their meeting (or their enquiry), then erased as an erasure request would erase them, once a
// day, without anyone asking.

/** The daily run's audit actor: nobody signed in started it. */
export const RETENTION_ACTOR: AuditActor = { userId: null, email: "retention period" };
export const NO_PERIOD_MESSAGE = "Set how many months to keep people's details first.";
const DAILY_CLAIM = "retention:daily";
const DAY_SECONDS = 86_400;

/** Records from before this instant are past a period of `months` at `now`. */
export const retentionCutoff = (months: number, now: Date): Date => subMonths(now, months);

const pastBookings = (cutoff: Date) => and(lt(bookings.endsAt, cutoff), notErased(bookings.email));
const pastEnquiries = (cutoff: Date) =>
  and(lt(enquiries.createdAt, cutoff), notErased(enquiries.email));

/** The period set; `forUpdate` holds the row to the transaction, so its "before" stays true. */
async function retentionMonths(db: Database, forUpdate = false): Promise<number | null> {
  const query = db
    .select({ months: adminSettings.retentionMonths })
    .from(adminSettings)
    .where(eq(adminSettings.id, 1));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row?.months ?? null;
}

async function dueAt(db: Database, months: number | null, now: Date): Promise<RetentionDue> {
  if (months === null) return { bookings: 0, enquiries: 0 };
  const cutoff = retentionCutoff(months, now);
  return {
    bookings: await db.$count(bookings, pastBookings(cutoff)),
    enquiries: await db.$count(enquiries, pastEnquiries(cutoff)),
  };
}

/** The period set, and how many records are past it now. */
export async function getRetention(db: Database, now: Date): Promise<RetentionState> {
  const months = await retentionMonths(db);
  return { months, due: await dueAt(db, months, now) };
}

/** Sets (or, with null, lifts) the period; audited. Nothing is erased until a run. */
export async function setRetention(
  db: Database,
  actor: AuditActor,
  { months }: RetentionInput,
  now: Date,
): Promise<RetentionState> {
  await db.transaction(async (tx) => {
    const before = await retentionMonths(tx, true);
    // The row is seeded with the schema, as the Settings save expects it (update-settings.ts).
    await tx
      .update(adminSettings)
      .set({ retentionMonths: months, updatedAt: now })
      .where(eq(adminSettings.id, 1));
    await recordAudit(tx, actor, {
      action: "privacy.retention",
      entity: "admin_settings",
      entityId: 1,
      before: { retentionMonths: before },
      after: { retentionMonths: months },
    });
  });
  return getRetention(db, now);
}

/**
 * Erases what is past the period, in one transaction: bookings whose meeting ended before the
 * cutoff (any status) and enquiries sent before it lose every detail (anonymise.ts), their audit
 * entries are emptied, their mails cancelled, the team's calendar copies rewritten; webhook
 * deliveries made before the cutoff are deleted (sent or given up: the log's bodies quote people).
 * null when no period is set. Audited with counts only.
 */
export async function applyRetention(
  db: Database,
  actor: AuditActor,
  now: Date,
): Promise<RetentionSummary | null> {
  return db.transaction(async (tx) => {
    const months = await retentionMonths(tx);
    if (months === null) return null;
    const cutoff = retentionCutoff(months, now);
    const bookingIds = await anonymiseBookings(tx, pastBookings(cutoff)!, now);
    const enquiryIds = await anonymiseEnquiries(tx, pastEnquiries(cutoff)!);
    const auditEntries = await redactAuditEntries(tx, [...bookingIds, ...enquiryIds]);
    await eraseFromJobs(tx, bookingIds, enquiryIds);
    await rewriteCalendarCopies(tx, bookingIds, now);
    const deliveries = await tx
      .delete(webhookDeliveries)
      .where(
        and(
          lt(webhookDeliveries.createdAt, cutoff),
          ne(webhookDeliveries.status, "pending"),
          ne(webhookDeliveries.status, "sending"),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    const summary: RetentionSummary = {
      bookings: bookingIds.length,
      enquiries: enquiryIds.length,
      auditEntries,
      webhookDeliveries: deliveries.length,
    };
    if (Object.values(summary).some((count) => count > 0))
      await recordAudit(tx, actor, {
        action: "privacy.retention.apply",
        entity: "person",
        entityId: null,
        before: null,
        after: { months, cutoff: cutoff.toISOString(), ...summary },
      });
    return summary;
  });
}

/**
 * The daily run, from the job poller's round: once a day across every instance (the day is
 * claimed in the shared rate-limit table, as the daily backup's is), only while a period is set.
 */
export async function applyRetentionIfDue(
  db: Database,
  now: Date,
): Promise<RetentionSummary | null> {
  if ((await retentionMonths(db)) === null) return null;
  const claim = await hitRateLimit(db, DAILY_CLAIM, 1, DAY_SECONDS, now);
  if (!claim.allowed) return null;
  return applyRetention(db, RETENTION_ACTOR, now);
}

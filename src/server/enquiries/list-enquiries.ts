import "server-only";
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import * as z from "zod";
import type { AdminEnquiry, EnquiryPage } from "@/lib/admin-api";
import type { LeadSource } from "@/lib/lead-source";
import { ENQUIRIES_PAGE_SIZE, type EnquiryFilter } from "@/lib/schemas/admin-enquiries";
import type { Database } from "@/server/db";
import { likePattern } from "@/server/db/like-pattern";
import { sameAddress } from "@/server/db/same-address";
import { enquiries } from "@/server/db/schema";

const columns = {
  id: enquiries.id,
  name: enquiries.name,
  email: enquiries.email,
  company: enquiries.company,
  message: enquiries.message,
  createdAt: enquiries.createdAt,
  handledAt: enquiries.handledAt,
  leadSource: enquiries.leadSource,
  staffNotes: enquiries.staffNotes,
};

type Row = Omit<AdminEnquiry, "createdAt" | "handledAt" | "source"> & {
  createdAt: Date;
  handledAt: Date | null;
  leadSource: LeadSource | null;
};

export const toAdminEnquiry = ({ leadSource, ...row }: Row): AdminEnquiry => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
  source: leadSource,
});

/**
 * Search over name, e-mail, company, message and staff's notes (case-insensitive, literal), and
 * the mark.
 */
function whereClause(filter: EnquiryFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        ilike(enquiries.name, pattern),
        ilike(enquiries.email, pattern),
        ilike(enquiries.company, pattern),
        ilike(enquiries.message, pattern),
        ilike(enquiries.staffNotes, pattern),
      ),
    );
  }
  if (filter.handled === true) conditions.push(isNotNull(enquiries.handledAt));
  if (filter.handled === false) conditions.push(isNull(enquiries.handledAt));
  return and(...conditions);
}

/** Newest first; the id breaks ties so pages never overlap. */
const newestFirst = [desc(enquiries.createdAt), desc(enquiries.id)];

/** One page of the filtered list, newest first. */
export async function listEnquiries(db: Database, filter: EnquiryFilter): Promise<EnquiryPage> {
  const where = whereClause(filter);
  const total = await db.$count(enquiries, where);
  const anyEnquiries = total > 0 || (await db.$count(enquiries)) > 0;
  const rows = await db
    .select(columns)
    .from(enquiries)
    .where(where)
    .orderBy(...newestFirst)
    .limit(ENQUIRIES_PAGE_SIZE)
    .offset((filter.page - 1) * ENQUIRIES_PAGE_SIZE);
  return {
    rows: rows.map(toAdminEnquiry),
    total,
    page: filter.page,
    pageSize: ENQUIRIES_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / ENQUIRIES_PAGE_SIZE)),
    anyEnquiries,
  };
}

/** Every enquiry matching the filter (all pages), for the CSV export. */
export async function listAllEnquiries(
  db: Database,
  filter: EnquiryFilter,
): Promise<AdminEnquiry[]> {
  const rows = await db
    .select(columns)
    .from(enquiries)
    .where(whereClause(filter))
    .orderBy(...newestFirst);
  return rows.map(toAdminEnquiry);
}

/** Every enquiry one address sent, oldest first: what a person's data export holds (ADR 0074). */
export async function enquiriesFrom(db: Database, email: string): Promise<AdminEnquiry[]> {
  const rows = await db
    .select(columns)
    .from(enquiries)
    .where(sameAddress(enquiries.email, email))
    .orderBy(enquiries.createdAt);
  return rows.map(toAdminEnquiry);
}

/** One enquiry by id, or null (an id that is not a UUID finds none). */
export async function findEnquiry(db: Database, id: string): Promise<AdminEnquiry | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await db.select(columns).from(enquiries).where(eq(enquiries.id, id)).limit(1);
  return row ? toAdminEnquiry(row) : null;
}

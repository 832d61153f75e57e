import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type * as z from "zod";
import type { BookingQuestion } from "@/lib/schemas/booking-question-terms";
import { dependedOn } from "@/lib/schemas/booking-questions";
import {
  type AdminMeetingType,
  MEETING_TYPE_MESSAGES,
  type MeetingTypesResponse,
  type meetingTypeInputSchema,
  type meetingTypeMoveSchema,
  type meetingTypeUpdateSchema,
  type PublicMeetingType,
} from "@/lib/schemas/meeting-types";
import { type AuditActor, recordAudit } from "@/server/audit/record-audit";
import type { Database } from "@/server/db";
import { isUniqueViolation } from "@/server/db/errors";
import { hosts, meetingTypes } from "@/server/db/schema";
import { ActionError } from "@/server/http/action-result";

/**
 * Meeting types (ADR 0056): the public list, and the admin's list, create, edit, on/off and
 * order. Every write is audited in its transaction. The order is `sort_order` (then creation):
 * the first active listed type is the default that /book and the API use without a `type`.
 */

const columns = {
  id: meetingTypes.id,
  name: meetingTypes.name,
  slug: meetingTypes.slug,
  durationMinutes: meetingTypes.durationMinutes,
  bufferBeforeMinutes: meetingTypes.bufferBeforeMinutes,
  bufferAfterMinutes: meetingTypes.bufferAfterMinutes,
  minimumNoticeMinutes: meetingTypes.minimumNoticeMinutes,
  maxBookingsPerDay: meetingTypes.maxBookingsPerDay,
  description: meetingTypes.description,
  active: meetingTypes.active,
  listed: meetingTypes.listed,
  sortOrder: meetingTypes.sortOrder,
  days: meetingTypes.days,
  offeredFrom: meetingTypes.offeredFrom,
  offeredUntil: meetingTypes.offeredUntil,
  questions: meetingTypes.questions,
  followUpMessage: meetingTypes.followUpMessage,
  followUpHours: meetingTypes.followUpHours,
  noShowMessage: meetingTypes.noShowMessage,
  hostIds: meetingTypes.hostIds,
  assignment: meetingTypes.assignment,
};
const inOrder = [asc(meetingTypes.sortOrder), asc(meetingTypes.createdAt), asc(meetingTypes.id)];

const publicColumns = {
  slug: meetingTypes.slug,
  name: meetingTypes.name,
  durationMinutes: meetingTypes.durationMinutes,
  description: meetingTypes.description,
  days: meetingTypes.days,
  offeredFrom: meetingTypes.offeredFrom,
  offeredUntil: meetingTypes.offeredUntil,
  questions: meetingTypes.questions,
  assignment: meetingTypes.assignment,
  // Its hosts who take meetings (`host_takes_meetings`, migration 0040), in the type's order.
  hosts: sql<PublicMeetingType["hosts"]>`(
    SELECT coalesce(json_agg(json_build_object('name', h.name, 'slug', h.slug)
                             ORDER BY array_position(meeting_types.host_ids, h.id)), '[]'::json)
    FROM hosts h WHERE h.id = ANY(meeting_types.host_ids) AND host_takes_meetings(h))`,
};

/** GET /api/v1/meeting-types: the active types listed on /book, in order. */
export async function listPublicMeetingTypes(db: Database): Promise<MeetingTypesResponse> {
  const rows = await db
    .select(publicColumns)
    .from(meetingTypes)
    .where(and(eq(meetingTypes.active, true), eq(meetingTypes.listed, true)))
    .orderBy(...inOrder);
  return { meetingTypes: rows };
}

/**
 * The active type a link names (`/book?type=<slug>`), listed or not: an unlisted type is booked
 * only through its own link. Null for an unknown or inactive slug.
 */
export async function findLinkedMeetingType(
  db: Database,
  slug: string,
): Promise<{ type: PublicMeetingType; listed: boolean } | null> {
  const [row] = await db
    .select({ type: publicColumns, listed: meetingTypes.listed })
    .from(meetingTypes)
    .where(and(eq(meetingTypes.active, true), eq(meetingTypes.slug, slug)));
  return row ?? null;
}

/** Every type, active or not, in order (the Availability tab). */
export async function listMeetingTypes(db: Database): Promise<AdminMeetingType[]> {
  return db
    .select(columns)
    .from(meetingTypes)
    .orderBy(...inOrder);
}

const slugTaken = () =>
  new ActionError(422, MEETING_TYPE_MESSAGES.slugTaken, { slug: MEETING_TYPE_MESSAGES.slugTaken });

/** Runs a write; a second type with the same slug (even in a race) is the slug's 422. */
async function uniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

type Input = z.output<typeof meetingTypeInputSchema>;

/**
 * The questions as stored: a new one gets an id that stays with it through later edits (its
 * answers are keyed by it while a visitor's form is open).
 */
function withIds(questions: NonNullable<Input["questions"]>): BookingQuestion[] {
  const ids = questions.map(({ id }) => id ?? randomBytes(6).readUIntBE(0, 6).toString(36));
  return questions.map(({ id: _, askWhen, ...question }, index) => {
    // Checked by the schema: it names an earlier question, by id or by text; stored by id.
    const earlier = askWhen ? dependedOn(questions, index) : null;
    const when =
      askWhen && earlier !== null ? { question: ids[earlier]!, answer: askWhen.answer } : null;
    return { id: ids[index]!, ...question, ...(when ? { askWhen: when } : {}) };
  });
}

/**
 * The row's values for an input: absent days and questions are every day and none for a new
 * type, kept on an edit; all seven days are stored as null (every day the hours open).
 */
const valuesOf = ({ questions, days, ...input }: Input) => ({
  ...input,
  ...(days === undefined ? {} : { days: days?.length === 7 ? null : days }),
  ...(questions === undefined ? {} : { questions: withIds(questions) }),
});

/** Every host chosen exists (a stopped host may stay chosen: they simply take no meetings). */
async function checkHosts(tx: Database, hostIds: readonly string[] | undefined) {
  if (hostIds === undefined) return;
  const found = await tx
    .select({ id: hosts.id })
    .from(hosts)
    .where(inArray(hosts.id, [...hostIds]));
  if (found.length !== hostIds.length)
    throw new ActionError(422, MEETING_TYPE_MESSAGES.unknownHost, {
      hostIds: MEETING_TYPE_MESSAGES.unknownHost,
    });
}

export async function createMeetingType(
  db: Database,
  actor: AuditActor,
  input: Input,
): Promise<AdminMeetingType> {
  return uniqueSlug(() =>
    db.transaction(async (tx) => {
      // A new type goes last.
      const [last] = await tx
        .select({ sortOrder: meetingTypes.sortOrder })
        .from(meetingTypes)
        .orderBy(desc(meetingTypes.sortOrder))
        .limit(1);
      const next = last ? last.sortOrder + 1 : 0;
      await checkHosts(tx, input.hostIds);
      const [created] = await tx
        .insert(meetingTypes)
        .values({ ...valuesOf(input), sortOrder: next })
        .returning(columns);
      if (!created) throw new Error("meeting type insert returned no row");
      await recordAudit(tx, actor, {
        action: "meeting_type.create",
        entity: "meeting_types",
        entityId: created.id,
        before: null,
        after: created,
      });
      return created;
    }),
  );
}

/** An edit; `afterWrite` runs in its transaction with the row before and after (wiring). */
export async function updateMeetingType(
  db: Database,
  actor: AuditActor,
  { id, ...input }: z.output<typeof meetingTypeUpdateSchema>,
  afterWrite?: (tx: Database, before: AdminMeetingType, after: AdminMeetingType) => Promise<void>,
): Promise<AdminMeetingType> {
  return uniqueSlug(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select(columns)
        .from(meetingTypes)
        .where(eq(meetingTypes.id, id))
        .for("update");
      if (!before) throw new ActionError(404, MEETING_TYPE_MESSAGES.notFound);
      await checkHosts(tx, input.hostIds);
      if (before.active && !input.active) await keepOneActive(tx, id);
      if (before.active && before.listed && !(input.active && input.listed))
        await keepOneListed(tx, id, input.active ? "listed" : "active");
      const [after] = await tx
        .update(meetingTypes)
        .set({ ...valuesOf(input), updatedAt: new Date() })
        .where(eq(meetingTypes.id, id))
        .returning(columns);
      if (after) await afterWrite?.(tx, before, after);
      await recordAudit(tx, actor, {
        action: "meeting_type.update",
        entity: "meeting_types",
        entityId: id,
        before,
        after: after ?? null,
      });
      return after!;
    }),
  );
}

/** Switching a type off must leave another on: visitors always have something to book. */
async function keepOneActive(tx: Database, id: string) {
  // Lock every active row, so two admins switching off the last two cannot both succeed.
  const others = await tx
    .select({ id: meetingTypes.id })
    .from(meetingTypes)
    .where(and(eq(meetingTypes.active, true), ne(meetingTypes.id, id)))
    .for("update");
  if (others.length === 0)
    throw new ActionError(422, MEETING_TYPE_MESSAGES.lastActive, {
      active: MEETING_TYPE_MESSAGES.lastActive,
    });
}

/**
 * Taking a type off /book (switched off or unlisted) must leave another active one listed: /book
 * always has a type to offer, and the default type is the first of them.
 */
async function keepOneListed(tx: Database, id: string, field: "active" | "listed") {
  const others = await tx
    .select({ id: meetingTypes.id })
    .from(meetingTypes)
    .where(
      and(eq(meetingTypes.active, true), eq(meetingTypes.listed, true), ne(meetingTypes.id, id)),
    )
    .for("update");
  if (others.length === 0)
    throw new ActionError(422, MEETING_TYPE_MESSAGES.lastListed, {
      [field]: MEETING_TYPE_MESSAGES.lastListed,
    });
}

/** Swaps a type with its neighbour above or below; the list is renumbered 0, 1, 2… */
export async function moveMeetingType(
  db: Database,
  actor: AuditActor,
  { id, direction }: z.output<typeof meetingTypeMoveSchema>,
): Promise<AdminMeetingType[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select(columns)
      .from(meetingTypes)
      .orderBy(...inOrder)
      .for("update");
    const from = rows.findIndex((r) => r.id === id);
    if (from < 0) throw new ActionError(404, MEETING_TYPE_MESSAGES.notFound);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= rows.length) return rows;
    const order = rows.map((r) => r.id);
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [index, rowId] of order.entries())
      await tx.update(meetingTypes).set({ sortOrder: index }).where(eq(meetingTypes.id, rowId));
    await recordAudit(tx, actor, {
      action: "meeting_type.move",
      entity: "meeting_types",
      entityId: id,
      before: { order: rows.map((r) => r.slug) },
      after: { order: order.map((o) => rows.find((r) => r.id === o)!.slug) },
    });
    return tx
      .select(columns)
      .from(meetingTypes)
      .orderBy(...inOrder);
  });
}

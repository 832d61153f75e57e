// The hosts admin API's inputs (ADR 0088), shared by the Team tab and /api/admin/hosts.
import * as z from "zod";
import { blankAsUndefined, idParam } from "./admin";
import { personName } from "./fields";
import {
  HOST_NAME_MAX_LENGTH,
  HOST_SLUG_PATTERN,
  MEETING_URL_TEMPLATE_MAX_LENGTH,
  meetingUrlTemplateError,
} from "./host-terms";

// A host's name goes into visitors' mails and .ics files, so it follows the rules for names.
const nameField = personName(
  {
    required: "Name is required",
    tooLong: `Name must be at most ${HOST_NAME_MAX_LENGTH} characters`,
    webAddress: "Name must not contain a web address",
  },
  HOST_NAME_MAX_LENGTH,
);

const slugField = z
  .string({ error: "Link name must be text" })
  .trim()
  .regex(
    new RegExp(HOST_SLUG_PATTERN),
    "Link name must be 1–50 lower-case letters, digits or inner hyphens, like ada-lovelace",
  );

/** `POST /api/admin/hosts`: an admin user becomes a host; name and slug default from the user. */
export const createHostSchema = z.object({
  adminUserId: z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? "Choose an admin"
        : "Admin user must be the id of an admin user",
  }),
  name: nameField.optional(),
  slug: slugField.optional(),
});
export type CreateHostInput = z.output<typeof createHostSchema>;

/**
 * A host's own meeting link template, held to MEETING_URL_TEMPLATE's rule; null or blank (the
 * form's empty field) clears it, so the host's bookings take the site's template again.
 */
const meetingUrlTemplateField = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  z
    .string({ error: "Meeting link template must be text or null" })
    .trim()
    .max(
      MEETING_URL_TEMPLATE_MAX_LENGTH,
      `Meeting link template must be at most ${MEETING_URL_TEMPLATE_MAX_LENGTH} characters`,
    )
    .superRefine((value, ctx) => {
      if (meetingUrlTemplateError(value))
        ctx.addIssue({
          code: "custom",
          message:
            "Meeting link template must be an https:// address, like https://meet.example.com/agency-{id}",
        });
    })
    .nullable(),
);

/** `PATCH /api/admin/hosts/{id}`: at least one of the four. */
export const updateHostSchema = z
  .object({
    id: idParam,
    name: nameField.optional(),
    slug: slugField.optional(),
    active: z.boolean({ error: "Active must be true or false" }).optional(),
    meetingUrlTemplate: meetingUrlTemplateField.optional(),
  })
  .refine(
    (input) =>
      [input.name, input.slug, input.active, input.meetingUrlTemplate].some((v) => v !== undefined),
    {
      message: "Nothing to change: give a name, a link name, active or a meeting link template",
      path: ["name"],
    },
  );
export type UpdateHostInput = z.output<typeof updateHostSchema>;

/** A host as the admin API answers it. */
export interface HostSummary {
  id: string;
  /** Null: the site's first host before the first super admin claims it. */
  adminUserId: string | null;
  name: string;
  slug: string;
  email: string | null;
  /** Takes meetings: on, and their admin user (if any) active. */
  active: boolean;
  /** The host's own meeting link template; null: the site's (MEETING_URL_TEMPLATE). */
  meetingUrlTemplate: string | null;
}

/**
 * Whose schedule a change is for (ADR 0088): a host's id from GET /api/admin/hosts. Left out, it is
 * the site's first host, as before there were several.
 */
export const hostIdField = z.preprocess(
  blankAsUndefined,
  z.uuid({ error: "Host must be the id of a host from the Team tab" }).optional(),
);

/** A list read for one host: `?hostId=` on the Availability tab's GET routes. */
export const hostQuerySchema = z.object({ hostId: hostIdField });

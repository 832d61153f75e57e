// The admin-users forms and API inputs (create, invite, update, delete), shared by the Users tab
// and the /api/admin/users route handlers.
import * as z from "zod";
import { ADMIN_ROLES, ADMIN_STATUSES, idParam } from "./admin";
import { EMAIL_MAX_LENGTH, emailField, passwordPolicyError } from "./fields";

const BOTH_REQUIRED = "Please provide both email and password";
const roleField = z.enum(ADMIN_ROLES, { error: "Role must be admin or super_admin" });

/** Spec §5 'Admin create user': both fields required, then e-mail format, then the password policy. */
export const createAdminUserSchema = z
  .object({
    email: z.string({ error: "Email must be text" }).optional().default(""),
    password: z.string({ error: "Password must be text" }).optional().default(""),
    role: roleField.default("admin"),
  })
  .transform((value) => ({ ...value, email: value.email.trim().toLowerCase() }))
  .superRefine((value, ctx) => {
    if (!value.email || !value.password) {
      if (!value.email) ctx.addIssue({ code: "custom", path: ["email"], message: BOTH_REQUIRED });
      if (!value.password)
        ctx.addIssue({ code: "custom", path: ["password"], message: BOTH_REQUIRED });
      return;
    }
    if (value.email.length > EMAIL_MAX_LENGTH)
      ctx.addIssue({
        code: "custom",
        path: ["email"],
        message: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
      });
    else if (!z.email().safeParse(value.email).success)
      ctx.addIssue({ code: "custom", path: ["email"], message: "Invalid email format" });
    // The create form's own wording for length (§5), then the shared policy for the rest.
    const weakness =
      value.password.length < 8
        ? "Password must be at least 8 characters"
        : value.password.length > 128
          ? "Password must be at most 128 characters"
          : passwordPolicyError(value.password);
    if (weakness) ctx.addIssue({ code: "custom", path: ["password"], message: weakness });
  });

export type CreateAdminUserInput = z.output<typeof createAdminUserSchema>;

export const inviteAdminUserSchema = z.object({
  email: emailField({
    required: "Please provide an email address",
    invalid: "Invalid email format",
  }),
  role: roleField.default("admin"),
});

export type InviteAdminUserInput = z.output<typeof inviteAdminUserSchema>;

export const updateAdminUserSchema = z
  .object({
    id: idParam,
    status: z.enum(ADMIN_STATUSES, { error: "Status must be active or inactive" }).optional(),
    role: roleField.optional(),
  })
  .refine((value) => value.status !== undefined || value.role !== undefined, {
    path: ["status"],
    message: "Nothing to change: give a status or a role",
  });

export type UpdateAdminUserInput = z.output<typeof updateAdminUserSchema>;

export const deleteAdminUserSchema = z.object({ id: idParam });

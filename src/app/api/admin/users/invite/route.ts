import { env } from "@/env";
import { inviteAdminUserSchema } from "@/lib/schemas/admin-users";
import { actorOf } from "@/server/audit/record-audit";
import { getAuth } from "@/server/auth";
import { getDb } from "@/server/db";
import { sendEmail } from "@/server/email/send-email";
import { inviteAdminUser } from "@/server/users/invite-admin-user";
import { apiRoute } from "@/server/wiring/api-route";

export const dynamic = "force-dynamic";

/** Invites an admin by e-mail (or sends a pending invitee a fresh link). */
export const POST = apiRoute(
  { access: "super_admin", input: inviteAdminUserSchema },
  async (input, { admin }) =>
    inviteAdminUser(await getDb(), actorOf(admin), input, {
      auth: await getAuth(),
      appUrl: env().APP_URL,
      send: sendEmail,
    }),
);

import { settingsSchema } from "@/lib/schemas/admin";
import { apiRoute } from "@/server/api/route";
import { actorOf } from "@/server/audit/record-audit";
import { getDb } from "@/server/db";
import { getEditableSettings, updateSettings } from "@/server/settings/update-settings";

export const dynamic = "force-dynamic";

export const GET = apiRoute({ access: "admin" }, async () => ({
  settings: await getEditableSettings(await getDb()),
}));

export const PUT = apiRoute({ access: "admin", input: settingsSchema }, async (input, { admin }) =>
  updateSettings(await getDb(), actorOf(admin), input, new Date()),
);

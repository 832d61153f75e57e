import { env } from "@/env";
import { getAuth } from "@/server/auth";
import { cappedAuthRequest } from "@/server/auth/capped-auth-request";
import { getDb } from "@/server/db";

export const dynamic = "force-dynamic";

async function handle(request: Request) {
  const config = env();
  const checked = await cappedAuthRequest(request, {
    db: await getDb(),
    limit: config.MAX_JSON_BODY_BYTES,
    trustProxy: config.TRUST_PROXY,
    now: () => new Date(),
  });
  if (checked instanceof Response) return checked;
  return (await getAuth()).handler(checked);
}

export { handle as GET, handle as POST };

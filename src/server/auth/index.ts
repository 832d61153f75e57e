import "server-only";
import { env } from "@/env";
import { getDb } from "@/server/db";
import { type Auth, createAuth } from "./create-auth";

const globalForAuth = globalThis as unknown as { __appAuth?: Promise<Auth> };

/** The application's better-auth instance. */
export function getAuth(): Promise<Auth> {
  if (!globalForAuth.__appAuth) {
    globalForAuth.__appAuth = (async () => {
      const config = env();
      return createAuth({
        db: await getDb(),
        secret: config.AUTH_SECRET,
        baseURL: config.APP_URL,
        secureCookies: config.secureCookies,
      });
    })();
  }
  return globalForAuth.__appAuth;
}

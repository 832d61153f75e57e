import "server-only";
import { env } from "@/env";
import { getDb } from "@/server/db";
import { sendEmail } from "@/server/email/send-email";
import { type Auth, createAuth } from "./create-auth";
import { resetPasswordEmail } from "./password-reset";

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
        trustProxy: config.TRUST_PROXY,
        sendResetPassword: async ({ email, url }) => {
          await sendEmail({ to: email, ...resetPasswordEmail(url) });
        },
      });
    })();
  }
  return globalForAuth.__appAuth;
}

import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import type { Database } from "@/server/db/client";
import * as schema from "@/server/db/schema";

export interface AuthOptions {
  db: Database;
  secret: string;
  baseURL: string;
  secureCookies: boolean;
  sendResetPassword?: (data: { email: string; url: string; token: string }) => Promise<void>;
}

const DAY = 60 * 60 * 24;

/** better-auth bound to a database; the app uses one instance, tests build their own. */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: "Agency",
    secret: options.secret,
    baseURL: options.baseURL,
    trustedOrigins: [options.baseURL],
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts come only from the bootstrap or a super admin.
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: options.sendResetPassword
        ? async ({ user, url, token }) =>
            options.sendResetPassword?.({ email: user.email, url, token })
        : undefined,
    },
    session: {
      expiresIn: 30 * DAY,
      updateAge: DAY,
    },
    advanced: {
      cookiePrefix: "agency",
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: options.secureCookies },
      database: { generateId: () => randomUUID() },
    },
    // nextCookies must stay last so cookies set from server actions reach the browser.
    plugins: [nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

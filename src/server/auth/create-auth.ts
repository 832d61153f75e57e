import "server-only";
import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Database } from "@/server/db";
import * as schema from "@/server/db/schema";
import { findActiveAdmin } from "./admin-users";
import { resetPasswordLink } from "./password-reset";
import { securityPlugin } from "./security-plugin";
import { voidPasswordLinks } from "./void-password-links";

export interface AuthOptions {
  db: Database;
  secret: string;
  baseURL: string;
  secureCookies: boolean;
  /**
   * Delivers a reset link (`{baseURL}/reset-password#token=…`). Not awaited by the request, so
   * asking for a reset takes the same time whether or not the address has an account.
   */
  sendResetPassword?: (data: { email: string; url: string; token: string }) => Promise<void>;
  /** The clock for reset-token expiry and throttling windows; tests inject one. */
  now?: () => Date;
  /** TRUST_PROXY: the throttles read `X-Forwarded-For` only behind a proxy of ours. */
  trustProxy: boolean;
}

const DAY = 60 * 60 * 24;
export const SESSION_POLICY = {
  /** "Remember me": 30 days, renewed (at most once a day) while the admin keeps using it. */
  rememberedSeconds: 30 * DAY,
  renewAfterSeconds: DAY,
  /** Without it the cookie has no expiry (ends with the browser) and the server row a day. */
  browserSessionServerSeconds: DAY,
} as const;
export const RESET_TOKEN_SECONDS = 60 * 60;

/** better-auth bound to a database; the app uses one instance, tests build their own. */
export function createAuth(options: AuthOptions) {
  const now = options.now ?? (() => new Date());
  const sendResetPassword = options.sendResetPassword;
  return betterAuth({
    appName: "Agency",
    // Its warnings ("User not found" on every wrong e-mail) are noise; errors still reach the log.
    logger: { level: "error" },
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
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // better-auth deletes only the token that was used: the account's other reset links and an
      // unused invitation stop working too, once the new password is saved.
      onPasswordReset: async ({ user }) => {
        await voidPasswordLinks(options.db, user.id);
      },
      // better-auth's own link puts the token in a URL path; ours keeps it in the fragment.
      sendResetPassword: async ({ user, token }) => {
        if (!sendResetPassword) return;
        const url = resetPasswordLink(options.baseURL, token);
        void sendResetPassword({ email: user.email, url, token }).catch((error: unknown) =>
          console.error("[auth] sending a password reset mail failed", error),
        );
      },
    },
    session: {
      expiresIn: SESSION_POLICY.rememberedSeconds,
      updateAge: SESSION_POLICY.renewAfterSeconds,
    },
    // Reset tokens and 2FA challenges are stored hashed: a read of the table yields no live link.
    verification: { storeIdentifier: "hashed" },
    databaseHooks: {
      session: {
        create: {
          // Only active admins get a session at all (spec §4); the guard re-checks every request.
          before: async (session) => {
            if (await findActiveAdmin(options.db, session.userId)) return;
            throw APIError.from("FORBIDDEN", {
              code: "ACCOUNT_NOT_ACTIVE",
              message: "This account is not active. Please contact a super administrator.",
            });
          },
        },
      },
    },
    // Throttles live in the database (securityPlugin) so they hold across instances; better-auth's
    // in-memory limiter would count per process and trip on tests sharing one address.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "agency",
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: options.secureCookies },
      database: { generateId: () => randomUUID() },
    },
    plugins: [
      securityPlugin({
        db: options.db,
        appOrigin: new URL(options.baseURL).origin,
        now,
        trustProxy: options.trustProxy,
      }),
      twoFactor({
        issuer: "Agency",
        // Encrypted at rest under AUTH_SECRET; codes stored plain before are sealed at boot
        // (backup-codes-at-rest.ts).
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
      }),
      // nextCookies must stay last so cookies set from server actions reach the browser.
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

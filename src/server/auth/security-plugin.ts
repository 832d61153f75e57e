import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint, createAuthMiddleware, isAPIError } from "better-auth/api";
import * as z from "zod";
import { RESET_TOKEN_PATTERN } from "@/lib/schemas/auth";
import { EMAIL_MAX_LENGTH, isStorableText, passwordPolicyError } from "@/lib/schemas/fields";
import type { Database } from "@/server/db";
import { clientIp } from "@/server/http/client-ip";
import { isForeignOrigin, isSafeMethod } from "@/server/http/origin";
import { isResetTokenUsable, resetVerificationIdentifier } from "./password-reset";
import {
  beforeCodeAttempt,
  beforeResetRequest,
  beforeSignInAttempt,
  codeSucceeded,
  signInSucceeded,
  type ThrottleVerdict,
  throttledMessage,
} from "./throttle";
import { voidPasswordLinks } from "./void-password-links";

/**
 * The address sign-in and reset throttles count by: the one client-IP rule of the booking limits
 * (`X-Forwarded-For` only behind our proxy, ADR 0061); null when unknown.
 */
export const signInIp = (headers: Headers | undefined | null, trustProxy: boolean) =>
  clientIp(headers, { behindProxy: trustProxy });

export interface SecurityPluginOptions {
  db: Database;
  /** The site's own origin: the only one allowed to send a mutation. */
  appOrigin: string;
  /** The clock for token expiry and throttling; tests inject one. */
  now: () => Date;
  /** TRUST_PROXY: whether `X-Forwarded-For` was written by a proxy of ours. */
  trustProxy: boolean;
}

const SIGN_IN_PATH = "/sign-in/email";
/** Second-factor codes are guesses too, throttled on their own (throttle.ts beforeCodeAttempt). */
const CODE_PATHS = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
]);
const PASSWORD_SETTING_PATHS = new Set(["/reset-password", "/change-password", "/set-password"]);

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
 * gave an account's right password gets a signed cookie naming that account (by hash). Its later
 * attempts count in the device's own bucket, not the account's, so strangers failing on purpose
 * cannot keep the owner locked out. It never skips the password, only the shared lock.
 */
const KNOWN_DEVICE_COOKIE = "known_device";
const KNOWN_DEVICE_MAX_AGE = 365 * 24 * 60 * 60;
type CookieContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const accountTag = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);

function knownDeviceCookie(ctx: CookieContext) {
  return ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE, { maxAge: KNOWN_DEVICE_MAX_AGE });
}

/** The device id this browser holds for `email`'s account, if any. */
async function knownDeviceFor(ctx: CookieContext, email: string | undefined) {
  if (!email) return undefined;
  const value = await ctx.getSignedCookie(knownDeviceCookie(ctx).name, ctx.context.secret);
  const [device, account] = typeof value === "string" ? value.split("!") : [];
  return device && account === accountTag(email) ? device : undefined;
}

async function rememberDevice(ctx: CookieContext, email: string, device: string | undefined) {
  const cookie = knownDeviceCookie(ctx);
  const id = device ?? randomBytes(16).toString("base64url");
  await ctx.setSignedCookie(
    cookie.name,
    `${id}!${accountTag(email)}`,
    ctx.context.secret,
    cookie.attributes,
  );
}

/** `/api/auth/reset-password/<token>` (any method, encoded slashes included). */
const isTokenInPathReset = (pathname: string) => /\/reset-password(\/|%2f)./i.test(pathname);

const invalidToken = () =>
  APIError.from("BAD_REQUEST", { code: "INVALID_TOKEN", message: "Invalid token" });

function refuseIfThrottled(verdict: ThrottleVerdict, what: string) {
  if (verdict.allowed) return;
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { code: "TOO_MANY_ATTEMPTS", message: throttledMessage(what, verdict.retryAfterSeconds) },
    { "Retry-After": String(verdict.retryAfterSeconds) },
  );
}

const bodyString = (body: unknown, key: string): string | undefined => {
  const value = (body as Record<string, unknown> | undefined)?.[key];
  return typeof value === "string" ? value : undefined;
};

/**
 * The throttles key their buckets on the address before better-auth has validated it, so an
 * address no account could have (too long for one, or holding a NUL PostgreSQL cannot store) is
 * refused here with better-auth's own answer instead of failing in the database.
 */
function refuseImpossibleEmail(email: string | undefined) {
  if (email && (email.length > EMAIL_MAX_LENGTH || !isStorableText(email)))
    throw APIError.from("BAD_REQUEST", { code: "INVALID_EMAIL", message: "Invalid email" });
}

/**
 * What this site adds to better-auth: cross-origin mutations refused, sign-in and reset
 * throttles kept in the database, the password policy wherever a password is set, reset
 * tokens checked against an injectable clock and only ever read from a request body.
 */
export function securityPlugin(options: SecurityPluginOptions) {
  const { db, appOrigin, now, trustProxy } = options;
  const ipOf = (headers: Headers | undefined | null) => signInIp(headers, trustProxy);

  async function findUsableResetToken(
    ctx: {
      context: { internalAdapter: { findVerificationValue: (id: string) => Promise<unknown> } };
    },
    token: unknown,
  ) {
    if (typeof token !== "string" || !RESET_TOKEN_PATTERN.test(token)) return false;
    const verification = (await ctx.context.internalAdapter.findVerificationValue(
      resetVerificationIdentifier(token),
    )) as { expiresAt: Date } | null;
    return isResetTokenUsable(verification, now());
  }

  return {
    id: "agency-security",
    /**
     * better-auth's own `GET /reset-password/{token}` checks the token and redirects with it in a
     * query string (where logs and Referers keep it): our links never lead there, so it is gone.
     */
    onRequest: async (request: Request) => {
      if (isTokenInPathReset(new URL(request.url).pathname))
        return { response: Response.json({ error: "Not found" }, { status: 404 }) };
    },
    endpoints: {
      /** The reset page asks whether its link still works before showing the form. */
      checkResetToken: createAuthEndpoint(
        "/password-reset/check",
        { method: "POST", body: z.object({ token: z.string().max(200) }) },
        async (ctx) => ctx.json({ valid: await findUsableResetToken(ctx, ctx.body.token) }),
      ),
    },
    hooks: {
      before: [
        {
          // Browsers always send Origin on cross-site POSTs; requests without one (server to
          // server) carry no ambient cookies worth forging.
          matcher: (ctx) => Boolean(ctx.request && !isSafeMethod(ctx.request.method)),
          handler: createAuthMiddleware(async (ctx) => {
            const request = {
              origin: ctx.headers?.get("origin"),
              secFetchSite: ctx.headers?.get("sec-fetch-site"),
            };
            if (isForeignOrigin(request, { origins: [appOrigin] }))
              throw APIError.from("FORBIDDEN", {
                code: "CROSS_ORIGIN_REQUEST",
                message: "Cross-origin requests are not allowed",
              });
          }),
        },
        {
          matcher: (ctx) => ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const email = bodyString(ctx.body, "email");
            refuseImpossibleEmail(email);
            const verdict = await beforeSignInAttempt(
              db,
              { email, ip: ipOf(ctx.headers), knownDevice: await knownDeviceFor(ctx, email) },
              now(),
            );
            refuseIfThrottled(verdict, "sign-in attempts");
          }),
        },
        {
          matcher: (ctx) => CODE_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const verdict = await beforeCodeAttempt(db, { ip: ipOf(ctx.headers) }, now());
            refuseIfThrottled(verdict, "code attempts");
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/request-password-reset",
          handler: createAuthMiddleware(async (ctx) => {
            const email = bodyString(ctx.body, "email")?.trim().toLowerCase();
            if (!email) return;
            refuseImpossibleEmail(email);
            const verdict = await beforeResetRequest(db, { email, ip: ipOf(ctx.headers) }, now());
            refuseIfThrottled(verdict, "reset requests");
            // Let better-auth see the normalised address, so Case@Example.com finds case@example.com.
            return { context: { body: { ...(ctx.body as object), email } } };
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/reset-password",
          handler: createAuthMiddleware(async (ctx) => {
            // The token travels only in a body: a token in a URL would land in logs and Referers.
            if ((ctx.query as Record<string, unknown> | undefined)?.token) throw invalidToken();
            if (!(await findUsableResetToken(ctx, bodyString(ctx.body, "token"))))
              throw invalidToken();
          }),
        },
        {
          matcher: (ctx) => PASSWORD_SETTING_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const password = bodyString(ctx.body, "newPassword") ?? "";
            const weakness = passwordPolicyError(password);
            if (weakness)
              throw APIError.from("BAD_REQUEST", { code: "PASSWORD_POLICY", message: weakness });
            // Changing one's password signs every other browser out, whatever the client asked.
            if (ctx.path === "/change-password")
              return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
          }),
        },
      ],
      after: [
        {
          // A new password from the Account page voids the reset and invitation links still out.
          matcher: (ctx) => ctx.path === "/change-password",
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (isAPIError(returned)) return;
            const userId = (returned as { user?: { id?: unknown } } | undefined)?.user?.id;
            if (typeof userId === "string") await voidPasswordLinks(db, userId);
          }),
        },
        {
          matcher: (ctx) => ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            const email = bodyString(ctx.body, "email");
            const knownDevice = await knownDeviceFor(ctx, email);
            await signInSucceeded(db, { email, ip: ipOf(ctx.headers), knownDevice });
            // The right password (second factor or not): this browser is now known for the account.
            if (email) await rememberDevice(ctx, email, knownDevice);
          }),
        },
        {
          matcher: (ctx) => CODE_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned)) return;
            await codeSucceeded(db, { ip: ipOf(ctx.headers) });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

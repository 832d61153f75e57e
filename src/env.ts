import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as z from "zod";
import { publicOrigin } from "@/lib/public-origin";
import { passwordPolicyError, timeZoneField } from "@/lib/schemas/fields";
import { meetingUrlTemplateError } from "@/lib/schemas/host-terms";
import { parseEmbedOrigins } from "@/server/http/security-headers";

const optional = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());
const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .default("false")
  .transform((v) => v === "true" || v === "1");
// An empty `NAME=` line means "use the default", for numbers as for strings.
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema);
const intInRange = (min: number, max: number, fallback: number) =>
  blankAsUnset(z.coerce.number().int().min(min).max(max).default(fallback));
const positiveInt = (fallback: number) => intInRange(1, Number.MAX_SAFE_INTEGER, fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: intInRange(1, 65535, 3000),
    APP_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL"),
    ),
    DATABASE_POOL_SIZE: intInRange(1, 500, 10),
    AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")),
    MAIL_FROM: z.string().min(3).default("Agency <no-reply@localhost>"),
    STAFF_EMAIL: optional(z.string().min(3)),
    ADMIN_EMAIL: optional(z.email("must be an e-mail address")),
    ADMIN_PASSWORD: optional(
      z.string().superRefine((value, ctx) => {
        const message = passwordPolicyError(value);
        if (message) ctx.addIssue({ code: "custom", message });
      }),
    ),
    BUSINESS_TIMEZONE: timeZoneField.default("UTC"),
    MEETING_URL_TEMPLATE: optional(
      z.string().superRefine((value, ctx) => {
        const message = meetingUrlTemplateError(value);
        if (message) ctx.addIssue({ code: "custom", message });
      }),
    ),
    BOOKING_RATE_LIMIT_PER_IP: positiveInt(20),
    BOOKING_RATE_LIMIT_PER_EMAIL: positiveInt(5),
    BOOKING_MAX_UPCOMING_PER_EMAIL: positiveInt(3),
    RESCHEDULE_MAX_PER_BOOKING: positiveInt(3),
    ENQUIRY_RATE_LIMIT_PER_IP: positiveInt(10),
    ENQUIRY_RATE_LIMIT_PER_EMAIL: positiveInt(3),
    TRUST_PROXY: booleanFlag,
    MAX_JSON_BODY_BYTES: intInRange(1024, 16 * 1024 * 1024, 64 * 1024),
    SCHEDULER_DISABLED: booleanFlag,
    CALENDAR_REFRESH_MINUTES: intInRange(1, 1440, 5),
    CALENDAR_MAX_FEED_BYTES: intInRange(1024, 100 * 1024 * 1024, 5 * 1024 * 1024),
    CALENDAR_ALLOW_PRIVATE_HOSTS: booleanFlag,
    METRICS_TOKEN: optional(z.string().min(16, "must be at least 16 characters")),
    BACKUP_DIR: optional(z.string().min(1)),
    BACKUP_KEEP: intInRange(1, 3650, 7),
    WEBHOOK_ALLOW_PRIVATE_HOSTS: booleanFlag,
    BOOKING_EMBED_ORIGINS: z
      .string()
      .default("")
      .transform((value, ctx) => {
        const { origins, invalid } = parseEmbedOrigins(value);
        if (invalid.length)
          ctx.issues.push({
            code: "custom",
            input: value,
            message: `${invalid.join(", ")}: each must be a site's origin, like https://landing.example.com`,
          });
        return origins;
      }),
  })
  .transform((env) => {
    const appUrl = publicOrigin(env);
    return {
      ...env,
      APP_URL: appUrl,
      DATA_DIR: path.resolve(env.DATA_DIR),
      BACKUP_DIR: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : undefined,
      STAFF_EMAIL: env.STAFF_EMAIL ?? env.MAIL_FROM,
      secureCookies: appUrl.startsWith("https://"),
    };
  });

export type Env = z.infer<typeof envSchema> & { AUTH_SECRET: string };

export class EnvError extends Error {}

/** Parses the environment; a wrong value throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>) {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Settings that work but are almost certainly wrong for a public deployment (APP_URL not on this
 * machine), printed at start: both fail quietly otherwise — no error, just a site-wide limit or
 * mail nobody receives.
 */
export function configWarnings(config: ReturnType<typeof parseEnv>): string[] {
  if (LOCAL_HOSTS.has(new URL(config.APP_URL).hostname)) return [];
  const warnings: string[] = [];
  if (!config.TRUST_PROXY)
    warnings.push(
      "TRUST_PROXY is off, so the rate limits count visitors by the address their connection " +
        "comes from. Behind a reverse proxy or load balancer that is the proxy's, and all " +
        `visitors share one bucket: ${config.BOOKING_RATE_LIMIT_PER_IP} booking attempts and ` +
        `${config.ENQUIRY_RATE_LIMIT_PER_IP} contact messages per hour, and the per-IP ` +
        "sign-in and password-reset limits, for the whole site. " +
        "Behind one, set TRUST_PROXY=true.",
    );
  if (!config.SMTP_URL)
    warnings.push(
      `SMTP_URL is not set: mails are written to ${path.join(config.DATA_DIR, "outbox")} ` +
        "instead of being sent.",
    );
  return warnings;
}

/** Where a generated AUTH_SECRET is kept (backups leave it out: copy it to restore elsewhere). */
export const authSecretFile = (dataDir: string) => path.join(dataDir, "auth-secret");

/** AUTH_SECRET from the environment, or one generated once and kept in DATA_DIR. */
function resolveAuthSecret(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = authSecretFile(dataDir);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  console.info(`[config] AUTH_SECRET not set: generated one and stored it in ${file}`);
  return secret;
}

const globalForEnv = globalThis as unknown as { __appEnv?: Env };

export function env(): Env {
  if (!globalForEnv.__appEnv) {
    const parsed = parseEnv(process.env);
    globalForEnv.__appEnv = {
      ...parsed,
      AUTH_SECRET: resolveAuthSecret(parsed.DATA_DIR, parsed.AUTH_SECRET),
    };
  }
  return globalForEnv.__appEnv;
}

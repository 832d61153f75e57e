import "server-only";
import { env } from "@/env";

/** Everything webhook delivery takes from the environment, injectable in tests. */
export interface WebhookConfig {
  /** Derives the key that encrypts the signing secrets (AUTH_SECRET). */
  authSecret: string;
  /** WEBHOOK_ALLOW_PRIVATE_HOSTS: http:// and loopback/private hosts allowed (a LAN; tests). */
  allowPrivateHosts: boolean;
  /** A 2xx within this long counts as delivered. */
  timeoutMs: number;
  /** Tests only: single addresses allowed although not public (see SafetyOptions). */
  allowAddresses?: readonly string[];
}

export interface WebhookDeps {
  config: WebhookConfig;
  now: () => Date;
}

export const WEBHOOK_TIMEOUT_MS = 10_000;

export function webhookConfigFromEnv(): WebhookConfig {
  const config = env();
  return {
    authSecret: config.AUTH_SECRET,
    allowPrivateHosts: config.WEBHOOK_ALLOW_PRIVATE_HOSTS,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
  };
}

export const defaultWebhookDeps = (): WebhookDeps => ({
  config: webhookConfigFromEnv(),
  now: () => new Date(),
});

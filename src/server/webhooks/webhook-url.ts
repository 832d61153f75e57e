import "server-only";
import { checkHostAddresses, hostOf } from "@/server/net/address-rules";
import { SafeFetchError } from "@/server/net/fetch-errors";
import type { WebhookConfig } from "./webhook-config";

/** Why an endpoint address was refused, in words for the `url` field. */
export class WebhookUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookUrlError";
  }
}

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "::1"]);
const isLoopbackHost = (host: string) =>
  LOOPBACK_NAMES.has(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * The address rules without the network (ADR 0070): a valid https:// address with no user name or
 * password; http:// only for a loopback host or with WEBHOOK_ALLOW_PRIVATE_HOSTS. Checked when the
 * endpoint is saved and again before every send (the setting may have changed since).
 */
export function parseWebhookUrl(input: string, config: Pick<WebhookConfig, "allowPrivateHosts">) {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new WebhookUrlError("URL is not a valid web address");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new WebhookUrlError("URL must start with https://");
  if (url.username || url.password)
    throw new WebhookUrlError("URL must not contain a user name or password");
  if (url.protocol === "http:" && !config.allowPrivateHosts && !isLoopbackHost(hostOf(url)))
    throw new WebhookUrlError("URL must start with https://");
  return url;
}

/**
 * The check at creation (422 on `url`): the rules above, and a host that is, or resolves only to,
 * public addresses unless private hosts are allowed (loopback, 10/8, 169.254.169.254… are
 * refused). At send time the same address rules run inside the socket's own lookup (safe-fetch).
 */
export async function checkWebhookUrl(
  input: string,
  config: Pick<WebhookConfig, "allowPrivateHosts" | "allowAddresses">,
): Promise<URL> {
  const url = parseWebhookUrl(input, config);
  try {
    await checkHostAddresses(url, config);
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    const host = hostOf(url);
    throw new WebhookUrlError(
      error.kind === "unknown-host"
        ? `URL's host name ${host} could not be found`
        : `URL points to a private, local or reserved network address (${host}), which webhooks may not be sent to`,
    );
  }
  return url;
}

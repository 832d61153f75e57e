import "server-only";
import dns from "node:dns";
import net from "node:net";
import { SafeFetchError } from "./fetch-errors";

/**
 * The SSRF address rules for addresses an admin types in (calendars, webhooks): http(s) only, no credentials in
 * the address, only public IPs (unless allowed), checked in the socket's own DNS lookup so the
 * address checked is the address connected to (no window for DNS rebinding).
 */

export type SafetyOptions = {
  /** Allow loopback, private and link-local addresses (CALENDAR_ALLOW_PRIVATE_HOSTS; tests). */
  allowPrivateHosts?: boolean;
  /**
   * Single addresses allowed although not public, e.g. one LAN Nextcloud without opening every
   * private range. The tests also use it to let a loopback alias stand in for "the internet".
   */
  allowAddresses?: readonly string[];
};

export type Policy = (ip: string) => boolean;

export function policyOf(options: SafetyOptions): Policy {
  if (options.allowPrivateHosts) return () => true;
  const allowed = new Set((options.allowAddresses ?? []).map((a) => a.toLowerCase()));
  return (ip) => allowed.has(ip.toLowerCase()) || isPublicAddress(ip);
}

// Two lists: a BlockList also checks an IPv4 address against IPv6 rules (as ::ffff:a.b.c.d), so
// with ::ffff:0:0/96 in one list every IPv4 address would be refused.
const blockedIpv4 = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata 169.254.169.254
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.88.99.0", 24], // 6to4 relay anycast: forwards to whatever 2002::/16 names
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blockedIpv4.addSubnet(network, prefix, "ipv4");
}
const blockedIpv6 = new net.BlockList();
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128],
  ["::", 96], // IPv4-compatible (deprecated)
  // IPv4-mapped: isPublicAddress reads ::ffff:a.b.c.d as its IPv4 address first; listed so any
  // spelling it does not read is refused rather than passed.
  ["::ffff:0:0", 96],
  ["64:ff9b:1::", 48], // local-use NAT64: to whatever IPv4 the local network translates it
  // Tunnels whose address carries an IPv4 address (a relay's or a server's), private or not.
  ["2001::", 32], // Teredo
  ["2002::", 16], // 6to4
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  blockedIpv6.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address an IPv6 address carries (IPv4-mapped ::ffff:a.b.c.d or NAT64 64:ff9b::/96). */
function embeddedIpv4(ip: string): string | null {
  const lower = ip.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = Number.parseInt(hex[1]!, 16);
    const low = Number.parseInt(hex[2]!, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return null;
}

/**
 * Whether an IP address is one a calendar may be fetched from: not loopback, private (10/8,
 * 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16, fe80::/10), unspecified, CGNAT
 * (100.64/10), multicast or reserved, also when written as IPv4-mapped IPv6 or NAT64
 * (64:ff9b::/96); nor a tunnel or translation whose far end we cannot check (6to4 2002::/16 and
 * its relays 192.88.99/24, Teredo 2001::/32, local-use NAT64 64:ff9b:1::/48). Not an IP → false.
 */
export function isPublicAddress(ip: string): boolean {
  const address = ip.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = net.isIP(address);
  if (family === 4) return !blockedIpv4.check(address, "ipv4");
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== null) return net.isIPv4(v4) && !blockedIpv4.check(v4, "ipv4");
  return !blockedIpv6.check(address, "ipv6");
}

export function refused(host: string, address?: string): SafeFetchError {
  const where = address && address !== host ? `${host} (${address})` : host;
  return new SafeFetchError(
    "refused-address",
    `The address ${where} is on a private, local or reserved network, which calendars may not be fetched from.`,
  );
}

/** dns.lookup, refusing non-public answers; used by the socket itself, so it runs at connect time. */
export function guardedLookup(allowed: Policy): net.LookupFunction {
  return ((
    hostname: string,
    options: dns.LookupOptions,
    callback: (...args: unknown[]) => void,
  ) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error);
      const list = addresses as dns.LookupAddress[];
      const bad = list.find((a) => !allowed(a.address));
      if (bad) return callback(refused(hostname, bad.address));
      if (list.length === 0)
        return callback(Object.assign(new Error("no address"), { code: "ENOTFOUND" }));
      if (options?.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  }) as net.LookupFunction;
}

export function parseHttpUrl(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    throw new SafeFetchError("bad-url", "The calendar address is not a valid web address.");
  }
  if (url.protocol === "webcal:") url = new URL(`https:${url.href.slice("webcal:".length)}`);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SafeFetchError(
      "bad-scheme",
      `The calendar address must start with http:// or https:// (not ${url.protocol}).`,
    );
  }
  if (url.username || url.password) {
    throw new SafeFetchError(
      "bad-url",
      "The calendar address must not contain a user name or password.",
    );
  }
  return url;
}

export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

/**
 * The check for a form (422 at submit time): a valid http(s) address whose host resolves, only to
 * public addresses unless private hosts are allowed. `webcal://` is read as https.
 */
export async function checkCalendarUrl(input: string, options: SafetyOptions = {}): Promise<URL> {
  const url = parseHttpUrl(input);
  await checkHostAddresses(url, options);
  return url;
}

/**
 * The address half of a form's check: the host is, or resolves only to, addresses the options
 * allow (a refused-address or unknown-host SafeFetchError otherwise). Sending re-checks in the
 * socket's own lookup; this only answers the form early and clearly.
 */
export async function checkHostAddresses(url: URL, options: SafetyOptions): Promise<void> {
  const host = hostOf(url);
  const allowed = policyOf(options);
  if (net.isIP(host)) {
    if (!allowed(host)) throw refused(host);
    return;
  }
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true });
  } catch {
    throw new SafeFetchError("unknown-host", `The host name ${host} could not be found.`);
  }
  const bad = addresses.find((a) => !allowed(a.address));
  if (bad) throw refused(host, bad.address);
}

/* ---------------------------------------------------------------------------------------------- */

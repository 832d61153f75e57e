import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

const STAMP = "x-agency-client-address";
const headers = (entries: Record<string, string>) => new Headers(entries);

describe("the caller's address", () => {
  it("behind our proxy is the right-most X-Forwarded-For entry, else X-Real-IP", () => {
    const trust = { behindProxy: true, socketAddressHeader: STAMP };
    const forwarded = headers({
      "x-forwarded-for": "203.0.113.9, 198.51.100.7",
      [STAMP]: "10.0.0.2",
    });
    expect(clientIp(forwarded, trust)).toBe("198.51.100.7");
    expect(clientIp(headers({ "x-real-ip": "198.51.100.8" }), trust)).toBe("198.51.100.8");
    expect(clientIp(headers({}), trust)).toBeNull();
  });

  it("without a proxy is the connection's own address, never a forwarded one", () => {
    const trust = { behindProxy: false, socketAddressHeader: STAMP };
    const spoofed = headers({ "x-forwarded-for": "203.0.113.9", [STAMP]: "127.0.0.2" });
    expect(clientIp(spoofed, trust)).toBe("127.0.0.2");
    expect(clientIp(headers({ [STAMP]: "2001:db8::5" }), trust)).toBe("2001:db8::5");
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.9" }), trust)).toBeNull();
  });

  it("is unknown where no server entry stamps the connection's address (next dev)", () => {
    const trust = { behindProxy: false, socketAddressHeader: null };
    expect(clientIp(headers({ [STAMP]: "127.0.0.2" }), trust)).toBeNull();
    // Without an entry of ours running, the default is the same: nothing stamped, nothing read.
    expect(clientIp(headers({ [STAMP]: "127.0.0.2" }), { behindProxy: false })).toBeNull();
  });

  it("refuses what cannot be an address, so junk never becomes a bucket key", () => {
    const trust = { behindProxy: true };
    expect(clientIp(headers({ "x-forwarded-for": "a".repeat(200) }), trust)).toBeNull();
    expect(clientIp(headers({ "x-forwarded-for": "1.2.3.4; DROP" }), trust)).toBeNull();
  });
});

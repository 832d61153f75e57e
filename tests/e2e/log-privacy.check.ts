// Runs after every other e2e spec (its own Playwright project, which depends on them): the e2e
// server's whole log (test-results/e2e-server.log, kept by tests/support/tee-server.mjs) holds none
// of the run's e-mail addresses, passwords or tokens, and every line is JSON.
import { readFileSync } from "node:fs";
import path from "node:path";
import { e2e } from "./config";
import { expect, mailbox, test } from "./fixtures";

const serverLog = path.join(process.cwd(), "test-results", "e2e-server.log");

test("the e2e server's log holds no address, password or token of the run", async () => {
  const log = readFileSync(serverLog, "utf8");
  const lines = log.split("\n").filter((line) => line.trim());
  expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThan(20);
  // `npm start`'s own lines (▸ Building…) come before the server's first JSON line.
  const first = lines.findIndex((line) => line.startsWith("{"));
  expect(lines.slice(first).filter((line) => !line.startsWith("{"))).toEqual([]);

  const mails = await mailbox.list();
  const addresses = new Set([e2e.adminEmail, "staff@agency.test"]);
  const tokens = new Set<string>();
  for (const mail of mails) {
    for (const address of [...mail.envelopeTo, mail.from]) addresses.add(address);
    for (const match of `${mail.text}\n${mail.html}`.matchAll(
      /(?:\/booking\/|token=)([A-Za-z0-9_-]{20,})/g,
    ))
      tokens.add(match[1] as string);
  }
  expect(tokens.size, "tokens found in the run's mails").toBeGreaterThan(0);
  const lower = log.toLowerCase();
  const leaked = [...addresses, ...tokens, e2e.adminPassword].filter((secret) =>
    lower.includes(secret.toLowerCase()),
  );
  expect(leaked).toEqual([]);
});

// SIGTERM in the middle of a stream of bookings, on the embedded database (PGlite): the server
// finishes what it accepted, closes the database and exits 0; every booking it answered 201 for is
// there after a restart on the same DATA_DIR.
import path from "node:path";
// @ts-expect-error: plain ESM helper
import { freePort } from "../support/nginx-server.mjs";
import { expect, test } from "./fixtures";
import { type Instance, startInstance, tempDir } from "./release-instance";

interface Slot {
  date: string;
  time: string;
}

async function freeSlots(url: string, wanted: number): Promise<Slot[]> {
  const found: Slot[] = [];
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
  const month = await (await fetch(`${url}/api/v1/availability?from=${from}&to=${to}`)).json();
  for (const day of month.days as { date: string; status: string }[]) {
    if (day.status !== "available") continue;
    const slots = await (await fetch(`${url}/api/v1/slots?date=${day.date}`)).json();
    for (const slot of slots.slots as { time: string }[])
      found.push({ date: day.date, time: slot.time });
    if (found.length >= wanted) break;
  }
  return found.slice(0, wanted);
}

test.describe("Stopping a server", () => {
  test.describe.configure({ timeout: 420_000 });

  test("SIGTERM during a stream of bookings keeps every 201 and closes cleanly", async () => {
    const port = await freePort();
    const dataDir = tempDir("shutdown");
    const logFile = path.join(dataDir, "server.log");
    const env = {
      DATA_DIR: dataDir,
      AUTH_SECRET: "shutdown-secret-shutdown-secret-shutdown-01",
      BUSINESS_TIMEZONE: "Europe/London",
      BOOKING_RATE_LIMIT_PER_IP: "100000",
      SCHEDULER_DISABLED: "true",
      SHUTDOWN_GRACE_SECONDS: "20",
    };
    let server: Instance = await startInstance(port, env, logFile);
    const slots = await freeSlots(server.url, 40);
    expect(slots.length).toBe(40);

    // Four clients book one slot after another until the server stops answering.
    const created: { id: string; manageUrl: string }[] = [];
    const refused: number[] = [];
    let next = 0;
    let sigtermSent = false;
    async function client() {
      while (next < slots.length) {
        const slot = slots[next++] as Slot;
        const response = await fetch(`${server.url}/api/v1/bookings`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            firstName: "Stream",
            lastName: `Visitor ${next}`,
            email: `stream-${next}@shutdown.test`,
            contactType: "phone",
            contactNumber: "+44 20 7946 0958",
            ...slot,
            timezone: "Europe/London",
            timezoneOffset: 0,
          }),
        }).catch(() => null);
        if (!response) return; // the server is gone: connection refused
        if (response.status === 201) created.push(await response.json());
        else refused.push(response.status);
        if (created.length === 5 && !sigtermSent) {
          sigtermSent = true;
          server.child.kill("SIGTERM");
        }
      }
    }
    await Promise.all([client(), client(), client(), client()]);
    expect(sigtermSent).toBe(true);
    expect(await server.exited, "exit code after SIGTERM").toBe(0);
    expect(
      refused.filter((status) => status >= 500),
      "no 5xx while stopping",
    ).toEqual([]);
    const lines = server.logLines();
    expect(lines.map((line) => line.msg)).toContain("shutdown: closed cleanly");
    expect(lines.map((line) => line.msg)).toContain("shutdown: database closed");
    expect(created.length).toBeGreaterThanOrEqual(5);

    // Same DATA_DIR, new process: every booking answered 201 is there.
    server = await startInstance(port, env, logFile);
    for (const booking of created) {
      const token = booking.manageUrl.split("/").at(-1);
      const response = await fetch(`${server.url}/api/v1/manage/${token}`);
      expect(response.status, `booking ${booking.id} after the restart`).toBe(200);
      expect((await response.json()).id).toBe(booking.id);
    }
    server.child.kill("SIGINT");
    expect(await server.exited).toBe(0);
  });
});

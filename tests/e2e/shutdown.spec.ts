// SIGTERM in the middle of a stream of bookings, on the embedded database (PGlite): the server
// finishes what it accepted, closes the database and exits 0; every booking it answered 201 for is
// there after a restart on the same DATA_DIR.
import path from "node:path";
// @ts-expect-error: plain ESM helper
import { freePort } from "../support/nginx-server.mjs";
import { expect, test } from "./fixtures";
import { freeSlots, type Instance, type Slot, startInstance, tempDir } from "./release-instance";

test.describe("Stopping a server", () => {
  test.describe.configure({ timeout: 420_000 });
  let server: Instance | undefined;
  test.afterEach(() => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  });

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
    let running = await startInstance(port, env, logFile);
    server = running;
    // It warmed itself up before listening (first requests load route code), and those private
    // requests are neither logged as requests nor counted.
    const boot = running.logLines();
    const warmedUp = boot.findIndex((line) => line.msg === "warmed up");
    const listening = boot.findIndex((line) => String(line.msg).startsWith("listening on"));
    expect(warmedUp, "a 'warmed up' line").toBeGreaterThan(-1);
    expect(warmedUp).toBeLessThan(listening);
    expect(boot[warmedUp]?.answers).toMatchObject({ "/api/health": 200, "/": 200, "/book": 200 });
    expect(boot.slice(0, listening).filter((line) => line.msg === "request")).toEqual([]);
    const slots = await freeSlots(running.url, 40);
    expect(slots.length).toBe(40);

    // Four clients book one slot after another until the server stops answering.
    const created: { id: string; manageUrl: string }[] = [];
    const refused: number[] = [];
    let next = 0;
    let sigtermSent = false;
    async function client() {
      while (next < slots.length) {
        const slot = slots[next++] as Slot;
        const response = await fetch(`${running.url}/api/v1/bookings`, {
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
          running.child.kill("SIGTERM");
        }
      }
    }
    await Promise.all([client(), client(), client(), client()]);
    expect(sigtermSent).toBe(true);
    expect(await running.exited, "exit code after SIGTERM").toBe(0);
    expect(
      refused.filter((status) => status >= 500),
      "no 5xx while stopping",
    ).toEqual([]);
    const lines = running.logLines();
    expect(lines.map((line) => line.msg)).toContain("shutdown: closed cleanly");
    expect(lines.map((line) => line.msg)).toContain("shutdown: database closed");
    expect(created.length).toBeGreaterThanOrEqual(5);

    // Same DATA_DIR, new process: every booking answered 201 is there.
    running = await startInstance(port, env, logFile);
    server = running;
    for (const booking of created) {
      const token = booking.manageUrl.split("/").at(-1);
      const response = await fetch(`${running.url}/api/v1/manage/${token}`);
      expect(response.status, `booking ${booking.id} after the restart`).toBe(200);
      expect((await response.json()).id).toBe(booking.id);
    }
    running.child.kill("SIGINT");
    expect(await running.exited).toBe(0);
  });
});

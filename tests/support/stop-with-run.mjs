// Playwright starts each web server through a shell, in a process group of its own, so a run
// stopped without its cleanup (Playwright killed, or only the job's own group) leaves them running
// — on their fixed ports, where the next run stops with "…/health is already used". The shell
// outlives the runner too, so a server's own parent is no sign. A server that calls this stops
// itself once the process that started the run is gone: `E2E_RUNNER_PID` (playwright.config.ts
// sets it to the runner's pid), else its own parent.
import { readFileSync } from "node:fs";

/** Whether `pid` still runs: it answers signals and is not a zombie waiting to be reaped. */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    return error.code === "EPERM";
  }
  try {
    // /proc/<pid>/stat: "pid (name) state …"; a zombie answers signals until it is reaped.
    return !/^\d+ \(.*\) Z /s.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true;
  }
}

export function stopWithRun(
  stop,
  { pid = Number(process.env.E2E_RUNNER_PID) || process.ppid, everyMs = 1000 } = {},
) {
  const watch = setInterval(() => {
    if (isRunning(pid)) return;
    clearInterval(watch);
    void stop();
  }, everyMs);
  // The watch alone never keeps a process alive.
  watch.unref();
}

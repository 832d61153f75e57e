// Playwright starts each web server in a process group of its own, so a run stopped without its
// cleanup (Playwright killed, or only the job's own group) leaves them running — on their fixed
// ports, where the next run stops with "…/health is already used". A server that calls this stops
// itself once its parent is gone (it is then adopted: its parent id changes).
export function stopWithParent(stop, { everyMs = 1000 } = {}) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    void stop();
  }, everyMs);
  // The watch alone never keeps a process alive.
  watch.unref();
}

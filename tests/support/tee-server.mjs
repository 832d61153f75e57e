// Runs a server command and copies its output to a file as well as to stdout, forwarding SIGTERM and
// SIGINT: `node tests/support/tee-server.mjs <log file> <command> [args…]`. The e2e server's log
// is kept so that tests/e2e/log-privacy.check.ts can read every line of the run.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { stopWithRun } from "./stop-with-run.mjs";

const [file, command, ...args] = process.argv.slice(2);
mkdirSync(path.dirname(file), { recursive: true });
const log = createWriteStream(file, { flags: "w" });
const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
// The console gets every line but the per-request ones (hundreds per spec); the file gets all.
const quiet = (line) => line.startsWith('{"level":"info"') && line.includes('"msg":"request"');
for (const stream of [child.stdout, child.stderr]) {
  let partial = "";
  stream.on("data", (chunk) => {
    log.write(chunk);
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    const shown = lines.filter((line) => !quiet(line));
    if (shown.length > 0) process.stdout.write(`${shown.join("\n")}\n`);
  });
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
// A runner that died closed the console's pipe: writing to it must not end this process before
// it has stopped the server (the file keeps every line).
process.stdout.on("error", () => {});
stopWithRun(() => child.kill("SIGTERM"));
child.on("exit", (code, signal) => log.end(() => process.exit(code ?? (signal ? 1 : 0))));

// What the helpers that run a real program (Radicale, nginx) share: a free port, and the program
// from Debian's packages — installed with apt when missing and running as root on Debian.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `find()` the program, else apt-get install `debianPackage` (root on Debian) and find it again. */
export function ensureDebianPackage(find, debianPackage, missing) {
  const found = find();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update"], { stdio: "ignore", env });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", debianPackage], {
      stdio: "ignore",
      env,
    });
    const installed = find();
    if (installed) return installed;
  }
  throw new Error(missing);
}

// Debian's nginx for tests, running deploy/nginx-agency.conf itself: only its ports, host name and
// certificate paths are swapped (each swap must match, so an edit of the example fails loudly).
// TLS with a throw-away self-signed certificate; installed with apt when missing and running as
// root on Debian, like Radicale (radicale-server.mjs).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDebianPackage, freePort } from "./local-programs.mjs";

export { freePort };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const siteFile = path.join(root, "deploy/nginx-agency.conf");
const NGINX = "/usr/sbin/nginx";

const ensureNginx = () =>
  ensureDebianPackage(
    () => (existsSync(NGINX) ? NGINX : null),
    "nginx",
    "The cluster test needs nginx. Install it with: sudo apt-get install -y nginx",
  );

function swap(text, from, to) {
  if (!text.includes(from)) throw new Error(`${siteFile} no longer contains "${from}"`);
  return text.split(from).join(to);
}

/** The example site with this run's ports, host and certificate. */
export function renderSite({ httpsPort, httpPort, upstreams, certificate, key, accessLog }) {
  let site = readFileSync(siteFile, "utf8");
  site = swap(site, "127.0.0.1:3001", `127.0.0.1:${upstreams[0]}`);
  site = swap(site, "127.0.0.1:3002", `127.0.0.1:${upstreams[1]}`);
  site = swap(site, "    listen [::]:80;\n", "");
  site = swap(site, "    listen [::]:443 ssl;\n", "");
  site = swap(site, "listen 80;", `listen 127.0.0.1:${httpPort};`);
  site = swap(site, "listen 443 ssl;", `listen 127.0.0.1:${httpsPort} ssl;`);
  site = swap(site, "server_name agency.example;", "server_name localhost;");
  site = swap(site, "https://$host$request_uri", `https://$host:${httpsPort}$request_uri`);
  site = swap(site, "/etc/letsencrypt/live/agency.example/fullchain.pem", certificate);
  site = swap(site, "/etc/letsencrypt/live/agency.example/privkey.pem", key);
  site = swap(site, "/var/log/nginx/agency.access.log", accessLog);
  return site;
}

async function waitUntilListening(port, child, errorLog) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (${child.exitCode}): ${readFileSync(errorLog, "utf8")}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => resolve(socket.end() && true));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("nginx did not listen within 15 s");
}

/**
 * Starts nginx in front of `upstreams` (two ports). Resolves to { url, accessLog, stop }; the access
 * log is the site file's own ("agency": combined with masked tokens, `rid=…`, `upstream="…"`).
 */
export async function startNginx({ upstreams }) {
  const nginx = ensureNginx();
  const dir = mkdtempSync(path.join(os.tmpdir(), "agency-nginx-"));
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
    mkdirSync(path.join(dir, sub), { recursive: true });
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
    ].concat(["-keyout", key, "-out", certificate]),
    { stdio: "ignore" },
  );
  const httpsPort = await freePort();
  const httpPort = await freePort();
  const accessLog = path.join(dir, "access.log");
  writeFileSync(
    path.join(dir, "site.conf"),
    renderSite({ httpsPort, httpPort, upstreams, certificate, key, accessLog }),
  );
  const errorLog = path.join(dir, "error.log");
  const isRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;
worker_processes 1;
${isRoot ? "user root;" : ""}
pid ${dir}/nginx.pid;
error_log ${errorLog} info;
events { worker_connections 256; }
http {
  access_log off; # the site's servers write their own (format "agency")
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const child = spawn(nginx, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", errorLog], {
    stdio: "ignore",
  });
  await waitUntilListening(httpsPort, child, errorLog);
  return {
    url: `https://localhost:${httpsPort}`,
    accessLog,
    errorLog,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

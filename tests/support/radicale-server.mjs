// A real CalDAV server for tests: Debian's `radicale` (Radicale 3), on a free port, with its own
// temporary storage, password file and config. Installed with apt when missing and running as root
// on Debian; elsewhere the error names the one command to run.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureDebianPackage, freePort } from "./local-programs.mjs";

function findRadicale() {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter).concat("/usr/bin")) {
    const candidate = path.join(dir, "radicale");
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

function ensureRadicale() {
  return ensureDebianPackage(
    findRadicale,
    "radicale",
    "The CalDAV tests need Radicale. Install it with: sudo apt-get install -y radicale (Debian/Ubuntu) or pipx install radicale",
  );
}

async function waitUntilAnswering(url, child, log) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Radicale exited (${child.exitCode}): ${log.join("").slice(-2000)}`);
    }
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`Radicale did not answer at ${url}: ${log.join("").slice(-2000)}`);
}

/**
 * Starts Radicale; `url` is its root (a CalDAV client discovers the principal from there).
 * Passwords are stored plain in the htpasswd file: Debian 12's Radicale 3.1 would need
 * python3-bcrypt for bcrypt, and a throwaway test password gains nothing from hashing.
 */
export async function startRadicale({ port } = {}) {
  const binary = ensureRadicale();
  const listenPort = port ?? (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), "agency-radicale-"));
  const username = "staff";
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  // A second account, for a second host's own calendars (team scheduling, ADR 0088).
  const second = { username: "colleague", password: `pw-${Math.random().toString(36).slice(2)}` };
  const users = path.join(dir, "users");
  const config = path.join(dir, "config");
  writeFileSync(users, `${username}:${password}\n${second.username}:${second.password}\n`, {
    mode: 0o600,
  });
  writeFileSync(
    config,
    [
      "[server]",
      `hosts = 127.0.0.1:${listenPort}`,
      "[auth]",
      "type = htpasswd",
      `htpasswd_filename = ${users}`,
      "htpasswd_encryption = plain",
      "delay = 0",
      "[rights]",
      "type = owner_only",
      "[storage]",
      `filesystem_folder = ${path.join(dir, "collections")}`,
      "[web]",
      "type = none",
      "[logging]",
      "level = warning",
      "mask_passwords = True",
      "",
    ].join("\n"),
  );
  const log = [];
  const child = spawn(binary, ["--config", config], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, HOME: dir },
  });
  child.stdout.on("data", (d) => log.push(String(d)));
  child.stderr.on("data", (d) => log.push(String(d)));
  const url = `http://127.0.0.1:${listenPort}/`;
  try {
    await waitUntilAnswering(url, child, log);
  } catch (error) {
    child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    username,
    password,
    second,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

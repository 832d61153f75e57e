import "server-only";
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";

/**
 * PGlite is one process's database: a second process opening the same folder corrupts it
 * (electric-sql/pglite#1106). A lock file beside the folder names the holder; a second opener
 * stops at once with its pid, and a lock left by a process that is gone is taken over.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly holderPid: number,
    readonly lockFile: string,
  ) {
    super(
      `The database folder is in use by process ${holderPid} (lock file ${lockFile}). ` +
        "PGlite serves one process only: stop that process first, or talk to it (db:backup does).",
    );
  }
}

export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
}

export interface DataDirLock {
  file: string;
  /** Removes the lock file if it is still ours. Idempotent. */
  release: () => void;
}

// Locks this process holds: opening the folder twice in one process is refused as well.
const globalForLocks = globalThis as unknown as { __dataDirLocks?: Set<string> };
const heldHere = () => {
  globalForLocks.__dataDirLocks ??= new Set();
  return globalForLocks.__dataDirLocks;
};

/** The lock file of a PGlite folder: `<folder>.lock`, beside it. */
export const lockFileOf = (dataDir: string) => `${dataDir.replace(/\/+$/, "")}.lock`;

/** The holder named in a lock file, or null when there is none (or it is unreadable). */
export function readLockHolder(file: string): LockHolder | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return null;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/** Whether the process named in `file` may still be running (another host: assume it is). */
export function isHolderAlive(holder: LockHolder, file: string): boolean {
  if (holder.host !== hostname()) return true;
  // A lock naming this very pid that this process did not take is from a previous life (a
  // container restarts as the same pid).
  if (holder.pid === process.pid) return heldHere().has(file);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx", 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
  };
  writeSync(fd, JSON.stringify(holder));
  closeSync(fd);
  return true;
}

/**
 * Takes the lock of `dataDir` for this process, or throws DataDirInUseError naming the holder.
 * A lock whose process is gone is removed and taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = lockFileOf(dataDir);
  if (heldHere().has(file)) throw new DataDirInUseError(process.pid, file);
  for (let attempt = 0; attempt < 4; attempt++) {
    if (tryCreate(file)) {
      heldHere().add(file);
      const release = () => {
        if (!heldHere().delete(file)) return;
        if (readLockHolder(file)?.pid === process.pid) unlinkSync(file);
        process.off("exit", release);
      };
      // A crash still leaves a stale lock, which the next start takes over; a normal exit does not.
      process.on("exit", release);
      return { file, release };
    }
    const holder = readLockHolder(file);
    // An unreadable lock is being written right now (create, then write): give its writer a
    // moment; one still unreadable after that was left half-written by a crash.
    if (holder === null && attempt < 2) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      continue;
    }
    if (holder && isHolderAlive(holder, file)) throw new DataDirInUseError(holder.pid, file);
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  const holder = readLockHolder(file);
  throw new DataDirInUseError(holder?.pid ?? -1, file);
}

import "server-only";
import { chmodSync, rmSync } from "node:fs";
import net from "node:net";

/**
 * A running server holds its PGlite folder alone (data-dir-lock.ts), so `db:backup` cannot open
 * it: it asks the server instead, over a Unix socket beside the folder. Only the folder's owner
 * (and root) may connect (mode 0600), so no password or port is involved (ADR 0061).
 * Protocol: the client sends `backup\n`; the server answers `OK\n<backup>` or `ERROR <why>\n`.
 */
export const channelPathOf = (dataDir: string) => `${dataDir.replace(/\/+$/, "")}.sock`;

export interface BackupChannel {
  close: () => Promise<void>;
}

export async function serveBackupChannel(
  socketPath: string,
  makeBackup: () => Promise<string>,
): Promise<BackupChannel> {
  // We hold the folder's lock, so a socket file left here is from a process that is gone.
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let request = "";
    socket.setEncoding("utf8");
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk) => {
      request += chunk;
      if (!request.includes("\n")) return;
      socket.pause();
      if (request.trim() !== "backup") return void socket.end("ERROR unknown command\n");
      makeBackup().then(
        (text) => socket.end(`OK\n${text}`),
        (error: unknown) =>
          socket.end(`ERROR ${error instanceof Error ? error.message : String(error)}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  server.unref();
  // A normal exit leaves no socket file behind (a crash does; the next start removes it).
  const removeFile = () => rmSync(socketPath, { force: true });
  process.on("exit", removeFile);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        process.off("exit", removeFile);
        server.close(() => resolve());
        removeFile();
      }),
  };
}

/** Asks the server holding the folder for a backup; rejects with the server's reason. */
export function requestBackup(socketPath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.createConnection(socketPath, () => socket.write("backup\n"));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (error) =>
      reject(new Error(`The running server did not answer on ${socketPath}: ${error.message}`)),
    );
    socket.on("end", () => {
      const answer = Buffer.concat(chunks).toString("utf8");
      if (answer.startsWith("OK\n")) resolve(answer.slice(3));
      else reject(new Error(answer.replace(/^ERROR /, "").trim() || "no answer"));
    });
  });
}

// Opens a PGlite folder as a second process would (tests/integration/data-dir-lock.test.ts):
// prints "opened" and exits 0, or prints the refusal and exits 1.
import { openDatabase } from "@/server/db/client";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: open-data-dir.ts <folder>");
try {
  const handle = await openDatabase({ driver: "pglite", dataDir });
  await handle.close();
  console.log("opened");
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

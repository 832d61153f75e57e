// The command line of db:backup and db:restore: one FILE. Without this, `--help` was taken for a
// file name (db:backup wrote a backup called "--help").
import "server-only";

/** What the command line asks for: the file, the usage, or a mistake to name before the usage. */
export type ToolArguments = { file: string } | { help: true } | { problem: string };

export function readToolArguments(args: readonly string[]): ToolArguments {
  if (args.some((arg) => arg === "-h" || arg === "--help")) return { help: true };
  // "-" too: the release's wrapper resolves only what does not start with "-" to a path.
  const option = args.find((arg) => arg.startsWith("-"));
  if (option)
    return {
      problem: `Unknown option ${option} (a file whose name starts with "-": ./${option}).`,
    };
  if (args.length === 0) return { problem: "Which file? Give one FILE." };
  if (args.length > 1) return { problem: `One FILE only, not ${args.length}.` };
  return { file: args[0] as string };
}

/** The file, or the usage printed and the process ended (0 when asked for, 2 after a mistake). */
export function fileArgumentOrExit(args: readonly string[], usage: string): string {
  const read = readToolArguments(args);
  if ("file" in read) return read.file;
  if ("help" in read) {
    console.info(usage);
    process.exit(0);
  }
  console.error(`${read.problem}\n${usage}`);
  process.exit(2);
}

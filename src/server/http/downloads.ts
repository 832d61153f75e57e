import "server-only";

/** A document as a download: `<name>-<YYYY-MM-DD>.<extension>`, never cached. */
function download(body: string, type: string, name: string, extension: string, now: Date) {
  const filename = `${name}-${now.toISOString().slice(0, 10)}.${extension}`;
  return new Response(body, {
    headers: {
      "Content-Type": `${type}; charset=utf-8`,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** A CSV document as a download: `<name>-<YYYY-MM-DD>.csv`. */
export const csvDownload = (csv: string, name: string, now: Date): Response =>
  download(csv, "text/csv", name, "csv", now);

/** A value as an indented JSON download: `<name>-<YYYY-MM-DD>.json`. */
export const jsonDownload = (value: unknown, name: string, now: Date): Response =>
  download(`${JSON.stringify(value, null, 2)}\n`, "application/json", name, "json", now);

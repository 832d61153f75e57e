import "server-only";

/** A CSV document as a download: `<name>-<YYYY-MM-DD>.csv`, never cached. */
export function csvDownload(csv: string, name: string, now: Date): Response {
  const filename = `${name}-${now.toISOString().slice(0, 10)}.csv`;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

import Link from "next/link";
import type { HostSummary } from "@/lib/schemas/hosts";

/**
 * Whose schedule a tab shows, and links to the others this admin may change (ADR 0088). Plain
 * links: the choice is the page's `?host=`, so it survives a reload and works before any script.
 */
export function HostPicker({
  basePath,
  editable,
  chosen,
  teamSize,
  what,
}: {
  basePath: string;
  editable: HostSummary[];
  chosen: HostSummary | null;
  teamSize: number;
  /** What of the host's the tab holds, e.g. "hours, breaks and blocked times". */
  what: string;
}) {
  if (!chosen)
    return (
      <p className="rounded-md border border-slate-700 p-4 text-slate-300">
        You don't take meetings, so there is no schedule of yours here. A super admin can make you a
        host on the <Link href="/admin/team">Team</Link> tab.
      </p>
    );
  if (teamSize < 2) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-slate-300">
        Showing the {what} of <strong className="text-white">{chosen.name}</strong>.
      </p>
      {editable.length > 1 ? (
        <nav aria-label="Whose schedule" className="flex flex-wrap gap-2">
          {editable.map((host) => (
            <Link
              key={host.id}
              href={`${basePath}?host=${host.id}`}
              aria-current={host.id === chosen.id ? "page" : undefined}
              className="rounded-full border border-slate-600 px-3 py-1 text-sm hover:border-sky-400 aria-[current=page]:border-sky-400 aria-[current=page]:bg-sky-400/10 aria-[current=page]:text-sky-200"
            >
              {host.name}
              {host.active ? null : <span className="text-slate-400"> (not taking meetings)</span>}
            </Link>
          ))}
        </nav>
      ) : null}
    </div>
  );
}

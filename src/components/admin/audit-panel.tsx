"use client";

import { useState } from "react";
import { EmptyState, LoadingState } from "@/components/admin/list-states";
import { Pagination } from "@/components/admin/pagination";
import { ErrorState } from "@/components/ui/alert";
import { cardClass } from "@/components/ui/card";
import type { AuditPage } from "@/lib/admin-api";
import { formatInstant, type TimeFormat } from "@/lib/time/format";
import { useApiQuery } from "./api-client";
import { describeChange } from "./describe-change";

/** The audit trail, newest first: who changed what, when, before → after. */
export function AuditPanel({
  businessTimezone,
  timeFormat,
}: {
  businessTimezone: string;
  timeFormat: TimeFormat;
}) {
  const [page, setPage] = useState(1);
  const { state, reload } = useApiQuery<AuditPage>(`/api/admin/audit?page=${page}`);
  if (state.status === "loading") return <LoadingState label="Loading the audit trail…" />;
  if (state.status === "error") return <ErrorState message={state.error} onRetry={reload} />;
  if (state.data.entries.length === 0) return <EmptyState>No changes recorded yet</EmptyState>;
  return (
    <div>
      <ol className="flex flex-col gap-3">
        {state.data.entries.map((entry) => (
          <li key={entry.id} className={`${cardClass} text-sm`}>
            <p className="flex flex-wrap gap-x-3">
              <time dateTime={entry.createdAt} className="text-slate-300">
                {formatInstant(new Date(entry.createdAt), businessTimezone, timeFormat)}
              </time>
              <span className="font-semibold">{entry.actorEmail}</span>
              <span className="font-mono text-sky-200">{entry.action}</span>
              <span className="text-slate-300">
                {entry.entity}
                {entry.entityId ? ` ${entry.entityId}` : ""}
              </span>
            </p>
            <ul className="mt-2 list-disc pl-5 font-mono text-xs break-all text-slate-200">
              {describeChange(entry.before, entry.after).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <Pagination
        label="Audit pages"
        page={state.data.page}
        pageCount={state.data.pageCount}
        onPage={setPage}
      />
    </div>
  );
}

"use client";

import { useRef } from "react";
import type { AdminUserSummary } from "@/lib/admin-api";
import type { HostSummary } from "@/lib/schemas/hosts";
import { callApi, useApiQuery, useMutation } from "./api-client";
import { HostRow, type WeekMeeting } from "./host-row";
import { ListSection } from "./list-states";
import { MakeHostForm } from "./make-host-form";

/**
 * The Team tab (ADR 0088): every admin sees the hosts and each one's meetings this week (`week`,
 * by host id, read when the page was served); super admins add and change them.
 */
export function TeamPanel({
  canManage,
  week,
}: {
  canManage: boolean;
  week: Record<string, WeekMeeting[]>;
}) {
  const hostsQuery = useApiQuery<{ hosts: HostSummary[] }>("/api/admin/hosts");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rowAction = useMutation();
  const hosts = hostsQuery.state.status === "ready" ? hostsQuery.state.data.hosts : [];

  const setActive = (host: HostSummary, active: boolean) =>
    rowAction
      .run({
        input: { active },
        send: (body) =>
          callApi<{ host: HostSummary }>(`/api/admin/hosts/${host.id}`, {
            method: "PATCH",
            body,
          }),
        success: () =>
          `${host.name} ${active ? "takes meetings again" : "no longer takes meetings"}`,
      })
      .then(hostsQuery.refresh);

  return (
    <div className="flex flex-col gap-8">
      {canManage ? <MakeHostFormWithAdmins hosts={hosts} onMade={hostsQuery.refresh} /> : null}
      <ListSection
        id="hosts-heading"
        title="Hosts"
        headingRef={headingRef}
        action={rowAction.state}
        state={hostsQuery.state}
        onRetry={hostsQuery.reload}
        loadingLabel="Loading hosts…"
        items={(data) => data.hosts}
        empty="No hosts yet"
      >
        {(list) => (
          <ul className="flex flex-col gap-3">
            {list.map((host) => (
              <HostRow
                key={host.id}
                host={host}
                week={week[host.id] ?? []}
                canManage={canManage}
                busy={rowAction.state.status === "saving"}
                onSaved={hostsQuery.refresh}
                onActive={(active) => setActive(host, active)}
              />
            ))}
          </ul>
        )}
      </ListSection>
    </div>
  );
}

/** The form, offered the active admins who are not hosts yet (super admins read the users). */
function MakeHostFormWithAdmins(props: { hosts: HostSummary[]; onMade: () => void }) {
  const users = useApiQuery<{ users: AdminUserSummary[] }>("/api/admin/users");
  const hosting = new Set(props.hosts.map((host) => host.adminUserId));
  const candidates =
    users.state.status === "ready"
      ? users.state.data.users.filter((u) => u.status === "active" && !hosting.has(u.id))
      : [];
  return (
    <MakeHostForm
      candidates={candidates}
      onMade={() => {
        props.onMade();
        void users.refresh();
      }}
    />
  );
}

"use client";

import { createContext, type ReactNode, useContext, useMemo } from "react";

interface HostScopeValue {
  /** The host whose schedule the tab shows; null before there is a choice (the first host). */
  hostId: string | null;
  /** A super admin may block time for the whole team, not only for the host shown. */
  canBlockTeam: boolean;
}

const HostScopeContext = createContext<HostScopeValue>({ hostId: null, canBlockTeam: false });

/**
 * Whose schedule the Availability and Calendars tabs read and change (ADR 0088): every panel's
 * calls carry the host picked at the top of the tab, so no panel takes it as a prop.
 */
export function HostScope({ children, ...value }: HostScopeValue & { children: ReactNode }) {
  const memo = useMemo(
    () => ({ hostId: value.hostId, canBlockTeam: value.canBlockTeam }),
    [value.hostId, value.canBlockTeam],
  );
  return <HostScopeContext.Provider value={memo}>{children}</HostScopeContext.Provider>;
}

/** The picked host as an admin call needs it: `?hostId=` on a path, `hostId` in a body. */
export function useHostScope() {
  const { hostId, canBlockTeam } = useContext(HostScopeContext);
  return {
    canBlockTeam,
    path: (path: string) =>
      hostId
        ? `${path}${path.includes("?") ? "&" : "?"}hostId=${encodeURIComponent(hostId)}`
        : path,
    body: hostId ? { hostId } : {},
  };
}

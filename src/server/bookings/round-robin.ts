import "server-only";

/** A host free at the time asked, with what round robin weighs. */
export interface HostLoad {
  id: string;
  /** Confirmed upcoming meetings of the type. */
  upcoming: number;
  /** When the host was last booked for the type; null: never. */
  lastBookedAt: Date | null;
}

/**
 * Round robin's order (ADR 0088): the fewest upcoming meetings of the type first, then whoever
 * was booked for it least recently (never booked first), then the order given (the type's).
 * Computed from bookings at booking time, so there is no counter that could drift.
 */
export function fairestFirst(hosts: readonly HostLoad[]): string[] {
  return hosts
    .map((host, order) => ({ ...host, order }))
    .sort(
      (a, b) =>
        a.upcoming - b.upcoming ||
        (a.lastBookedAt?.getTime() ?? -1) - (b.lastBookedAt?.getTime() ?? -1) ||
        a.order - b.order,
    )
    .map((host) => host.id);
}

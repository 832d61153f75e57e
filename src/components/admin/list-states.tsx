import { ErrorState } from "@/components/ui/alert";
import type { QueryState } from "./api-client";

export function LoadingState({ label }: { label: string }) {
  return (
    <p role="status" className="py-6 text-slate-300">
      {label}
    </p>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-md border border-dashed border-slate-600 px-4 py-6 text-center text-slate-300">
      {children}
    </p>
  );
}

/**
 * A list read from the API: loading, failed (with a way to try again), empty, or its items
 * drawn by `children`.
 */
export function QueryList<T, I>({
  state,
  onRetry,
  loadingLabel,
  items,
  empty,
  children,
}: {
  state: QueryState<T>;
  onRetry: () => void;
  loadingLabel: string;
  items: (data: T) => I[];
  empty: string;
  children: (items: I[]) => React.ReactNode;
}) {
  if (state.status === "loading") return <LoadingState label={loadingLabel} />;
  if (state.status === "error") return <ErrorState message={state.error} onRetry={onRetry} />;
  const list = items(state.data);
  return list.length === 0 ? <EmptyState>{empty}</EmptyState> : children(list);
}

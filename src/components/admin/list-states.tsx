import { ErrorState } from "@/components/ui/alert";
import type { MutationState, QueryState } from "./api-client";
import { SaveStatus } from "./save-status";

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
export type QueryListProps<T, I> = {
  state: QueryState<T>;
  onRetry: () => void;
  loadingLabel: string;
  items: (data: T) => I[];
  empty: string;
  children: (items: I[]) => React.ReactNode;
};

export function QueryList<T, I>({
  state,
  onRetry,
  loadingLabel,
  items,
  empty,
  children,
}: QueryListProps<T, I>) {
  if (state.status === "loading") return <LoadingState label={loadingLabel} />;
  if (state.status === "error") return <ErrorState message={state.error} onRetry={onRetry} />;
  const list = items(state.data);
  return list.length === 0 ? <EmptyState>{empty}</EmptyState> : children(list);
}

/**
 * A tab's list section: its heading (focus lands there when the row that had it is gone), how the
 * last row action went, and the list.
 */
export function ListSection<T, I>({
  id,
  title,
  headingRef,
  action,
  ...list
}: QueryListProps<T, I> & {
  id: string;
  title: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  action: MutationState;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {title}
      </h2>
      <SaveStatus state={action} savingText="Working…" />
      <QueryList {...list} />
    </section>
  );
}

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

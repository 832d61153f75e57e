/** Shown only while a client-side transition waits for the server's admin check (spec §2). */
export default function VerifyingAccess() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-slate-300">
      Verifying access...
    </div>
  );
}

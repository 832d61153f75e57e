import { BookingHeader } from "./booking-header";
import { PageTitle } from "./page-title";

/** The manage-link pages: the small booking header and one card under the page's title. */
export function BookingFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <BookingHeader />
      <main className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <div className="rounded-3xl border border-slate-800 bg-slate-900/70 p-6 shadow-2xl shadow-sky-950/30 sm:p-8">
          <PageTitle className="text-3xl font-bold tracking-tight text-slate-50 focus:outline-none">
            {title}
          </PageTitle>
          {children}
        </div>
      </main>
    </>
  );
}

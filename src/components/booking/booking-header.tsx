import Link from "next/link";
import { site } from "@/content/site";

/** The booking pages' own small header: the site name back home (they live outside the marketing layout). */
export function BookingHeader() {
  return (
    <header className="border-b border-slate-800/80 bg-slate-950/80 backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
        {/* Not prefetched: the home page's payload and code would load with the booking flow. */}
        <Link
          href="/"
          prefetch={false}
          className="text-lg font-bold tracking-tight text-slate-50 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-sky-400"
        >
          {site.name}
        </Link>
        <Link
          href="/"
          prefetch={false}
          className="text-sm font-medium text-slate-300 underline-offset-4 hover:text-sky-300 hover:underline"
        >
          Back to Home
        </Link>
      </div>
    </header>
  );
}

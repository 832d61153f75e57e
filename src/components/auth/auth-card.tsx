import Link from "next/link";

/** The frame of every sign-in page: a heading, the form, and a way back to the site. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center px-6 py-12">
      <div className="w-full max-w-sm rounded-2xl border border-slate-800 bg-slate-900/70 p-8 shadow-xl">
        <h1 className="text-2xl font-bold">{title}</h1>
        {description ? <p className="mt-2 text-sm text-slate-300">{description}</p> : null}
        <div className="mt-6">{children}</div>
        <p className="mt-8 text-center text-sm">
          <Link href="/" className="text-slate-300 underline-offset-4 hover:underline">
            Back to Home
          </Link>
        </p>
      </div>
    </main>
  );
}

import type { Metadata } from "next";

// Sign-in pages stand alone (spec §2: no public layout) and stay out of search results.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return children;
}

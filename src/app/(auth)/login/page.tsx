import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { safeAdminReturnPath } from "@/lib/schemas/auth";
import { getAdminContext } from "@/server/auth/guards";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { next } = await searchParams;
  const returnTo = safeAdminReturnPath(typeof next === "string" ? next : null);
  // An active admin has nothing to do here (spec §2).
  if (await getAdminContext()) redirect(returnTo);
  return (
    <AuthCard title="Sign in" description="Staff access to bookings, availability and settings.">
      <LoginForm returnTo={returnTo} />
    </AuthCard>
  );
}

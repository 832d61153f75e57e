"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormMessage } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { PasswordField, TextField } from "@/components/ui/field";
import { linkClass } from "@/components/ui/input";
import { authClient } from "@/lib/auth-client";
import { loginSchema } from "@/lib/schemas/auth";
import { fieldErrors } from "@/lib/schemas/field-errors";
import { callAuthService, signInErrorMessage } from "./auth-errors";
import { TwoFactorStep } from "./two-factor-step";

/** E-mail and password, then (for accounts with TOTP) the code; lands on `returnTo`. */
export function LoginForm({ returnTo }: { returnTo: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);

  function signedIn() {
    router.replace(returnTo);
    router.refresh();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginSchema.safeParse({
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      rememberMe: form.get("rememberMe") === "on",
    });
    if (!parsed.success) return setError(Object.values(fieldErrors(parsed.error))[0] ?? null);
    setPending(true);
    setError(null);
    const { data, error: failure } = await callAuthService(() =>
      authClient.signIn.email(parsed.data),
    );
    setPending(false);
    if (failure) return setError(signInErrorMessage(failure));
    if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) return setNeedsCode(true);
    signedIn();
  }

  if (needsCode)
    return (
      <TwoFactorStep
        onVerified={signedIn}
        onRestart={(message) => {
          setNeedsCode(false);
          setError(message);
        }}
      />
    );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField label="Email" name="email" type="email" autoComplete="username" />
      <PasswordField label="Password" name="password" autoComplete="current-password" />
      <div className="flex items-center justify-between gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" name="rememberMe" className="size-4 accent-sky-400" />
          Remember me
        </label>
        <Link href="/forgot-password" className={linkClass}>
          Forgot password?
        </Link>
      </div>
      <FormMessage error={error} />
      <button type="submit" disabled={pending} className={buttonClass("primary", "w-full")}>
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}

"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { authClient } from "@/lib/auth-client";

export function LoginForm() {
  const router = useRouter();
  const next = useSearchParams().get("next");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!email || !password) return setError("Please enter both email and password");
    setPending(true);
    setError(null);
    const { error: signInError } = await authClient.signIn.email({ email, password });
    setPending(false);
    if (signInError) return setError("Invalid email or password");
    router.push(next?.startsWith("/admin") ? next : "/admin");
    router.refresh();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <label className="flex flex-col gap-1">
        Email
        <input
          name="email"
          type="email"
          autoComplete="username"
          className="rounded border border-slate-600 bg-slate-900 px-3 py-2"
        />
      </label>
      <label className="flex flex-col gap-1">
        Password
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          className="rounded border border-slate-600 bg-slate-900 px-3 py-2"
        />
      </label>
      {error ? (
        <p role="alert" className="text-red-300">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-sky-500 px-4 py-2 font-semibold text-slate-950"
      >
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}

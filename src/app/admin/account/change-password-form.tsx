"use client";

import { useState } from "react";
import { callAuthService, resetPasswordErrorMessage } from "@/components/auth/auth-errors";
import { FormMessage } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/field";
import { authClient } from "@/lib/auth-client";
import { changePasswordSchema } from "@/lib/schemas/auth";
import { fieldErrors } from "@/lib/schemas/field-errors";

export function ChangePasswordForm() {
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const parsed = changePasswordSchema.safeParse({
      currentPassword: String(form.get("currentPassword") ?? ""),
      password: String(form.get("password") ?? ""),
      confirmPassword: String(form.get("confirmPassword") ?? ""),
    });
    setSuccess(null);
    if (!parsed.success) return setError(Object.values(fieldErrors(parsed.error))[0] ?? null);
    setPending(true);
    setError(null);
    const { currentPassword, password } = parsed.data;
    const { error: failure } = await callAuthService(() =>
      authClient.changePassword({
        currentPassword,
        newPassword: password,
        revokeOtherSessions: true,
      }),
    );
    setPending(false);
    if (failure)
      return setError(
        failure.code === "INVALID_PASSWORD"
          ? "Your current password is not correct"
          : resetPasswordErrorMessage(failure),
      );
    formElement.reset();
    setSuccess("Your password has been changed. Other browsers and devices have been signed out.");
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
      />
      <PasswordField label="New password" name="password" autoComplete="new-password" />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
      />
      <FormMessage error={error} success={success} />
      <button type="submit" disabled={pending} className={buttonClass("primary", "w-full")}>
        {pending ? "Changing…" : "Change password"}
      </button>
    </form>
  );
}

import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { requireAdmin } from "@/server/auth/guards";
import { isTwoFactorEnabled } from "@/server/auth/two-factor-reset";
import { getDb } from "@/server/db";
import { ChangePasswordForm } from "./change-password-form";
import { TwoFactorSettings } from "./two-factor-settings";

export const metadata: Metadata = { title: "Account" };

export default async function AccountPage() {
  const { userId, email } = await requireAdmin("/admin/account");
  const twoFactorEnabled = await isTwoFactorEnabled(await getDb(), userId);
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-bold">Account</h1>
        <p className="mt-1 text-sm text-slate-300">Signed in as {email}</p>
      </div>
      <Card as="section" roomy aria-labelledby="password-heading">
        <h2 id="password-heading" className="text-lg font-semibold">
          Password
        </h2>
        <p className="mt-1 text-sm text-slate-300">
          Changing it signs you out on every other browser and device.
        </p>
        <div className="mt-4 max-w-sm">
          <ChangePasswordForm />
        </div>
      </Card>
      <Card as="section" roomy aria-labelledby="two-factor-heading">
        <h2 id="two-factor-heading" className="text-lg font-semibold">
          Two-factor authentication
        </h2>
        <TwoFactorSettings enabled={twoFactorEnabled} />
      </Card>
    </div>
  );
}

"use client";

import { Badge } from "@/components/ui/badge";
import { buttonStyles } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { inputClass } from "@/components/ui/input";
import type { AdminUserSummary } from "@/lib/admin-api";
import type { AdminRoleName } from "@/lib/schemas/admin";
import { SelectOptions, UnavailableButton, UnavailableSelect } from "./unavailable-controls";
import { ROLE_OPTIONS, roleChange, statusChange, type UserChange } from "./use-users-panel";

const roleSelectClass = `${inputClass} w-auto py-1.5 text-sm`;
// Spec §8 gives the Delete tooltip; Deactivate and Role say what the server would answer (§4).
const SELF_REASONS = {
  deactivate: "You cannot deactivate yourself",
  delete: "You cannot delete yourself",
  role: "You cannot change your own role",
} as const;

interface AdminUserRowProps {
  admin: AdminUserSummary;
  isSelf: boolean;
  busy: boolean;
  onChange: (change: UserChange) => void;
  onResend: () => void;
  onDelete: () => void;
}

/** One admin: e-mail, status, role and what can be done to them (nothing to oneself). */
export function AdminUserRow(props: AdminUserRowProps) {
  const { admin, isSelf } = props;
  return (
    <li
      aria-label={admin.email}
      className={`${cardClass} flex flex-col gap-3 md:flex-row md:items-center md:justify-between`}
    >
      <div className="flex flex-col gap-1">
        <span className="font-semibold break-all">
          {admin.email}
          {isSelf ? <span className="font-normal text-slate-300"> (you)</span> : null}
        </span>
        <span className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
          <Badge tone={admin.status}>{admin.status}</Badge>
          {admin.invitationPending ? <Badge tone="pending">invitation pending</Badge> : null}
          <span>Added {new Date(admin.createdAt).toLocaleDateString("en-GB")}</span>
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`role-${admin.id}`}>
          Role of {admin.email}
        </label>
        {isSelf ? <SelfControls admin={admin} /> : <RowControls {...props} />}
      </div>
    </li>
  );
}

/** One's own row: the role and the buttons stay, saying why they cannot be used. */
function SelfControls({ admin }: { admin: AdminUserSummary }) {
  return (
    <>
      <UnavailableSelect
        id={`role-${admin.id}`}
        value={admin.role}
        options={ROLE_OPTIONS}
        reason={SELF_REASONS.role}
        className={roleSelectClass}
      />
      <UnavailableButton
        label="Deactivate"
        reason={SELF_REASONS.deactivate}
        className={buttonStyles.secondary}
      />
      <UnavailableButton
        label="Delete"
        reason={SELF_REASONS.delete}
        className={buttonStyles.danger}
      />
    </>
  );
}

function RowControls({ admin, busy, onChange, onResend, onDelete }: AdminUserRowProps) {
  const active = admin.status === "active";
  return (
    <>
      <select
        id={`role-${admin.id}`}
        value={admin.role}
        disabled={busy}
        onChange={(e) => onChange(roleChange(admin, e.target.value as AdminRoleName))}
        className={roleSelectClass}
      >
        <SelectOptions options={ROLE_OPTIONS} />
      </select>
      {/* An inactive invitee could not use a new link: the server refuses it too. */}
      {admin.invitationPending && active ? (
        <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={onResend}>
          Resend invitation<span className="sr-only"> to {admin.email}</span>
        </button>
      ) : null}
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={busy}
        onClick={() => onChange(statusChange(admin))}
      >
        {active ? "Deactivate" : "Activate"}
        <span className="sr-only"> {admin.email}</span>
      </button>
      <button type="button" className={buttonStyles.danger} disabled={busy} onClick={onDelete}>
        Delete<span className="sr-only"> {admin.email}</span>
      </button>
    </>
  );
}

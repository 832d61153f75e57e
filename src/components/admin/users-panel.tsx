"use client";

import { useRef, useState } from "react";
import type { AdminUserSummary } from "@/lib/admin-api";
import {
  ADMIN_ROLES,
  type AdminRoleName,
  createAdminUserSchema,
  inviteAdminUserSchema,
} from "@/lib/schemas/admin";
import { callApi, fieldError, useApiQuery, useMutation } from "./api-client";
import {
  Badge,
  ConfirmDialog,
  dangerButton,
  EmptyState,
  ErrorState,
  Field,
  inputClass,
  LoadingState,
  SaveStatus,
  SelectOptions,
  SubmitRow,
  secondaryButton,
  UnavailableButton,
  UnavailableSelect,
} from "./ui";

const ROLE_LABELS: Record<AdminRoleName, string> = { admin: "Admin", super_admin: "Super admin" };
const ROLE_OPTIONS = ADMIN_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const roleSelectClass = `${inputClass} w-auto py-1.5 text-sm`;
// Spec §8 gives the Delete tooltip; Deactivate and Role say what the server would answer (§4).
const SELF_REASONS = {
  deactivate: "You cannot deactivate yourself",
  delete: "You cannot delete yourself",
  role: "You cannot change your own role",
} as const;

/** Users (super admins only): create, invite, list, change role, (de)activate and delete. */
export function UsersPanel({ currentAdminId }: { currentAdminId: string }) {
  const { state, reload } = useApiQuery<{ users: AdminUserSummary[] }>("/api/admin/users");
  const rowAction = useMutation();
  // One row change at a time: a double click on any row button sends one request.
  const busy = rowAction.state.status === "saving";
  const [toDelete, setToDelete] = useState<AdminUserSummary | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set when a delete went through: its button is gone, so focus goes to the list's heading.
  const rowGone = useRef(false);

  async function changeUser(
    admin: AdminUserSummary,
    change: { status?: string; role?: string },
    done: string,
  ) {
    await rowAction.run({
      input: null,
      send: () => callApi(`/api/admin/users/${admin.id}`, { method: "PATCH", body: change }),
      success: () => done,
    });
    void reload();
  }

  async function resendInvitation(admin: AdminUserSummary) {
    await rowAction.run({
      input: null,
      send: () =>
        callApi<{ message: string }>("/api/admin/users/invite", {
          method: "POST",
          body: { email: admin.email, role: admin.role },
        }),
      success: (data) => data.message,
    });
  }

  async function confirmDelete() {
    if (!toDelete) return;
    const done = await rowAction.run({
      input: null,
      send: () =>
        callApi<{ message: string }>(`/api/admin/users/${toDelete.id}`, { method: "DELETE" }),
      success: (data) => data.message,
    });
    rowGone.current = done !== null;
    setToDelete(null);
    void reload();
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 lg:grid-cols-2">
        <CreateAdminForm onCreated={reload} />
        <InviteAdminForm onInvited={reload} />
      </div>

      <section aria-labelledby="admins-heading" className="flex flex-col gap-3">
        <h2
          id="admins-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold focus:outline-none"
        >
          Admin users
        </h2>
        <SaveStatus state={rowAction.state} savingText="Working…" />
        {state.status === "loading" ? <LoadingState label="Loading admin users…" /> : null}
        {state.status === "error" ? <ErrorState message={state.error} onRetry={reload} /> : null}
        {state.status === "ready" ? (
          state.data.users.length === 0 ? (
            <EmptyState>No admin users found</EmptyState>
          ) : (
            <ul className="flex flex-col gap-3">
              {state.data.users.map((admin) => {
                const isSelf = admin.id === currentAdminId;
                const active = admin.status === "active";
                return (
                  <li
                    key={admin.id}
                    aria-label={admin.email}
                    className="flex flex-col gap-3 rounded-lg border border-slate-700 bg-slate-900/60 p-4 md:flex-row md:items-center md:justify-between"
                  >
                    <div className="flex flex-col gap-1">
                      <span className="font-semibold break-all">
                        {admin.email}
                        {isSelf ? <span className="font-normal text-slate-300"> (you)</span> : null}
                      </span>
                      <span className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
                        <Badge tone={admin.status}>{admin.status}</Badge>
                        {admin.invitationPending ? (
                          <Badge tone="pending">invitation pending</Badge>
                        ) : null}
                        <span>Added {new Date(admin.createdAt).toLocaleDateString("en-GB")}</span>
                      </span>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <label className="sr-only" htmlFor={`role-${admin.id}`}>
                        Role of {admin.email}
                      </label>
                      {isSelf ? (
                        <UnavailableSelect
                          id={`role-${admin.id}`}
                          value={admin.role}
                          options={ROLE_OPTIONS}
                          reason={SELF_REASONS.role}
                          className={roleSelectClass}
                        />
                      ) : (
                        <select
                          id={`role-${admin.id}`}
                          value={admin.role}
                          disabled={busy}
                          onChange={(e) =>
                            changeUser(
                              admin,
                              { role: e.target.value },
                              `${admin.email} is now ${ROLE_LABELS[e.target.value as AdminRoleName].toLowerCase()}`,
                            )
                          }
                          className={roleSelectClass}
                        >
                          <SelectOptions options={ROLE_OPTIONS} />
                        </select>
                      )}
                      {/* An inactive invitee could not use a new link: the server refuses it too. */}
                      {admin.invitationPending && active && !isSelf ? (
                        <button
                          type="button"
                          className={secondaryButton}
                          disabled={busy}
                          onClick={() => resendInvitation(admin)}
                        >
                          Resend invitation<span className="sr-only"> to {admin.email}</span>
                        </button>
                      ) : null}
                      {isSelf ? (
                        <>
                          <UnavailableButton
                            label="Deactivate"
                            reason={SELF_REASONS.deactivate}
                            className={secondaryButton}
                          />
                          <UnavailableButton
                            label="Delete"
                            reason={SELF_REASONS.delete}
                            className={dangerButton}
                          />
                        </>
                      ) : (
                        <>
                          <button
                            type="button"
                            className={secondaryButton}
                            disabled={busy}
                            onClick={() =>
                              changeUser(
                                admin,
                                { status: active ? "inactive" : "active" },
                                `${admin.email} ${active ? "deactivated and signed out" : "activated"}`,
                              )
                            }
                          >
                            {active ? "Deactivate" : "Activate"}
                            <span className="sr-only"> {admin.email}</span>
                          </button>
                          <button
                            type="button"
                            className={dangerButton}
                            disabled={busy}
                            onClick={() => {
                              rowAction.reset();
                              setToDelete(admin);
                            }}
                          >
                            Delete<span className="sr-only"> {admin.email}</span>
                          </button>
                        </>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )
        ) : null}
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete admin user?"
        description={
          toDelete ? `Are you sure you want to delete admin user ${toDelete.email}?` : ""
        }
        confirmLabel="Delete"
        pending={busy}
        onConfirm={confirmDelete}
        focusAfterClose={() => (rowGone.current ? headingRef.current : null)}
      />
    </div>
  );
}

/** §8: the service's message, or 'Failed to create admin user' when there is none to show. */
const createFailure = (result: { status: number; error: string }) =>
  result.status === 0 || result.status >= 500 ? "Failed to create admin user" : result.error;

function CreateAdminForm({ onCreated }: { onCreated: () => void }) {
  const create = useMutation();
  const [formKey, setFormKey] = useState(0);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget));
    const created = await create.run({
      schema: createAdminUserSchema,
      input: form,
      send: (input) =>
        callApi<{ email: string; message: string }>("/api/admin/users", {
          method: "POST",
          body: input,
        }),
      success: (data) => data.message,
      failure: createFailure,
    });
    if (created) {
      setFormKey((k) => k + 1);
      onCreated();
    }
  }

  return (
    <section
      aria-labelledby="create-admin-heading"
      className="rounded-lg border border-slate-700 bg-slate-900/60 p-4"
    >
      <h2 id="create-admin-heading" className="text-lg font-semibold">
        Create an admin
      </h2>
      <form key={formKey} onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
        <Field label="Email" error={fieldError(create.state, "email")}>
          {(props) => (
            <input {...props} name="email" type="email" autoComplete="off" className={inputClass} />
          )}
        </Field>
        <Field
          label="Password"
          hint="At least 8 characters, with an upper-case letter, a lower-case letter and a number."
          error={fieldError(create.state, "password")}
        >
          {(props) => (
            <input
              {...props}
              name="password"
              type="password"
              autoComplete="new-password"
              className={inputClass}
            />
          )}
        </Field>
        <RoleSelect />
        <SubmitRow label="Create admin" state={create.state} savingText="Creating…" />
      </form>
    </section>
  );
}

function InviteAdminForm({ onInvited }: { onInvited: () => void }) {
  const invite = useMutation();
  const [formKey, setFormKey] = useState(0);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget));
    const sent = await invite.run({
      schema: inviteAdminUserSchema,
      input: form,
      send: (input) =>
        callApi<{ message: string }>("/api/admin/users/invite", { method: "POST", body: input }),
      success: (data) => data.message,
    });
    if (sent) {
      setFormKey((k) => k + 1);
      onInvited();
    }
  }

  return (
    <section
      aria-labelledby="invite-admin-heading"
      className="rounded-lg border border-slate-700 bg-slate-900/60 p-4"
    >
      <h2 id="invite-admin-heading" className="text-lg font-semibold">
        Invite by e-mail
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        They get a single-use link to choose their own password.
      </p>
      <form key={formKey} onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
        <Field label="Email to invite" error={fieldError(invite.state, "email")}>
          {(props) => (
            <input {...props} name="email" type="email" autoComplete="off" className={inputClass} />
          )}
        </Field>
        <RoleSelect />
        <SubmitRow label="Send invitation" state={invite.state} savingText="Sending…" />
      </form>
    </section>
  );
}

function RoleSelect() {
  return (
    <Field label="Role">
      {(props) => (
        <select {...props} name="role" defaultValue="admin" className={inputClass}>
          <SelectOptions options={ROLE_OPTIONS} />
        </select>
      )}
    </Field>
  );
}

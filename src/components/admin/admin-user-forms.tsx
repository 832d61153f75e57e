"use client";

import { useState } from "react";
import type { z } from "zod";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import { createAdminUserSchema, inviteAdminUserSchema } from "@/lib/schemas/admin-users";
import { callApi, fieldError, type MutationState, useMutation } from "./api-client";
import { SubmitRow } from "./save-status";
import { SelectOptions } from "./unavailable-controls";
import { ROLE_OPTIONS } from "./use-users-panel";

/** §8: the service's message, or 'Failed to create admin user' when there is none to show. */
const createFailure = (result: { status: number; error: string }) =>
  result.status === 0 || result.status >= 500 ? "Failed to create admin user" : result.error;

/**
 * A card with a form that posts to an admin-users route, says how it went, and starts empty
 * again once it went through.
 */
function AdminUserForm<S extends z.ZodType>({
  id,
  title,
  intro,
  schema,
  path,
  failure,
  submitLabel,
  savingText,
  onDone,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  schema: S;
  path: string;
  failure?: (result: { status: number; error: string }) => string;
  submitLabel: string;
  savingText: string;
  onDone: () => void;
  children: (state: MutationState) => React.ReactNode;
}) {
  const mutation = useMutation();
  const [formKey, setFormKey] = useState(0);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await mutation.run({
      schema,
      input: Object.fromEntries(new FormData(event.currentTarget)),
      send: (input) => callApi<{ message: string }>(path, { method: "POST", body: input }),
      success: (data) => data.message,
      failure,
    });
    if (done) {
      setFormKey((k) => k + 1);
      onDone();
    }
  }

  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-300">{intro}</p> : null}
      <form key={formKey} onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
        {children(mutation.state)}
        <RoleSelect />
        <SubmitRow label={submitLabel} state={mutation.state} savingText={savingText} />
      </form>
    </Card>
  );
}

export function CreateAdminForm({ onCreated }: { onCreated: () => void }) {
  return (
    <AdminUserForm
      id="create-admin-heading"
      title="Create an admin"
      schema={createAdminUserSchema}
      path="/api/admin/users"
      failure={createFailure}
      submitLabel="Create admin"
      savingText="Creating…"
      onDone={onCreated}
    >
      {(state) => (
        <>
          <EmailField label="Email" error={fieldError(state, "email")} />
          <Field
            label="Password"
            hint="At least 8 characters, with an upper-case letter, a lower-case letter and a number."
            error={fieldError(state, "password")}
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
        </>
      )}
    </AdminUserForm>
  );
}

export function InviteAdminForm({ onInvited }: { onInvited: () => void }) {
  return (
    <AdminUserForm
      id="invite-admin-heading"
      title="Invite by e-mail"
      intro="They get a single-use link to choose their own password."
      schema={inviteAdminUserSchema}
      path="/api/admin/users/invite"
      submitLabel="Send invitation"
      savingText="Sending…"
      onDone={onInvited}
    >
      {(state) => <EmailField label="Email to invite" error={fieldError(state, "email")} />}
    </AdminUserForm>
  );
}

function EmailField({ label, error }: { label: string; error?: string }) {
  return (
    <Field label={label} error={error}>
      {(props) => (
        <input {...props} name="email" type="email" autoComplete="off" className={inputClass} />
      )}
    </Field>
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

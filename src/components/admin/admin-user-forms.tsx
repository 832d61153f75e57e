"use client";

import type * as z from "zod";
import { Field, TextField } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import { createAdminUserSchema, inviteAdminUserSchema } from "@/lib/schemas/admin-users";
import { callApi, fieldError } from "./api-client";
import { CardForm, type CardFormProps } from "./card-form";
import { SelectOptions } from "./unavailable-controls";
import { ROLE_OPTIONS } from "./use-users-panel";

/** §8: the service's message, or 'Failed to create admin user' when there is none to show. */
const createFailure = (result: { status: number; error: string }) =>
  result.status === 0 || result.status >= 500 ? "Failed to create admin user" : result.error;

/** An admin-users form: its fields, then the role, posted to `path`. */
function AdminUserForm<S extends z.ZodType>({
  path,
  children,
  ...form
}: Omit<CardFormProps<S, { message: string }>, "send" | "success"> & { path: string }) {
  return (
    <CardForm
      {...form}
      send={(input) => callApi<{ message: string }>(path, { method: "POST", body: input })}
      success={(data) => data.message}
    >
      {(state) => (
        <>
          {children(state)}
          <RoleSelect />
        </>
      )}
    </CardForm>
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
          <TextField
            label="Password"
            hint="At least 8 characters, with an upper-case letter, a lower-case letter and a number."
            error={fieldError(state, "password")}
            name="password"
            type="password"
            autoComplete="new-password"
          />
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
  return <TextField label={label} error={error} name="email" type="email" autoComplete="off" />;
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

"use client";

import { Card } from "@/components/ui/card";
import { Field, TextField } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input";
import type { AdminUserSummary } from "@/lib/admin-api";
import { createHostSchema, type HostSummary } from "@/lib/schemas/hosts";
import { callApi, fieldError, useMutation } from "./api-client";
import { SaveStatus, SubmitRow } from "./save-status";

const optional = (value: FormDataEntryValue | null) =>
  typeof value === "string" && value.trim() ? value.trim() : undefined;

/** Makes an admin a host; name and link name default from their account when left empty. */
export function MakeHostForm({
  candidates,
  onMade,
}: {
  candidates: AdminUserSummary[];
  onMade: () => void;
}) {
  const mutation = useMutation();
  const { state } = mutation;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const made = await mutation.run({
      schema: createHostSchema,
      input: {
        adminUserId: data.get("adminUserId") ?? "",
        name: optional(data.get("name")),
        slug: optional(data.get("slug")),
      },
      send: (body) => callApi<{ host: HostSummary }>("/api/admin/hosts", { method: "POST", body }),
      success: ({ host }) => `${host.name} is now a host (${host.slug})`,
    });
    if (made) {
      form.reset();
      onMade();
    }
  }

  return (
    <Card as="section" aria-labelledby="make-host-heading" className="flex flex-col gap-4">
      <h2 id="make-host-heading" className="text-xl font-bold">
        Make an admin a host
      </h2>
      {candidates.length === 0 ? (
        <>
          <p className="text-slate-300">Every active admin is a host already.</p>
          {/* The last one made: its message stays when the form has no one left to offer. */}
          <SaveStatus state={state} />
        </>
      ) : (
        <form aria-label="Make an admin a host" onSubmit={submit} className="flex flex-col gap-4">
          <Field label="Admin" error={fieldError(state, "adminUserId")}>
            {(control) => (
              <select {...control} name="adminUserId" className={inputClass} defaultValue="">
                <option value="" disabled>
                  Choose an admin
                </option>
                {candidates.map((admin) => (
                  <option key={admin.id} value={admin.id}>
                    {admin.email}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField
            label="Name"
            name="name"
            hint="What visitors see. Empty: made from the e-mail address."
            error={fieldError(state, "name")}
          />
          <TextField
            label="Link name"
            name="slug"
            hint="For the personal booking link, like ada-lovelace. Empty: made from the name."
            error={fieldError(state, "slug")}
          />
          <SubmitRow state={state} label="Make host" savingText="Saving…" />
        </form>
      )}
    </Card>
  );
}

"use client";

import { ErrorState } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/dialog";
import { CreateAdminForm, InviteAdminForm } from "./admin-user-forms";
import { AdminUserRow } from "./admin-user-row";
import { EmptyState, LoadingState } from "./list-states";
import { SaveStatus } from "./save-status";
import { useUsersPanel } from "./use-users-panel";

/** Users (super admins only): create, invite, list, change role, (de)activate and delete. */
export function UsersPanel({ currentAdminId }: { currentAdminId: string }) {
  const panel = useUsersPanel();
  const { list, reload, toDelete } = panel;

  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 lg:grid-cols-2">
        <CreateAdminForm onCreated={reload} />
        <InviteAdminForm onInvited={reload} />
      </div>

      <section aria-labelledby="admins-heading" className="flex flex-col gap-3">
        <h2
          id="admins-heading"
          ref={panel.headingRef}
          tabIndex={-1}
          className="text-xl font-bold focus:outline-none"
        >
          Admin users
        </h2>
        <SaveStatus state={panel.rowAction.state} savingText="Working…" />
        {list.status === "loading" ? <LoadingState label="Loading admin users…" /> : null}
        {list.status === "error" ? <ErrorState message={list.error} onRetry={reload} /> : null}
        {list.status === "ready" ? (
          list.data.users.length === 0 ? (
            <EmptyState>No admin users found</EmptyState>
          ) : (
            <ul className="flex flex-col gap-3">
              {list.data.users.map((admin) => (
                <AdminUserRow
                  key={admin.id}
                  admin={admin}
                  isSelf={admin.id === currentAdminId}
                  busy={panel.busy}
                  onChange={(change) => panel.changeUser(admin, change)}
                  onResend={() => panel.resendInvitation(admin)}
                  onDelete={() => panel.askDelete(admin)}
                />
              ))}
            </ul>
          )
        ) : null}
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) panel.closeDelete();
        }}
        title="Delete admin user?"
        description={
          toDelete ? `Are you sure you want to delete admin user ${toDelete.email}?` : ""
        }
        confirmLabel="Delete"
        pending={panel.busy}
        onConfirm={panel.confirmDelete}
        focusAfterClose={panel.focusAfterDelete}
      />
    </div>
  );
}

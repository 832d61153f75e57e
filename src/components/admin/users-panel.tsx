"use client";

import { ConfirmDialog } from "@/components/ui/dialog";
import { CreateAdminForm, InviteAdminForm } from "./admin-user-forms";
import { AdminUserRow } from "./admin-user-row";
import { ListSection } from "./list-states";
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

      <ListSection
        id="admins-heading"
        title="Admin users"
        headingRef={panel.headingRef}
        action={panel.rowAction.state}
        state={list}
        onRetry={reload}
        loadingLabel="Loading admin users…"
        items={(data) => data.users}
        empty="No admin users found"
      >
        {(users) => (
          <ul className="flex flex-col gap-3">
            {users.map((admin) => (
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
        )}
      </ListSection>

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

"use client";

import { useReducer, useRef } from "react";
import type { AdminUserSummary } from "@/lib/admin-api";
import { ADMIN_ROLES, type AdminRoleName } from "@/lib/schemas/admin";
import { callApi, useApiQuery, useMutation } from "./api-client";

export const ROLE_LABELS: Record<AdminRoleName, string> = {
  admin: "Admin",
  super_admin: "Super admin",
};

export const ROLE_OPTIONS = ADMIN_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** A change of one admin row: what is sent, and what is said once it went through. */
export interface UserChange {
  change: { status?: string; role?: string };
  done: string;
}

export const roleChange = (admin: AdminUserSummary, role: AdminRoleName): UserChange => ({
  change: { role },
  done: `${admin.email} is now ${ROLE_LABELS[role].toLowerCase()}`,
});

/** Activate an inactive admin, deactivate an active one. */
export function statusChange(admin: AdminUserSummary): UserChange {
  const active = admin.status === "active";
  return {
    change: { status: active ? "inactive" : "active" },
    done: `${admin.email} ${active ? "deactivated and signed out" : "activated"}`,
  };
}

/** The Users tab's own state: the admin whose deletion is being asked. A pure reducer. */
export interface UsersPanelState {
  toDelete: AdminUserSummary | null;
}

export type UsersPanelAction =
  | { type: "delete-asked"; admin: AdminUserSummary }
  | { type: "delete-closed" };

export function usersPanelReducer(_state: UsersPanelState, action: UsersPanelAction) {
  switch (action.type) {
    case "delete-asked":
      return { toDelete: action.admin };
    case "delete-closed":
      return { toDelete: null };
  }
}

/** The admin list, its row changes (one at a time) and the deletion of an admin. */
export function useUsersPanel() {
  const { state: list, reload } = useApiQuery<{ users: AdminUserSummary[] }>("/api/admin/users");
  const rowAction = useMutation();
  const [state, dispatch] = useReducer(usersPanelReducer, { toDelete: null });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set when a delete went through: its button is gone, so focus goes to the list's heading.
  const rowGone = useRef(false);

  async function changeUser(admin: AdminUserSummary, { change, done }: UserChange) {
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
    const admin = state.toDelete;
    if (!admin) return;
    const done = await rowAction.run({
      input: null,
      send: () =>
        callApi<{ message: string }>(`/api/admin/users/${admin.id}`, { method: "DELETE" }),
      success: (data) => data.message,
    });
    rowGone.current = done !== null;
    dispatch({ type: "delete-closed" });
    void reload();
  }

  return {
    list,
    reload,
    rowAction,
    // One row change at a time: a double click on any row button sends one request.
    busy: rowAction.state.status === "saving",
    toDelete: state.toDelete,
    headingRef,
    focusAfterDelete: () => (rowGone.current ? headingRef.current : null),
    changeUser,
    resendInvitation,
    askDelete: (admin: AdminUserSummary) => {
      rowAction.reset();
      dispatch({ type: "delete-asked", admin });
    },
    closeDelete: () => dispatch({ type: "delete-closed" }),
    confirmDelete,
  };
}

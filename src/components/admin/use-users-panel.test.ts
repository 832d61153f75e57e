import { describe, expect, it } from "vitest";
import type { AdminUserSummary } from "@/lib/admin-api";
import { roleChange, statusChange, usersPanelReducer } from "./use-users-panel";

const admin = (status: string) =>
  ({ id: "a1", email: "ada@example.com", status, role: "admin" }) as AdminUserSummary;

describe("row changes", () => {
  it("deactivates an active admin and says they are signed out", () => {
    expect(statusChange(admin("active"))).toEqual({
      change: { status: "inactive" },
      done: "ada@example.com deactivated and signed out",
    });
  });

  it("activates an inactive admin", () => {
    expect(statusChange(admin("inactive"))).toEqual({
      change: { status: "active" },
      done: "ada@example.com activated",
    });
  });

  it("names the new role in lower case", () => {
    expect(roleChange(admin("active"), "super_admin")).toEqual({
      change: { role: "super_admin" },
      done: "ada@example.com is now super admin",
    });
  });
});

describe("usersPanelReducer", () => {
  it("asks about one deletion and closes the question", () => {
    const asked = usersPanelReducer(
      { toDelete: null },
      { type: "delete-asked", admin: admin("active") },
    );
    expect(asked.toDelete?.id).toBe("a1");
    expect(usersPanelReducer(asked, { type: "delete-closed" }).toDelete).toBeNull();
  });
});

import { browserAs, createAdmin, PASSWORD, signInAsOwner } from "./admin-helpers";
import { e2e, expect, test } from "./fixtures";

test.describe("admin team", () => {
  test("the owner is the first host; a super admin makes an admin a host and edits them", async ({
    page,
    browser,
  }) => {
    await signInAsOwner(page);
    const { email } = await createAdmin(page);
    await page.goto("/admin/team");
    const hosts = page.getByRole("region", { name: "Hosts" });
    await expect(hosts.getByText(e2e.adminEmail)).toBeVisible();

    const make = page.getByRole("form", { name: "Make an admin a host" });
    await make.getByRole("button", { name: "Make host" }).click();
    await expect(make.getByRole("alert")).toHaveText("Choose an admin");
    await make.getByLabel("Admin").selectOption({ label: email });
    await make.getByLabel("Name", { exact: true }).fill("Grace Hopper");
    await make.getByRole("button", { name: "Make host" }).click();
    const made = page.getByRole("region", { name: "Make an admin a host" });
    await expect(made.getByRole("status")).toHaveText(
      /^Grace Hopper is now a host \(grace-hopper(-\d+)?\)$/,
    );

    const grace = hosts.getByRole("listitem", { name: "Grace Hopper" });
    await expect(grace.getByText(email)).toBeVisible();
    const edit = grace.getByRole("form", { name: "Edit Grace Hopper" });
    await edit.getByLabel("Link name").fill("Not a slug");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit.getByRole("alert")).toContainText(
      "Link name must be 1–50 lower-case letters",
    );
    await edit.getByLabel("Name", { exact: true }).fill("Grace B. Hopper");
    await edit.getByLabel("Link name").fill(`grace-${Date.now()}`);
    await edit.getByRole("button", { name: "Save" }).click();
    const renamed = hosts.getByRole("listitem", { name: "Grace B. Hopper" });
    await expect(renamed).toBeVisible();
    // The host's own meeting link: held to MEETING_URL_TEMPLATE's rule, kept after a reload.
    const renamedEdit = renamed.getByRole("form", { name: "Edit Grace B. Hopper" });
    const template = renamedEdit.getByLabel("Meeting link template (optional)");
    await template.fill("http://video.example.org/grace/{id}");
    await renamedEdit.getByRole("button", { name: "Save" }).click();
    await expect(renamedEdit.getByRole("alert")).toContainText(
      "Meeting link template must be an https:// address",
    );
    await template.fill("https://video.example.org/grace/{id}");
    await renamedEdit.getByRole("button", { name: "Save" }).click();
    await expect(renamedEdit.getByRole("status")).toHaveText("Saved Grace B. Hopper");
    await page.reload();
    await expect(template).toHaveValue("https://video.example.org/grace/{id}");
    await renamed.getByRole("button", { name: "Stop meetings for Grace B. Hopper" }).click();
    await expect(renamed.getByText("takes no meetings")).toBeVisible();

    // A plain admin reads the team, and changes nothing.
    const staff = await browserAs(browser, email, PASSWORD);
    await staff.page.goto("/admin/team");
    await expect(
      staff.page.getByRole("region", { name: "Hosts" }).getByText("Grace B. Hopper"),
    ).toBeVisible();
    await expect(staff.page.getByRole("form", { name: "Make an admin a host" })).toHaveCount(0);
    await expect(staff.page.getByRole("button", { name: /meetings for/ })).toHaveCount(0);
    await staff.context.close();
  });
});

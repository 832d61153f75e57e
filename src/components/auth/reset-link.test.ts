import { describe, expect, it } from "vitest";
import { forgetResetToken, type ResetTab, takeResetToken } from "./reset-link";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUv12";

/** A tab at `url`: its address bar, history and sessionStorage. */
function tab(url: string, storage = new Map<string, string>()) {
  const address = new URL(url, "http://localhost");
  const fake: ResetTab & { address: URL; storage: Map<string, string> } = {
    address,
    storage,
    location: {
      get hash() {
        return address.hash;
      },
      get pathname() {
        return address.pathname;
      },
      get search() {
        return address.search;
      },
    },
    history: {
      replaceState: (_data, _unused, next) => {
        const replaced = new URL(next, address);
        address.hash = replaced.hash;
        address.pathname = replaced.pathname;
        address.search = replaced.search;
      },
    },
    sessionStorage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
  };
  return fake;
}

describe("takeResetToken", () => {
  it("moves the link's token out of the address bar and finds it again on a second run", () => {
    const page = tab(`/reset-password#token=${TOKEN}`);
    expect(takeResetToken(page)).toBe(TOKEN);
    expect(page.address.href).toBe("http://localhost/reset-password");
    // React's development double effect, and a reload of the same tab.
    expect(takeResetToken(page)).toBe(TOKEN);
    expect(takeResetToken(tab("/reset-password", page.storage))).toBe(TOKEN);
  });

  it("lets a new link replace the kept token, and a malformed one clear it", () => {
    const storage = new Map<string, string>();
    takeResetToken(tab("/reset-password#token=OldOldOldOldOldOldOldOld", storage));
    expect(takeResetToken(tab(`/reset-password#token=${TOKEN}`, storage))).toBe(TOKEN);
    expect(takeResetToken(tab("/reset-password#token=not-a-token", storage))).toBeNull();
    expect(takeResetToken(tab("/reset-password", storage))).toBeNull();
  });

  it("forgets a used or dead link", () => {
    const page = tab(`/reset-password#token=${TOKEN}`);
    takeResetToken(page);
    forgetResetToken(page);
    expect(takeResetToken(page)).toBeNull();
  });

  it("leaves the token in the address bar when the tab refuses storage", () => {
    const page = tab(`/reset-password#token=${TOKEN}`);
    page.sessionStorage.setItem = () => {
      throw new DOMException("denied", "SecurityError");
    };
    expect(takeResetToken(page)).toBe(TOKEN);
    expect(page.address.hash).toBe(`#token=${TOKEN}`);
    expect(takeResetToken(page)).toBe(TOKEN);
  });
});

import { RESET_TOKEN_PATTERN, resetTokenFromHash } from "@/lib/schemas/auth";

const STORAGE_KEY = "agency.reset-token";

/** What of the browser tab the reset page touches; `window` in the app, a fake in tests. */
export interface ResetTab {
  location: { hash: string; pathname: string; search: string };
  history: { replaceState: (data: unknown, unused: string, url: string) => void };
  sessionStorage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
}

/**
 * The reset token of this tab. A link's fragment wins: its token moves to sessionStorage (this tab
 * only, gone when the tab closes, never in the history) and leaves the address bar. Without a
 * fragment it is the token a previous load of this tab kept, so a reload — and React running the
 * effect twice in development — still finds it. Where storage is refused the fragment stays, for
 * the same reason.
 */
export function takeResetToken(tab: ResetTab = window): string | null {
  const { hash, pathname, search } = tab.location;
  if (!hash) {
    try {
      const kept = tab.sessionStorage.getItem(STORAGE_KEY);
      return kept && RESET_TOKEN_PATTERN.test(kept) ? kept : null;
    } catch {
      return null;
    }
  }
  const token = resetTokenFromHash(hash);
  try {
    if (token) tab.sessionStorage.setItem(STORAGE_KEY, token);
    else tab.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return token;
  }
  tab.history.replaceState(null, "", `${pathname}${search}`);
  return token;
}

/** The link is used up or dead: a reload must not offer it again. */
export function forgetResetToken(tab: Pick<ResetTab, "sessionStorage"> = window) {
  try {
    tab.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

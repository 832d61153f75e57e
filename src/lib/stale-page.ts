import { unstable_isUnrecognizedActionError } from "next/navigation";

/**
 * A form's server action belongs to another release of the site (the page was opened before a
 * deployment): the server did not run it. The form says so instead of "failed" (ADR 0060).
 */
export const STALE_PAGE_MESSAGE =
  "This page is out of date: the site was updated since you opened it. Nothing was sent. Please reload the page and try again.";

/**
 * True when a server action was refused because this page came from another release. By name as
 * well as by Next's own `instanceof` check, which misses when a bundle ends up with two copies of
 * the error class.
 */
export const isStalePage = (error: unknown) =>
  unstable_isUnrecognizedActionError(error) ||
  (error instanceof Error && error.name === "UnrecognizedActionError");

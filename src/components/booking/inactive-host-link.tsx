import { buttonStyles } from "@/components/ui/button";

export const INACTIVE_HOST_LINK_TITLE = "This booking link is no longer active";

/**
 * A personal booking link (`?host=<slug>`) whose host takes no meetings now — stopped, renamed, or
 * mistyped — on /book and /book/embed (answered 404): what happened, and the way to book with the
 * team instead. Drawn on the server, with no script.
 */
export function InactiveHostLink({ teamHref }: { teamHref: string }) {
  return (
    <>
      <p className="mt-4 max-w-2xl text-lg text-slate-300">
        The person this link was made for does not take meetings here at the moment, or the link has
        changed. Anyone on our team will be glad to talk to you.
      </p>
      {/* A new document: in the frame the App Router keeps a not-found state across a client */}
      {/* navigation to the same path, and /book's flow is read fresh for the team anyway. */}
      <a href={teamHref} className={`${buttonStyles.pill} mt-8`}>
        Book with our team
      </a>
    </>
  );
}

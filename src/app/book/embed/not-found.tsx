import {
  INACTIVE_HOST_LINK_TITLE,
  InactiveHostLink,
} from "@/components/booking/inactive-host-link";

/** /book/embed?host=<slug> for a host who takes no meetings now: the way to the team's flow. */
export default function InactiveEmbeddedHostLink() {
  return (
    <main className="px-3 py-4 sm:px-5 sm:py-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-50">
        {INACTIVE_HOST_LINK_TITLE}
      </h1>
      <InactiveHostLink teamHref="/book/embed" />
    </main>
  );
}

import { describeLeadSource, type LeadSource } from "@/lib/lead-source";

/** A card's "Came from" line (ADR 0069), when the lead's source was recorded. */
export function LeadSourceRow({ source }: { source: LeadSource | null }) {
  const described = describeLeadSource(source);
  if (!described) return null;
  return (
    <>
      <dt className="text-slate-400">Came from</dt>
      <dd className="break-words">{described}</dd>
    </>
  );
}

"use client";

import { ErrorState } from "@/components/ui/alert";
import type { EnquiryPage } from "@/lib/admin-api";
import type { TimeFormat } from "@/lib/time/format";
import { EnquiryCard } from "./enquiry-card";
import { EnquiryFilters } from "./enquiry-filters";
import { emptyEnquiriesMessage } from "./enquiry-list-query";
import { ListPanelHeading } from "./list-filter-form";
import { EmptyState, LoadingState } from "./list-states";
import { Pagination } from "./pagination";
import { SaveStatus } from "./save-status";
import { useEnquiriesPanel } from "./use-enquiries-panel";

interface Props {
  businessTimezone: string;
  timeFormat: TimeFormat;
  /** APP_URL: the booking links offered in replies point there. */
  siteUrl: string;
}

/**
 * Enquiries: every contact-form message, newest first, with search, the handled filter, pages,
 * CSV export, a reply link and the handled mark. What selects the list lives in the URL.
 */
export function EnquiriesPanel({ businessTimezone, timeFormat, siteUrl }: Props) {
  const panel = useEnquiriesPanel();
  const { selection, list } = panel;
  const pending = panel.marking.state.status === "saving";

  return (
    <section aria-labelledby="enquiries-heading" className="flex flex-col gap-4">
      <ListPanelHeading
        id="enquiries-heading"
        title="Enquiries"
        headingRef={panel.headingRef}
        exportHref={`/api/admin/enquiries/export?${selection.exportQuery}`}
      />
      <EnquiryFilters
        selection={selection}
        errors={panel.filterErrors}
        onApply={panel.applyFilters}
        onClear={panel.clearFilters}
      />
      <SaveStatus state={panel.marking.state} />
      {list.state.status === "loading" || panel.movePageHref ? (
        <LoadingState label="Loading enquiries…" />
      ) : null}
      {list.state.status === "error" ? (
        <ErrorState message={list.state.error} onRetry={list.reload} />
      ) : null}
      {list.state.status === "ready" && !panel.movePageHref ? (
        <EnquiryList
          data={list.state.data}
          filtered={selection.filtered}
          onPage={panel.goToPage}
          renderCard={(enquiry) => (
            <EnquiryCard
              enquiry={enquiry}
              businessTimezone={businessTimezone}
              timeFormat={timeFormat}
              siteUrl={siteUrl}
              pending={pending}
              onMark={(handled) => void panel.mark(enquiry, handled)}
              onNotesSaved={() => void list.refresh()}
            />
          )}
        />
      ) : null}
    </section>
  );
}

/** One page of enquiries with its count and page links, or why there is none. */
function EnquiryList({
  data,
  filtered,
  renderCard,
  onPage,
}: {
  data: EnquiryPage;
  filtered: boolean;
  renderCard: (enquiry: EnquiryPage["rows"][number]) => React.ReactNode;
  onPage: (page: number) => void;
}) {
  if (data.rows.length === 0)
    return (
      <EmptyState>
        {emptyEnquiriesMessage({ filtered, anyEnquiries: data.anyEnquiries })}
      </EmptyState>
    );
  return (
    <>
      <p className="text-sm text-slate-300">
        {data.total} {data.total === 1 ? "enquiry" : "enquiries"}
      </p>
      <ul className="flex flex-col gap-3">
        {data.rows.map((enquiry) => (
          <li key={enquiry.id}>{renderCard(enquiry)}</li>
        ))}
      </ul>
      <Pagination
        label="Enquiry pages"
        page={data.page}
        pageCount={data.pageCount}
        onPage={onPage}
      />
    </>
  );
}

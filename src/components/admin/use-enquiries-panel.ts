"use client";

import { useSearchParams } from "next/navigation";
import { useRef, useState } from "react";
import type { AdminEnquiry, EnquiryPage } from "@/lib/admin-api";
import { enquiryFilterSchema } from "@/lib/schemas/admin-enquiries";
import { fieldErrors } from "@/lib/schemas/field-errors";
import { callApi, useApiQuery, useMutation } from "./api-client";
import { pageWithRows } from "./booking-list-view";
import { enquiryPageQuery, leavesFilteredList, readEnquirySelection } from "./enquiry-list-query";
import { useListUrl } from "./use-list-url";

/** The list the URL selects, its search form, pages and the handled mark of each enquiry. */
export function useEnquiriesPanel() {
  const selection = readEnquirySelection(useSearchParams() ?? new URLSearchParams());
  const { filters, listQuery } = selection;
  const list = useApiQuery<EnquiryPage>(`/api/admin/enquiries?${listQuery}`);
  // Errors of the search form, for the list they were made on (a new URL drops them).
  const [filterErrors, setFilterErrors] = useState({
    query: "",
    fields: {} as Record<string, string>,
  });
  const marking = useMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A page left empty (its last enquiry marked out of the filter, or an old link) gives way to
  // one with rows.
  const movePage = list.state.status === "ready" ? pageWithRows(list.state.data) : null;
  const { go, movePageHref } = useListUrl(
    movePage === null ? null : enquiryPageQuery(selection, movePage),
  );

  function applyFilters(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = enquiryFilterSchema.safeParse(form);
    setFilterErrors({ query: listQuery, fields: parsed.success ? {} : fieldErrors(parsed.error) });
    if (parsed.success) go({ q: form.q, handled: form.handled });
  }

  function clearFilters(event: React.MouseEvent<HTMLButtonElement>) {
    setFilterErrors({ query: listQuery, fields: {} });
    event.currentTarget.form?.reset();
    go({});
  }

  async function mark(enquiry: AdminEnquiry, handled: boolean) {
    const done = await marking.run({
      input: null,
      send: () =>
        callApi(`/api/admin/enquiries/${enquiry.id}`, { method: "PATCH", body: { handled } }),
      success: () => `Enquiry from ${enquiry.name} marked ${handled ? "handled" : "not handled"}.`,
    });
    // Its button leaves with it when the filter no longer lists it: focus goes to the heading.
    if (done !== null && leavesFilteredList(filters.handled, handled)) headingRef.current?.focus();
    await list.refresh();
  }

  return {
    selection,
    list,
    movePageHref,
    filterErrors: filterErrors.query === listQuery ? filterErrors.fields : {},
    marking,
    headingRef,
    applyFilters,
    clearFilters,
    mark,
    goToPage: (page: number) => go({ ...filters, page: String(page) }),
  };
}

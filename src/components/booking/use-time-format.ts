"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { isIanaTimeZone } from "@/lib/schemas/time-zone-names";
import type { TimeFormat } from "@/lib/time/format";

const STORAGE_KEY = "booking.timeFormat";

/**
 * 12h/24h: starts at the admin's preference and then follows the visitor's last choice, kept in
 * localStorage (read after mount so the server and the first client render agree).
 */
export function useTimeFormat(initial: TimeFormat): [TimeFormat, (format: TimeFormat) => void] {
  const [format, setFormat] = useState<TimeFormat>(initial);
  useEffect(() => {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved === "12h" || saved === "24h") setFormat(saved);
  }, []);
  const choose = useCallback((next: TimeFormat) => {
    setFormat(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode, quota): the choice then lasts for this visit.
    }
  }, []);
  return [format, choose];
}

/** Handlers for a flow's container: any of them means the visitor has started using the flow. */
type ReachProps = Record<
  "onPointerDownCapture" | "onClickCapture" | "onKeyDownCapture" | "onFocusCapture",
  () => void
>;

/**
 * The visitor's IANA zone, known only in the browser (null during the server render, and for a
 * zone the booking schema would refuse — e.g. a bare "CET" — which would otherwise fail every
 * booking on a field the visitor never typed).
 *
 * Found once the visitor reaches into the flow (`reachProps` on its container: their first
 * pointer, click, key or focus in it), not as the page loads: the engine's first time-zone lookup
 * loads its date and zone data, 30–40 ms in Chromium here and several times that on a phone, and
 * nothing shows the visitor's zone before a date has been picked (issue 17, ADR 0080).
 */
export function useVisitorTimeZone(): { zone: string | null; reachProps: ReachProps } {
  const [reached, setReached] = useState(false);
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    if (!reached) return;
    const detected = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setZone(detected && isIanaTimeZone(detected) ? detected : null);
  }, [reached]);
  const reachProps = useMemo(() => {
    const reach = () => setReached(true);
    return {
      onPointerDownCapture: reach,
      onClickCapture: reach, // screen readers' activation sends a click without a pointer
      onKeyDownCapture: reach,
      onFocusCapture: reach,
    };
  }, []);
  return { zone, reachProps };
}

"use client";

import { useState } from "react";
import { callApi, useMutation } from "@/components/admin/api-client";
import type { FeedState } from "@/lib/schemas/calendars";

/**
 * A bookings feed's address at `endpoint` (the team's or a host's): make or renew it (the answer
 * is the only time it is readable, so it is kept here until dismissed) and turn it off.
 */
export function useFeedAddress(endpoint: string, initial: FeedState) {
  const mutation = useMutation();
  const [state, setState] = useState(initial);
  const [address, setAddress] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<"renew" | "remove" | null>(null);

  async function makeAddress() {
    const made = await mutation.run({
      input: {},
      send: () => callApi<FeedState & { url: string }>(endpoint, { method: "POST" }),
      success: () => "The feed is on. Copy its address now.",
    });
    setConfirming(null);
    if (made) {
      setState({ createdAt: made.createdAt });
      setAddress(made.url);
    }
  }

  async function turnOff() {
    const off = await mutation.run({
      input: {},
      send: () => callApi<FeedState>(endpoint, { method: "DELETE" }),
      success: () => "The feed is off: its address no longer works.",
    });
    setConfirming(null);
    if (off) {
      setState(off);
      setAddress(null);
    }
  }

  return { mutation, state, address, setAddress, confirming, setConfirming, makeAddress, turnOff };
}

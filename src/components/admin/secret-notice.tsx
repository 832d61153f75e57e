"use client";

import { useEffect, useRef, useState } from "react";
import { alertClass } from "@/components/ui/alert";
import { buttonStyles } from "@/components/ui/button";

/**
 * A secret shown this once (a webhook's signing secret, the bookings feed's address), with a copy
 * button. It takes the focus when it appears, so it is read out and never missed.
 */
export function SecretNotice({
  heading,
  explanation,
  secret,
  copyLabel,
  testId,
  onDone,
}: {
  heading: string;
  explanation: string;
  secret: string;
  copyLabel: string;
  testId: string;
  onDone: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<"no" | "yes" | "failed">("no");
  useEffect(() => headingRef.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }

  return (
    <section aria-labelledby={`${testId}-heading`} className={alertClass.warning}>
      <h2
        id={`${testId}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold outline-none"
      >
        {heading}
      </h2>
      <p className="mt-1 text-sm">{explanation}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <code
          data-testid={testId}
          className="rounded bg-slate-950 px-2 py-1 font-mono text-sm break-all text-amber-50"
        >
          {secret}
        </code>
        <button type="button" className={buttonStyles.secondary} onClick={copy}>
          {copyLabel}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          Done
        </button>
        <span role="status" className="text-sm">
          {copied === "yes"
            ? "Copied"
            : copied === "failed"
              ? "Copy failed: select it instead"
              : ""}
        </span>
      </div>
    </section>
  );
}

"use client";

import { useEffect, useRef, useState } from "react";
import { alertClass } from "@/components/ui/alert";
import { buttonStyles } from "@/components/ui/button";

/**
 * A signing secret, shown this once (after adding an endpoint or rotating its secret), with a
 * copy button. It takes the focus when it appears, so it is read out and never missed.
 */
export function SecretNotice({
  url,
  secret,
  onDone,
}: {
  url: string;
  secret: string;
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
    <section aria-labelledby="webhook-secret-heading" className={alertClass.warning}>
      <h2
        id="webhook-secret-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold outline-none"
      >
        Signing secret for {url}
      </h2>
      <p className="mt-1 text-sm">
        Copy it now: it is not shown again. Your receiver verifies each event with it.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <code
          data-testid="webhook-secret"
          className="rounded bg-slate-950 px-2 py-1 font-mono text-sm break-all text-amber-50"
        >
          {secret}
        </code>
        <button type="button" className={buttonStyles.secondary} onClick={copy}>
          Copy secret
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

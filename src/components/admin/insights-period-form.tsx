"use client";

import { useRef, useState } from "react";
import { buttonStyles } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { insightsQuerySchema } from "@/lib/schemas/admin";
import { fieldErrors } from "@/lib/schemas/field-errors";

/**
 * The Insights tab's period: From and To dates, sent as a plain GET (it works before the page's
 * JavaScript has run); checked first with the server's schema, the first date in error focused.
 */
export function InsightsPeriodForm({
  from,
  to,
  serverErrors,
}: {
  from: string;
  to: string;
  /** What the server found wrong with the address's period. */
  serverErrors: Record<string, string>;
}) {
  const [errors, setErrors] = useState(serverErrors);
  const formRef = useRef<HTMLFormElement>(null);

  function check(event: React.FormEvent<HTMLFormElement>) {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = insightsQuerySchema.safeParse(values);
    if (parsed.success) return;
    event.preventDefault();
    const found = fieldErrors(parsed.error);
    setErrors(found);
    const first = Object.keys(found)[0];
    formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  return (
    <search aria-label="Insights period">
      <form
        ref={formRef}
        method="get"
        action="/admin/insights"
        onSubmit={check}
        noValidate
        className="flex flex-wrap items-end gap-3"
      >
        <TextField
          label="From date"
          name="from"
          type="date"
          defaultValue={from}
          error={errors.from}
        />
        <TextField label="To date" name="to" type="date" defaultValue={to} error={errors.to} />
        <button type="submit" className={buttonStyles.primary}>
          Show
        </button>
      </form>
    </search>
  );
}

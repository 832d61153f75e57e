import type { ReactNode } from "react";

/** A tab's section: its heading (which names the section), a line of explanation, the content. */
export function PanelSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        <p className="text-sm text-slate-300">{intro}</p>
      </div>
      {children}
    </section>
  );
}

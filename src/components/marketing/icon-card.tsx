import type { IconName } from "@/content/types";
import { Icon } from "./icon";

/** A card of a grid: an icon, a title and a line or two; `large` for a page's few key points. */
export function IconCard({
  icon,
  title,
  desc,
  large,
}: {
  icon: IconName;
  title: string;
  desc: string;
  large?: boolean;
}) {
  return (
    <li className="rounded-2xl border border-line bg-card p-6">
      <span className="text-accent">
        <Icon name={icon} className="size-8" />
      </span>
      <h3 className={`mt-4 ${large ? "text-xl" : "text-lg"} font-semibold text-ink`}>{title}</h3>
      <p className={`${large ? "mt-3" : "mt-2"} leading-relaxed text-muted`}>{desc}</p>
    </li>
  );
}

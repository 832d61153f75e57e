import type { Stat } from "./types";

/** Spec §1 marketing claims: the home stats row and the strips that repeat it. */
export const headlineStats: readonly Stat[] = [
  { value: "100%", label: "Project completion" },
  { value: "$63M+", label: "Revenue created" },
  { value: "10,000+ hours", label: "Saved for our clients" },
  { value: "SOLID", label: "ROI Guaranteed" },
];

/** Spec §1 about-page figures. */
export const aboutFigures = {
  clientRevenue2025: { value: "$30M+", label: "revenue for our clients in 2025" },
  failingProjects: { value: "80%", label: "of AI projects fail — ours are built not to" },
} as const;

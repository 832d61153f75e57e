/** The browser UI's colour per system scheme, in both routers' documents (ADR 0082). */
export const THEME_COLORS = [
  { media: "(prefers-color-scheme: light)", color: "#f8fafc" },
  { media: "(prefers-color-scheme: dark)", color: "#020617" },
] as const;

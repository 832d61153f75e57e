import localFont from "next/font/local";

/** Inter, self-hosted; both routers' documents set `--font-inter` from it (ADR 0082). */
export const inter = localFont({
  src: "../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  variable: "--font-inter",
  display: "swap",
});

// `npm run dev`: install what is missing, then the Next.js dev server with hot reload.
import { bin, ensureDependencies, serve } from "./lib.mjs";

ensureDependencies();
serve(bin("next"), ["dev", "-p", process.env.PORT || "3000"], {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
});

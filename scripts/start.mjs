// `npm start`: install what is missing, build when stale, then serve the production build.
// Migrations, seeds and the first super admin run inside the server at boot (src/instrumentation.ts).
import { bin, ensureBuild, ensureDependencies, log, serve } from "./lib.mjs";

const started = Date.now();
ensureDependencies();
ensureBuild();
const port = process.env.PORT || "3000";
log(
  `Starting on http://localhost:${port} (prepared in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
serve(bin("next"), ["start", "-p", port], {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
});

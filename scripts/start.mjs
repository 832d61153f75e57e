// `npm start`: install what is missing, build the release when the sources or the configuration
// changed (into a fresh dist/agency-<id>/, never over one a server runs from), then serve it.
// Migrations, seeds and the first super admin run inside the server at boot (src/instrumentation.ts).
import path from "node:path";
import { ensureDependencies, log, serve, serverNodeFlags } from "./lib.mjs";

const started = Date.now();
ensureDependencies();
// Imported only now: the build machinery needs packages that a fresh clone has not installed yet,
// and a static import would load them before ensureDependencies() ran.
const { ensureArtifact } = await import("./artifact.mjs");
const release = ensureArtifact();
const port = process.env.PORT || "3000";
log(
  `Starting ${path.basename(release)} on http://localhost:${port} (prepared in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
serve(process.execPath, [...serverNodeFlags(), path.join(release, "server.mjs")], {
  ...process.env,
  // The release runs from its own folder: DATA_DIR stays where `npm start` was asked to put it.
  DATA_DIR: path.resolve(process.env.DATA_DIR || "data"),
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
});

// `npm run build`: the release artifact, dist/agency-<id>/ (ADR 0060). Start it with
//   node dist/current/server.mjs
// on any machine with Node.js: no install, no build, no source tree. `--force` rebuilds even when
// dist/ holds this release already (into a fresh folder: a running server is never touched).
import { ensureDependencies } from "./lib.mjs";

ensureDependencies();
// After the install: the build machinery needs packages a fresh clone does not have yet.
const { ensureArtifact } = await import("./artifact.mjs");
ensureArtifact({ force: process.argv.includes("--force") });

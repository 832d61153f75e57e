// Imported before any schema: zod 4 probes `Function("")` to decide whether it may compile
// validators; under our Content-Security-Policy (no 'unsafe-eval') that probe is a reported
// violation. Validating without compiled validators is just as correct, and fast enough for a form.
import * as z from "zod";

z.config({ jitless: true });

// The answer to "does WebGL run in software here?", kept for the page session: the particle worker
// (particle-worker.ts) and the globe's probe (webgl-probe.ts) both find it, whichever asks first,
// and a later page load in the same tab asks nobody. No imports: the shell loads this with the page.

const STORAGE_KEY = "agency:webgl-software";

let verdict: Promise<boolean> | undefined;

function saved(): boolean | undefined {
  try {
    const value = sessionStorage.getItem(STORAGE_KEY);
    return value === null ? undefined : value === "true";
  } catch {
    return undefined; // storage blocked: ask again
  }
}

/** The answer when this page session has it or is finding it; undefined when nobody asked yet. */
export function knownWebglVerdict(): Promise<boolean> | undefined {
  if (verdict) return verdict;
  const answer = saved();
  if (answer !== undefined) verdict = Promise.resolve(answer);
  return verdict;
}

/** Records an answer (or one on its way) for the rest of the page session; the first one stays. */
export function shareWebglVerdict(answer: Promise<boolean>): Promise<boolean> {
  verdict ??= answer.then((software) => {
    try {
      sessionStorage.setItem(STORAGE_KEY, String(software));
    } catch {
      // storage blocked: this page still has it
    }
    return software;
  });
  return verdict;
}

import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh module (its in-memory answer starts empty) over the given session storage. */
async function freshVerdict(storage: Pick<Storage, "getItem" | "setItem">) {
  vi.resetModules();
  vi.stubGlobal("sessionStorage", storage);
  return import("./webgl-verdict");
}

function memoryStorage(initial: Record<string, string> = {}) {
  const store = new Map(Object.entries(initial));
  return {
    store,
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
}

const blocked = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("SecurityError");
  },
};

afterEach(() => vi.unstubAllGlobals());

describe("the WebGL verdict kept for the page session", () => {
  it("is unknown until someone answers, then the first answer stays and is saved", async () => {
    const storage = memoryStorage();
    const verdict = await freshVerdict(storage);
    expect(verdict.knownWebglVerdict()).toBeUndefined();

    await expect(verdict.shareWebglVerdict(Promise.resolve(true))).resolves.toBe(true);
    // A second answer (the globe's probe, racing the particle worker) changes nothing.
    await expect(verdict.shareWebglVerdict(Promise.resolve(false))).resolves.toBe(true);
    await expect(verdict.knownWebglVerdict()).resolves.toBe(true);
    expect(storage.store.get("agency:webgl-software")).toBe("true");
  });

  it("is read back on the next page load of the session, so nobody asks again", async () => {
    const verdict = await freshVerdict(memoryStorage({ "agency:webgl-software": "false" }));
    await expect(verdict.knownWebglVerdict()).resolves.toBe(false);
  });

  it("an answer still on its way is shared with whoever asks meanwhile", async () => {
    const verdict = await freshVerdict(memoryStorage());
    let answer: (software: boolean) => void = () => {};
    const shared = verdict.shareWebglVerdict(new Promise((resolve) => (answer = resolve)));
    const asked = verdict.knownWebglVerdict();
    expect(asked).toBe(shared);
    answer(false);
    await expect(asked).resolves.toBe(false);
  });

  it("works with storage blocked: the answer lasts as long as the page", async () => {
    const verdict = await freshVerdict(blocked);
    expect(verdict.knownWebglVerdict()).toBeUndefined();
    await expect(verdict.shareWebglVerdict(Promise.resolve(false))).resolves.toBe(false);
    await expect(verdict.knownWebglVerdict()).resolves.toBe(false);
  });
});

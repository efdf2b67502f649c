import { getHeapSpaceStatistics } from "node:v8";
import { describe, expect, it } from "vitest";
import { isEngramError, settleHeap } from "./core-internals.js";

const mib = 1024 * 1024;
const young = (): number => getHeapSpaceStatistics().find((space) => space.space_name === "new_space")!.space_size;

/** Grows V8's young generation the way a bulk load does: many small objects that survive scavenges. */
function growYoungGeneration(): void {
  let kept: { i: number; s: string }[] | undefined = [];
  for (let i = 0; i < 1_500_000; i++) kept.push({ i, s: `k${i}` });
  expect(kept.length).toBe(1_500_000);
  kept = undefined;
}

describe("settleHeap", () => {
  it("shrinks a young generation a bulk load grew, and reports what it saw", () => {
    growYoungGeneration();
    // Node 24's V8 grows it to 128 MiB, Node 22's to 32 MiB: the threshold is set just below what this one reached.
    const grown = young();
    expect(grown).toBeGreaterThanOrEqual(32 * mib);
    const settling = settleHeap({ youngAbove: grown - 1 });
    expect(settling.settled).toBe(true);
    expect(settling.youngBefore).toBe(grown);
    expect(settling.youngAfter).toBe(young());
    expect(settling.youngAfter).toBeLessThanOrEqual(8 * mib);
    expect(settling.rssAfter).toBeLessThan(settling.rssBefore);
    expect(settling.ms).toBeGreaterThan(0);
    // This process's own global is left as it was.
    expect("gc" in globalThis).toBe(false);
  });

  it("does nothing while the young generation is at or below the threshold", () => {
    // V8 may resize the young generation at any scavenge, even between two reads a line apart (a full suite's run once
    // saw it change between `young()` and the call), so each case compares the call with what the call itself read, and
    // the thresholds lie far from it.
    settleHeap({ youngAbove: 0 });
    // Right after a full collection the young generation is far below the default of 64 MiB.
    const untouched = settleHeap();
    expect(untouched).toEqual({
      settled: false,
      youngBefore: untouched.youngBefore,
      youngAfter: untouched.youngBefore,
      rssBefore: untouched.rssBefore,
      rssAfter: untouched.rssBefore,
      ms: 0,
    });
    expect(untouched.youngBefore).toBeLessThanOrEqual(64 * mib);
    growYoungGeneration();
    const below = settleHeap({ youngAbove: Number.MAX_SAFE_INTEGER });
    expect(below).toEqual({
      settled: false,
      youngBefore: below.youngBefore,
      youngAfter: below.youngBefore,
      rssBefore: below.rssBefore,
      rssAfter: below.rssBefore,
      ms: 0,
    });
    expect(below.youngBefore).toBeGreaterThanOrEqual(32 * mib);
    expect(settleHeap({ youngAbove: 0 })).toMatchObject({ settled: true });
  });

  it("refuses a threshold that is not a number of bytes (INVALID_OPTIONS), before reading or collecting anything", () => {
    for (const youngAbove of [Number.NaN, -1, Number.POSITIVE_INFINITY, "64" as unknown as number, null as unknown as number]) {
      let caught: unknown;
      try {
        settleHeap({ youngAbove });
      } catch (error) {
        caught = error;
      }
      expect(isEngramError(caught) && caught.code).toBe("INVALID_OPTIONS");
      expect((caught as Error).message).toContain(`got ${String(youngAbove)}`);
    }
  });

  it("loads node:v8 only when called, so importing core's root does not", async () => {
    const { execFileSync } = await import("node:child_process");
    const root = new URL("../dist/index.js", import.meta.url).href;
    const loaded = execFileSync(
      process.execPath,
      ["--input-type=module", "-e", `await import(${JSON.stringify(root)}); console.log(process.moduleLoadList.includes("NativeModule v8"))`],
      {
        encoding: "utf8",
      },
    );
    expect(loaded.trim()).toBe("false");
  });
});

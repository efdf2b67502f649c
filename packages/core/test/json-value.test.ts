import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatJsonPath, inspectJson, withWellFormedStrings } from "../src/message/json-value.js";

const limits = { maxDepth: 4, maxSize: 1_000_000 };

/** The simple, recursive reading of the rule inspectJson implements without recursion. */
function isJsonValue(value: unknown, depth: number, open: readonly object[]): boolean {
  if (value === null || typeof value === "boolean" || typeof value === "string") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value !== "object") return false;
  if (open.includes(value) || depth >= limits.maxDepth) return false;
  const inside = [...open, value];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (!(i in value) || value[i] === undefined || !isJsonValue(value[i], depth + 1, inside)) return false;
    }
    return true;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  const record = value as Record<string, unknown>;
  return Object.keys(record).every((key) => record[key] === undefined || (key.isWellFormed() && isJsonValue(record[key], depth + 1, inside)));
}

function withoutNegativeZero(value: unknown): unknown {
  if (Object.is(value, -0)) return 0;
  if (Array.isArray(value)) return value.map(withoutNegativeZero);
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNegativeZero(item)]));
  return value;
}

describe("inspectJson", () => {
  it("accepts exactly what the recursive rule accepts, on arbitrary values", () => {
    const anything = fc.anything({
      maxDepth: 4,
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
      withUnicodeString: true,
    });
    fc.assert(
      fc.property(anything, (value) => {
        expect(inspectJson(value, limits).problem === undefined).toBe(isJsonValue(value, 0, []));
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it("gives back what a JSON round trip gives for every value it accepts", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
        expect(inspectJson(value, limits).problem).toBeUndefined();
        // -0 is a JSON number too, and comes back as 0, as from every store.
        expect(JSON.parse(JSON.stringify(value))).toEqual(withoutNegativeZero(value));
      }),
      { numRuns: 1_000 },
    );
  });

  it("names a cycle where it closes, and a throwing Proxy where it is read", () => {
    const a: Record<string, unknown> = { list: [] };
    (a["list"] as unknown[]).push({ back: a });
    expect(inspectJson({ a }, { maxDepth: 64, maxSize: 1_000 }).problem).toEqual({
      path: ["a", "list", 0, "back"],
      reason: "refers back to an object that contains it (a circular value)",
    });
    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("no keys for you");
        },
      },
    );
    expect(inspectJson({ x: [trap] }, limits).problem).toEqual({ path: ["x", 0], reason: "could not be read (no keys for you)" });
  });

  it("counts the size limit over strings, keys and values", () => {
    expect(inspectJson({ ab: "cdef" }, { maxDepth: 4, maxSize: 8 }).problem).toBeUndefined();
    expect(inspectJson({ ab: "cdefg" }, { maxDepth: 4, maxSize: 8 }).problem?.reason).toBe(
      "passes the size limit of 8 (string and key lengths plus one per value)",
    );
  });

  it("reports lone surrogates in strings as ill-formed, and withWellFormedStrings replaces them keeping every key", () => {
    const value = JSON.parse('{"__proto__":{"t":"a\\ud800"},"list":["\\udc00b"]}') as unknown;
    expect(inspectJson(value, limits)).toEqual({ problem: undefined, illFormed: true });
    const fixed = withWellFormedStrings(value) as Record<string, unknown>;
    expect(Object.getPrototypeOf(fixed)).toBe(Object.prototype);
    expect(Object.keys(fixed)).toEqual(["__proto__", "list"]);
    expect(JSON.stringify(fixed)).toBe('{"__proto__":{"t":"a\uFFFD"},"list":["\uFFFDb"]}');
    expect(inspectJson({ ok: "\uD83D\uDE00" }, limits).illFormed).toBe(false);
  });

  it("formats plain keys as they are and quotes the others", () => {
    expect(formatJsonPath(["parts", 0, "input", "a b", "x".repeat(50), "\uD800"])).toBe(`parts.0.input."a b"."${"x".repeat(40)}…"."\\ud800"`);
  });
});

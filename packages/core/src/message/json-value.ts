/** How deep and how large a value may be (README "The message model"). */
export interface JsonLimits {
  /** Objects and arrays nested at most this deep, the value itself counting as the first level. */
  readonly maxDepth: number;
  /** At most this size: the length of every string and key, plus one per value. */
  readonly maxSize: number;
}

export type JsonPath = readonly (string | number)[];

/** Where a value stops being JSON, and why ("is a BigInt"): the reason completes "<path> ...". */
export interface JsonProblem {
  readonly path: JsonPath;
  readonly reason: string;
}

export interface JsonInspection {
  readonly problem: JsonProblem | undefined;
  /** Some string (not a key) holds a lone UTF-16 surrogate: `withWellFormedStrings` makes it whole. */
  readonly illFormed: boolean;
}

interface Frame {
  readonly container: object;
  /** The keys of an object; undefined for an array. */
  readonly keys: readonly string[] | undefined;
  readonly length: number;
  /** The index of the child after the one being visited. */
  next: number;
}

/**
 * Checks that `root` is a JSON value a store writes and reads back unchanged: null, booleans, finite
 * numbers, strings, arrays without holes or `undefined` items, and plain objects (an `undefined`
 * property is left out, as JSON does), within `limits`, with no cycle. Iterative: a value nested a
 * million levels is reported, not a stack overflow. A value that throws while read (a getter, a Proxy)
 * is reported too. Stops at the first problem. Runs once per appended message, so the loop keeps no
 * path or set of open objects: both are worked out from the open frames when a problem is found.
 */
export function inspectJson(root: unknown, limits: JsonLimits): JsonInspection {
  const frames: Frame[] = [];
  let size = 0;
  let illFormed = false;
  const fail = (reason: string): JsonInspection => ({ problem: { path: openPath(frames), reason }, illFormed });
  let value = root;
  let inArray = false;
  try {
    for (;;) {
      size += 1;
      switch (typeof value) {
        case "string":
          size += value.length;
          if (!illFormed && !value.isWellFormed()) illFormed = true;
          break;
        case "number":
          if (!Number.isFinite(value)) return fail(`is ${String(value)}, not a finite number`);
          break;
        case "boolean":
          break;
        case "bigint":
          return fail("is a BigInt (use a number or a string)");
        case "undefined":
          return fail(inArray ? "is undefined inside an array (use null)" : "is undefined");
        case "function":
          return fail("is a function");
        case "symbol":
          return fail("is a symbol");
        case "object": {
          if (value === null) break;
          if (frames.length >= limits.maxDepth) {
            // A cycle runs into the depth limit: named where it first closes.
            const closes = firstRepeat(frames);
            if (closes === undefined) return fail(`nests objects and arrays deeper than ${limits.maxDepth} levels`);
            return { problem: { path: openPath(frames.slice(0, closes)), reason: "refers back to an object that contains it (a circular value)" }, illFormed };
          }
          if (Array.isArray(value)) {
            frames.push({ container: value, keys: undefined, length: value.length, next: 0 });
          } else {
            const kind = objectKind(value);
            if (kind !== undefined) return fail(`is ${kind}, not a plain object`);
            const keys = Object.keys(value);
            frames.push({ container: value, keys, length: keys.length, next: 0 });
          }
        }
      }
      if (size > limits.maxSize) return fail(`passes the size limit of ${limits.maxSize} (string and key lengths plus one per value)`);
      // The next value to visit: the next child of the innermost open container that has one left.
      let found = false;
      while (frames.length > 0) {
        const frame = frames[frames.length - 1]!;
        if (frame.next === frame.length) {
          frames.pop();
          continue;
        }
        const index = frame.next++;
        if (frame.keys === undefined) {
          if (!(index in frame.container)) return fail("is a hole in an array (use null)");
          value = (frame.container as unknown[])[index];
          inArray = true;
        } else {
          const key = frame.keys[index]!;
          value = (frame.container as Record<string, unknown>)[key];
          // JSON leaves an undefined property out; so does every store.
          if (value === undefined) continue;
          if (!key.isWellFormed()) return fail("is a key holding a lone UTF-16 surrogate");
          size += key.length;
          inArray = false;
        }
        found = true;
        break;
      }
      if (!found) return { problem: undefined, illFormed };
    }
  } catch (error) {
    return fail(`could not be read (${error instanceof Error ? error.message : "a non-Error was thrown"})`);
  }
}

/** The path of the value being visited: each open container's current key (a container just opened has none yet). */
function openPath(frames: readonly Frame[]): JsonPath {
  return frames.filter((frame) => frame.next > 0).map((frame) => (frame.keys === undefined ? frame.next - 1 : frame.keys[frame.next - 1]!));
}

/** The index of the first open container that is also open further out (a cycle), if any. */
function firstRepeat(frames: readonly Frame[]): number | undefined {
  const seen = new Set<object>();
  for (const [index, frame] of frames.entries()) {
    if (seen.has(frame.container)) return index;
    seen.add(frame.container);
  }
  return undefined;
}

/** What an object other than a plain one is ("a Date", "a Foo instance"); undefined for a plain object. */
function objectKind(value: object): string | undefined {
  const prototype = Object.getPrototypeOf(value) as { constructor?: unknown } | null;
  if (prototype === null || prototype === Object.prototype) return undefined;
  const name = typeof prototype.constructor === "function" ? prototype.constructor.name : "";
  if (!name) return "an object with a custom prototype";
  return ["Date", "Map", "Set", "RegExp", "Error", "Promise", "WeakMap", "WeakSet"].includes(name) || /Array$/.test(name) ? `a ${name}` : `a ${name} instance`;
}

/**
 * A copy of `value` with every lone UTF-16 surrogate in its strings replaced by U+FFFD, as UTF-8 (a
 * SQLite file, Redis, a file) would store them. Only for values `inspectJson` accepted: recursion is
 * bounded by its depth limit.
 */
export function withWellFormedStrings<T>(value: T): T {
  if (typeof value === "string") return value.toWellFormed() as T;
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => withWellFormedStrings(item)) as T;
  // fromEntries defines each key as an own property: a "__proto__" key stays a key.
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withWellFormedStrings(item)])) as T;
}

/** `parts.1.input.files."a b"`: plain keys as they are, others quoted; long keys clipped. */
export function formatJsonPath(path: JsonPath): string {
  return path
    .map((key) => {
      if (typeof key === "number") return String(key);
      if (/^[A-Za-z_$][\w$-]{0,39}$/.test(key)) return key;
      return JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key);
    })
    .join(".");
}

import { findSecretSpans, type SecretSpan } from "./secret-rules.js";
import { sensitiveNameKind } from "./secret-names.js";
import { redactionMarker, redactText } from "./redact-secrets.js";

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== "object") return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** The value of a secret-named field: strings and numbers are replaced, other values are walked. */
function secretLeaf(value: unknown, kind: string): unknown {
  if (typeof value === "string") return value.length >= 3 && !value.startsWith("[REDACTED") ? redactionMarker(kind) : value;
  if (typeof value === "number" || typeof value === "bigint") return redactionMarker(kind);
  return undefined;
}

/** Elements of a string array searched as one command line (`["mysql", "-pSECRET"]`, `["--password", "x"]`). */
const maxJoinedElements = 256;

/** An argv-like array: strings, one of them a flag. Other arrays are redacted string by string (memoized). */
function isCommandLine(items: readonly unknown[]): items is string[] {
  if (items.length < 2 || items.length > maxJoinedElements) return false;
  let flag = false;
  for (const item of items) {
    if (typeof item !== "string") return false;
    if (item.startsWith("-")) flag = true;
  }
  return flag;
}

/** Keys shorter than this hold no secret (the shortest found is longer); most keys are, and skip the rules. */
const minSecretKey = 8;

/** Each string redacted with the secrets found in the strings joined by spaces, as argv is. */
function redactStrings(items: readonly string[]): string[] {
  const offsets: number[] = [];
  let length = 0;
  for (const item of items) {
    offsets.push(length);
    length += item.length + 1;
  }
  const spans = findSecretSpans(items.join(" "));
  const perItem: SecretSpan[][] = items.map(() => []);
  let k = 0;
  for (const span of spans) {
    while (k + 1 < items.length && offsets[k + 1]! <= span.start) k++;
    for (let i = k; i < items.length && offsets[i]! < span.end; i++) {
      const start = Math.max(span.start, offsets[i]!) - offsets[i]!;
      const end = Math.min(span.end, offsets[i]! + items[i]!.length) - offsets[i]!;
      if (end > start) perItem[i]!.push({ kind: span.kind, start, end });
    }
  }
  return items.map((item, i) => {
    let out = "";
    let at = 0;
    for (const span of perItem[i]!) {
      out += item.slice(at, span.start) + redactionMarker(span.kind);
      at = span.end;
    }
    return out + item.slice(at);
  });
}

/** A key not already in `out`: a key that collides with a redacted one gets ` #2`, ` #3`, … */
function freeKey(out: Record<string, unknown>, key: string): string {
  if (!Object.hasOwn(out, key)) return key;
  let n = 2;
  while (Object.hasOwn(out, `${key} #${n}`)) n++;
  return `${key} #${n}`;
}

function setEntry(out: Record<string, unknown>, key: string, value: unknown): void {
  // `__proto__` read from JSON is an own key; assigning it would set the prototype instead.
  if (key === "__proto__") Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}

interface WalkOptions {
  /** Secret-named fields lose their values, keys are redacted, argv-like arrays are read as one line. */
  readonly structure: boolean;
  /** Fields whose values are kept as they are (ids, times). */
  readonly keep?: ReadonlySet<string>;
}

function walk(value: unknown, options: WalkOptions): unknown {
  if (typeof value === "string") return redactText(value);
  if (!isContainer(value)) return value;
  const copies = new Map<Container, Container>();
  const pending: Array<{ from: Container; to: Container; kind: string | undefined }> = [];
  let changed = false;
  const visit = (item: unknown, kind: string | undefined): unknown => {
    if (kind !== undefined) {
      const leaf = secretLeaf(item, kind);
      if (leaf !== undefined) {
        if (leaf !== item) changed = true;
        return leaf;
      }
    }
    if (typeof item === "string") {
      const next = redactText(item);
      if (next !== item) changed = true;
      return next;
    }
    if (!isContainer(item)) return item;
    const known = copies.get(item);
    if (known) return known;
    const copy: Container = Array.isArray(item) ? [] : {};
    copies.set(item, copy);
    // Array elements inherit the field's kind (`"tokens": [...]` under `token`); object fields do not.
    pending.push({ from: item, to: copy, kind: Array.isArray(item) ? kind : undefined });
    return copy;
  };
  const root = visit(value, undefined);
  while (pending.length > 0) {
    const { from, to, kind } = pending.pop()!;
    if (Array.isArray(from)) {
      const out = to as unknown[];
      if (options.structure && kind === undefined && isCommandLine(from)) {
        const next = redactStrings(from);
        next.forEach((item, i) => {
          if (item !== from[i]) changed = true;
          out.push(item);
        });
      } else {
        for (const item of from) out.push(visit(item, kind));
      }
      continue;
    }
    const out = to as Record<string, unknown>;
    for (const [key, item] of Object.entries(from)) {
      if (options.keep?.has(key)) {
        setEntry(out, key, item);
        continue;
      }
      const redactedKey = !options.structure || key.length < minSecretKey ? key : redactText(key);
      if (redactedKey !== key) changed = true;
      setEntry(out, freeKey(out, redactedKey), visit(item, options.structure ? sensitiveNameKind(key) : undefined));
    }
  }
  return changed ? root : value;
}

/**
 * Secrets removed from a tool's input or output, at any depth: strings are redacted, keys that are
 * themselves secrets are replaced, values of secret-named fields (`password`, `apiKey`, `pin`) become
 * markers whatever their type (strings, numbers; in arrays too), and an argv-like array (strings, one
 * a flag) is read as one command line. Walks with an explicit stack (no depth limit) and copes with
 * shared and circular references (a cycle stays a cycle in the copy). Objects that are not plain
 * (class instances, Maps, Dates) are kept as they are. Returns `value` itself when nothing was found.
 */
export function redactValue(value: unknown): unknown {
  return walk(value, { structure: true });
}

/**
 * `value` with every string redacted and everything else (keys, numbers, the fields in `keep`) as it
 * is: for stored records, whose shape a schema fixes. Returns `value` itself when nothing was found.
 */
export function redactStringsIn<T>(value: T, keep?: ReadonlySet<string>): T {
  return walk(value, { structure: false, ...(keep ? { keep } : {}) }) as T;
}

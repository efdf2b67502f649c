/** How deep `copyData` walks plain objects and arrays before it hands the value to `structuredClone`. */
const maxDepth = 64;

/**
 * A deep copy of stored data, equal to `structuredClone(value)`: plain objects and arrays are copied
 * by hand (several times faster for the small records and events a store hands out on every read);
 * anything else that is not a primitive (a Date, a Map, a class instance), or data nested deeper than
 * 64 levels (where a cycle could hide), is copied by `structuredClone`.
 */
export function copyData<T>(value: T): T {
  const copied = copyPlain(value, 0);
  return copied === tooDeep ? structuredClone(value) : (copied as T);
}

/** Marks a walk that met data nested past `maxDepth`: the whole value is then copied by `structuredClone`. */
const tooDeep: unique symbol = Symbol("too deep");

function copyPlain(value: unknown, depth: number): unknown {
  // A function or symbol cannot be cloned: structuredClone says so, as the caller would expect.
  if (typeof value === "function" || typeof value === "symbol") return structuredClone(value);
  if (typeof value !== "object" || value === null) return value;
  if (depth >= maxDepth) return tooDeep;
  if (Array.isArray(value)) {
    // A sparse or extended array is left to structuredClone, which keeps its holes and drops nothing it should keep.
    if (Object.getPrototypeOf(value) !== Array.prototype) return structuredClone(value);
    const copy = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) return structuredClone(value);
      const item = copyPlain(value[i], depth + 1);
      if (item === tooDeep) return tooDeep;
      copy[i] = item;
    }
    return copy;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = copyPlain((value as Record<string, unknown>)[key], depth + 1);
    if (item === tooDeep) return tooDeep;
    // An own "__proto__" key (JSON.parse makes one) stays a key: assigning it would set the copy's prototype.
    if (key === "__proto__") Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
    else copy[key] = item;
  }
  return copy;
}

import { expect } from "vitest";
import type { z } from "zod";

/** Every key path of a value in the order its objects hold them: equal lists mean equal key order at every depth. */
export function keyOrder(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keyOrder(item, `${path}[${index}]`));
  if (typeof value !== "object" || value === null) return [];
  return Object.keys(value).flatMap((key) => [`${path}.${key}`, ...keyOrder((value as Record<string, unknown>)[key], `${path}.${key}`)]);
}

/** A quick path beside its schema: `quick` answers or leaves it, `safeParse` is the two together. */
export interface QuickPath<T> {
  readonly schema: z.ZodType<T>;
  readonly quick: (value: unknown) => T | undefined;
  readonly safeParse: (value: unknown) => z.ZodSafeParseResult<T>;
}

/**
 * The quick path against the schema for one input: when it answers, the schema accepts the input and
 * returns an equal value with the same key order at every depth; `safeParse` answers as the schema does
 * either way. Returns whether the quick path answered.
 */
export function expectAsSchema<T>(path: QuickPath<T>, input: unknown): boolean {
  const schema = path.schema.safeParse(input);
  const quick = path.quick(input);
  const both = path.safeParse(input);
  expect(both.success).toBe(schema.success);
  if (schema.success) {
    expect(both.data).toStrictEqual(schema.data);
    expect(keyOrder(both.data)).toEqual(keyOrder(schema.data));
  } else expect(both.error?.issues).toEqual(schema.error.issues);
  if (quick === undefined) return false;
  expect(schema.success).toBe(true);
  expect(quick).toStrictEqual(schema.data);
  expect(keyOrder(quick)).toEqual(keyOrder(schema.data));
  return true;
}

/** `levels` objects nested in one another around a string. */
export function deep(levels: number): unknown {
  let value: unknown = "bottom";
  for (let level = 0; level < levels; level++) value = { down: value };
  return value;
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/**
 * Sets, deletes or moves to the end a random key of a random object or array anywhere in `value`: a key it
 * holds or one of `keys`, set to a copy of one of `values`.
 */
export function mutate(random: () => number, value: Record<string, unknown>, keys: readonly string[], values: readonly unknown[]): void {
  let target: Record<string, unknown> | unknown[] = value;
  for (let depth = 0; depth < 6 && random() < 0.7; depth++) {
    const children = Object.values(target).filter((child) => typeof child === "object" && child !== null) as (Record<string, unknown> | unknown[])[];
    if (children.length === 0) break;
    target = pick(random, children);
  }
  const own = Array.isArray(target) ? target.map((_, index) => String(index)) : Object.keys(target);
  const key = pick(random, [...own, ...keys]);
  const roll = random();
  const record = target as Record<string, unknown>;
  if (roll < 0.2) delete record[key];
  else if (roll < 0.35 && key in record) {
    // Moved to the end: the same keys in another order.
    const moved = record[key];
    delete record[key];
    record[key] = moved;
  } else Object.defineProperty(record, key, { value: structuredClone(pick(random, values)), enumerable: true, configurable: true, writable: true });
}

import { expect } from "vitest";
import type { z } from "zod";
import { seededRandom } from "../src/testing/seeded-random.js";

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

/** How a fuzz run's inputs came out: answered by the quick path, valid but left to the schema, refused. */
export interface FuzzOutcomes {
  quick: number;
  schemaOnly: number;
  refused: number;
}

/**
 * `rounds` copies of `bases`, each mutated 0-2 times (`mutate` with `keys` and `values`), every one checked
 * with `expectAsSchema`: returns how they came out.
 */
export function fuzzAgainstSchema<T>(
  path: QuickPath<T>,
  seed: number,
  rounds: number,
  bases: readonly unknown[],
  keys: readonly string[],
  values: readonly unknown[],
): FuzzOutcomes {
  const random = seededRandom(seed);
  const outcomes: FuzzOutcomes = { quick: 0, schemaOnly: 0, refused: 0 };
  for (let round = 0; round < rounds; round++) {
    const input = structuredClone(pick(random, bases)) as Record<string, unknown>;
    const mutations = Math.floor(random() * 3);
    for (let step = 0; step < mutations; step++) mutate(random, input, keys, values);
    if (expectAsSchema(path, input)) outcomes.quick += 1;
    else if (path.schema.safeParse(input).success) outcomes.schemaOnly += 1;
    else outcomes.refused += 1;
  }
  return outcomes;
}

/** Every outcome came out in bulk (more than each minimum), so no side of the comparison is vacuous. */
export function expectEveryOutcome(outcomes: FuzzOutcomes, atLeast: FuzzOutcomes): void {
  expect(outcomes.quick).toBeGreaterThan(atLeast.quick);
  expect(outcomes.schemaOnly).toBeGreaterThan(atLeast.schemaOnly);
  expect(outcomes.refused).toBeGreaterThan(atLeast.refused);
}

/**
 * Values core validated itself, kept by identity so the next layer does not validate them again: a
 * message parsed from a draft is checked by `parseMessage`, and was checked again by the store (inside
 * its event) and by the pipeline (zod's message schema, three times per appended message). Only core
 * marks values, right where it built them from validated parts; like every message Engram hands out,
 * they are taken as immutable.
 */
const validated = new WeakSet<object>();

export function markValidated<T extends object>(value: T): T {
  validated.add(value);
  return value;
}

export function isValidated(value: unknown): boolean {
  return typeof value === "object" && value !== null && validated.has(value);
}

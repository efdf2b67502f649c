import { storedDateSchema } from "../store/session-events.js";

/**
 * The stored schemas' own pattern for an instant (`z.iso.datetime({ offset: true })`, the same for events
 * and records); undefined, and every quick path off, if a zod release stops exposing it.
 */
export const isoPattern: RegExp | undefined = storedDateSchema._zod.pattern instanceof RegExp ? storedDateSchema._zod.pattern : undefined;

/** An instant the stored schemas accept. */
export function isInstant(value: unknown): value is string {
  return typeof value === "string" && isoPattern !== undefined && isoPattern.test(value);
}

export function isPlainObject(value: unknown): value is object {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * An array with no hole and no key besides its items: a schema copies an array item by item, so one with
 * other keys would come back without them.
 */
export function isPlainArray(value: unknown): value is unknown[] {
  if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype) return false;
  let keys = 0;
  for (const _ in value) keys += 1;
  return keys === value.length;
}

/**
 * Whether the own keys of `value`, in their order, are `keys` in order with some of the optional ones left
 * out (`required[i]` says which must be there). Returns how many were present, or -1.
 */
export function keysInOrder(value: object, keys: readonly string[], required: readonly boolean[]): number {
  let at = 0;
  let present = 0;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) return -1;
    while (at < keys.length && keys[at] !== key) {
      if (required[at]) return -1;
      at += 1;
    }
    if (at === keys.length) return -1;
    at += 1;
    present += 1;
  }
  for (; at < keys.length; at++) if (required[at]) return -1;
  return present;
}

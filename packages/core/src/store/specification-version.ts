import { EngramError } from "../errors.js";

/**
 * The version of the store contract (`MemoryStore`, its record schemas and the search spec) this core
 * implements. A store states the version it implements as `specificationVersion`; the number changes
 * when a store must change to stay conformant, and core refuses a store of a version it does not know.
 */
export const storeSpecificationVersion = 1;

/** The contract versions this core can use a store of. */
export type StoreSpecificationVersion = typeof storeSpecificationVersion;

/**
 * Refuses a store that does not state a contract version this core implements: UNSUPPORTED_STORE,
 * naming the version found and the one expected. `where` names the call ("createMemory").
 */
export function assertSupportedStore(store: unknown, where: string): void {
  if (typeof store !== "object" || store === null) {
    throw new EngramError(
      "INVALID_OPTIONS",
      `${where} needs a store: pass \`store\` (for example createInMemoryStore(), or openSqliteStore(path) from @engram/store-sqlite).`,
    );
  }
  const stated = (store as { specificationVersion?: unknown }).specificationVersion;
  if (stated === storeSpecificationVersion) return;
  const name = (store as { constructor?: { name?: unknown } }).constructor?.name;
  const which = typeof name === "string" && name !== "Object" ? `The store (${name})` : "The store";
  const found = stated === undefined ? "states no specificationVersion" : `implements store specification version ${JSON.stringify(stated)}`;
  throw new EngramError(
    "UNSUPPORTED_STORE",
    `${which} ${found}; this @engram/core implements version ${storeSpecificationVersion}. Use a release of the store package made for this core, or set \`readonly specificationVersion = ${storeSpecificationVersion}\` once the store passes @engram/core/testing's conformance suite for it.`,
    { details: { where, found: stated === undefined ? null : String(stated), expected: storeSpecificationVersion } },
  );
}

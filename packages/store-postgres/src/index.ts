export { openPostgresStore, type PostgresStoreOptions } from "./open-postgres-store.js";
export type { PostgresStore } from "./postgres-memory-store.js";
export type { PostgresStoreStats } from "./store-stats.js";
export type { PgliteInstance, PgliteTransaction } from "./driver/pglite-driver.js";
export type { RetryOptions } from "./retry.js";

// First: the runtime check runs before the native modules the next exports load.
import "./node-guard.js";
export { openSqliteStore, type SqliteDurability, type SqliteStoreOptions } from "./open-sqlite-store.js";
export { migrations, latestSchemaVersion, migrate, schemaVersion, type Migration } from "./migrations.js";
export { ftsQuery, queryTerms, type FtsQuery } from "./fts-query.js";

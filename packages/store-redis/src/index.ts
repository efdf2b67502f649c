export { openRedisStore, type RedisStoreOptions } from "./open-redis-store.js";
export type { RedisStore } from "./redis-memory-store.js";
export type { RedisPersistence, RedisStoreStats, RedisStoreWarning } from "./persistence.js";
export type { RetryOptions } from "./retry.js";
export { KeyLayout, hashTagOf } from "./keys.js";

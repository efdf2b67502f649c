export { openRedisStore, type RedisStoreOptions } from "./open-redis-store.js";
export type { RetryOptions } from "./retry.js";
export { KeyLayout, hashTagOf } from "./keys.js";

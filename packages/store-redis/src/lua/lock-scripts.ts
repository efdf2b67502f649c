import { luaScript } from "./script.js";

/** KEYS[1] the lock; ARGV: token, ttl ms. Extends the lease only while this token holds it. */
export const renewLockScript = luaScript(
  "renew-lock",
  `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('PEXPIRE', KEYS[1], ARGV[2])`,
);

/** KEYS[1] the lock; ARGV: token. Deletes the lock only while this token holds it. */
export const releaseLockScript = luaScript(
  "release-lock",
  `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('DEL', KEYS[1])`,
);

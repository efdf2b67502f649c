import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createClient, type RedisClientType } from "redis";

/** A server to read: its URL (a client is connected for the call), or a client already connected. */
export type ServerRef = string | RedisClientType;

/** Runs `body` with a plain client to each server (a cluster's masters: a SCAN sees one node's keys). */
async function onEachServer(servers: ServerRef | readonly ServerRef[], body: (client: RedisClientType) => Promise<void>): Promise<void> {
  for (const server of Array.isArray(servers) ? servers : [servers]) {
    if (typeof server !== "string") {
      await body(server);
      continue;
    }
    const client: RedisClientType = createClient({ url: server });
    await client.connect();
    try {
      await body(client);
    } finally {
      await client.close();
    }
  }
}

/** Every key under `prefix` on one server (a SCAN). */
async function scanKeys(client: RedisClientType, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = "0";
  do {
    const reply = await client.scan(cursor, { MATCH: `${prefix}:*`, COUNT: 1000 });
    cursor = String(reply.cursor);
    keys.push(...reply.keys);
  } while (cursor !== "0");
  return keys;
}

/**
 * Every byte Redis holds for keys under `prefix`: each key's name and value, read the way its type is
 * (strings, hashes' fields and values, lists, sets, sorted sets' members), one SCAN over the prefix on
 * each server given (a standalone server, or every master of a cluster).
 */
export async function readRedisKeys(servers: ServerRef | readonly ServerRef[], prefix: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  await onEachServer(servers, async (client) => {
    for (const key of await scanKeys(client, prefix)) {
      parts.push(Buffer.from(key));
      const type = String(await client.sendCommand(["TYPE", key]));
      const command =
        type === "string"
          ? ["GET", key]
          : type === "hash"
            ? ["HGETALL", key]
            : type === "list"
              ? ["LRANGE", key, "0", "-1"]
              : type === "set"
                ? ["SMEMBERS", key]
                : type === "zset"
                  ? ["ZRANGE", key, "0", "-1"]
                  : undefined;
      if (command === undefined) throw new Error(`readRedisKeys: key ${key} has type ${type}, which the store never writes`);
      const value: unknown = await client.sendCommand(command);
      parts.push(Buffer.from(JSON.stringify(value)));
    }
  });
  return Buffer.concat(parts);
}

/** Removes every key under `prefix` on each server given (one key per UNLINK: a cluster refuses keys of several slots in one). */
export async function deleteRedisKeys(servers: ServerRef | readonly ServerRef[], prefix: string): Promise<void> {
  await onEachServer(servers, async (client) => {
    await Promise.all((await scanKeys(client, prefix)).map((key) => client.unlink(key)));
  });
}

/** Every file under the server's data directory (the AOF directory's files, the RDB snapshot). */
export function readServerFiles(dir: string): Buffer {
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile());
  return Buffer.concat(files.map((file) => readFileSync(file)));
}

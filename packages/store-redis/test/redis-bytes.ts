import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "redis";

/**
 * Every byte Redis holds for keys under `prefix`: each key's name and value, read the way its type is
 * (strings, hashes' fields and values, lists, sets, sorted sets' members), one SCAN over the prefix.
 */
export async function readRedisKeys(url: string, prefix: string): Promise<Buffer> {
  const client = createClient({ url });
  await client.connect();
  try {
    const parts: Buffer[] = [];
    let cursor = "0";
    do {
      const reply = await client.scan(cursor, { MATCH: `${prefix}:*`, COUNT: 1000 });
      cursor = String(reply.cursor);
      for (const key of reply.keys) {
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
    } while (cursor !== "0");
    return Buffer.concat(parts);
  } finally {
    await client.close();
  }
}

/** Every file under the server's data directory (the AOF directory's files, the RDB snapshot). */
export function readServerFiles(dir: string): Buffer {
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile());
  return Buffer.concat(files.map((file) => readFileSync(file)));
}

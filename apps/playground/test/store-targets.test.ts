import { describe, expect, it } from "vitest";
import { availableStores, parseStoreTargets } from "../src/web/store-targets.js";

describe("the playground's store picker reads --store with core's store specs", () => {
  it("starts on the store --store names; fs and sqlite keep their defaults, Redis comes from REDIS_URL", () => {
    expect(parseStoreTargets(undefined, {}, "/work")).toEqual({ active: "fs", fs: "/work/.engram", sqlite: "/work/memory.db" });
    const pglite = parseStoreTargets("pglite:pg", { REDIS_URL: " redis://127.0.0.1:6379 " }, "/work");
    expect(pglite).toEqual({
      active: "pglite",
      fs: "/work/.engram",
      sqlite: "/work/memory.db",
      pglite: "/work/pg",
      redis: { kind: "redis", url: "redis://127.0.0.1:6379", cluster: false },
    });
    expect(availableStores(pglite)).toEqual([
      { kind: "fs", location: "/work/.engram" },
      { kind: "sqlite", location: "/work/memory.db" },
      { kind: "pglite", location: "/work/pg" },
      { kind: "redis", location: "redis://127.0.0.1:6379" },
    ]);
    const postgres = parseStoreTargets("postgres://ann:secret@db:5432/app?schema=play", {}, "/work");
    expect(postgres.postgres).toEqual({ kind: "postgres", connectionString: "postgres://ann:secret@db:5432/app", schema: "play" });
    expect(availableStores(postgres).at(-1)).toEqual({ kind: "postgres", location: "postgres://db:5432/app?schema=play" });
    expect(parseStoreTargets("redis+cluster://a:7000,b:7001/team", {}, "/work").redis).toEqual({
      kind: "redis",
      url: "redis+cluster://a:7000,b:7001",
      cluster: true,
      prefix: "team",
    });
  });

  it("refuses a bad spec with core's message, never showing a password", () => {
    expect(() => parseStoreTargets("postgres://ann:secret@db/app?schema=Bad-Name", {}, "/work")).toThrow(
      /^--store: Invalid store "postgres:\/\/\*\*\*@db\/app\?schema=Bad-Name": the schema "Bad-Name" is not a plain identifier/,
    );
    expect(() => parseStoreTargets("redis://h:1/{x}", {}, "/work")).toThrow(/the prefix "\{x\}" may not contain \{ or \}/);
    expect(() => parseStoreTargets("pglite:", {}, "/work")).toThrow(/pglite: needs a directory after the colon/);
    expect(() => parseStoreTargets(undefined, { REDIS_URL: "sqlite:x.db" }, "/work")).toThrow(
      "REDIS_URL names a sqlite store; give a redis:// or redis+cluster:// URL.",
    );
    expect(() => parseStoreTargets("mongodb://x", {}, "/work")).toThrow(/^--store: Unknown store "mongodb:\/\/x"/);
  });
});

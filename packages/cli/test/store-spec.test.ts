import { describe, expect, it } from "vitest";
import { UsageError } from "../src/cli-errors.js";
import { describeStore, parseStoreSpec } from "../src/store-spec.js";

describe("the CLI's store specs (core's parseStoreSpec, with paths from the CLI)", () => {
  it("resolves every file store's path from the base directory, ~ as the home directory", () => {
    expect(parseStoreSpec("pglite:~/pg", "/work", "/home/ann")).toEqual({ kind: "pglite", dir: "/home/ann/pg" });
    expect(parseStoreSpec("pglite:data/pg", "/work", "/home/ann")).toEqual({ kind: "pglite", dir: "/work/data/pg" });
    expect(parseStoreSpec("pglite:memory://", "/work", "/home/ann")).toEqual({ kind: "pglite", dir: "memory://" });
    expect(parseStoreSpec("fs:~", "/work", "/home/ann")).toEqual({ kind: "fs", root: "/home/ann" });
    expect(parseStoreSpec("sqlite:../m.db", "/work/a", "/home/ann")).toEqual({ kind: "sqlite", path: "/work/m.db" });
  });

  it("gives a Redis spec without a path the prefix engram, and takes servers' URLs as they are", () => {
    expect(parseStoreSpec("redis://127.0.0.1:6379", "/work")).toEqual({ kind: "redis", url: "redis://127.0.0.1:6379", cluster: false, prefix: "engram" });
    expect(parseStoreSpec("redis+cluster://127.0.0.1:7000,127.0.0.1:7001/team", "/work")).toEqual({
      kind: "redis",
      url: "redis+cluster://127.0.0.1:7000,127.0.0.1:7001",
      cluster: true,
      prefix: "team",
    });
    expect(parseStoreSpec("postgresql://ann@db/app?schema=team_a", "/work")).toEqual({
      kind: "postgres",
      connectionString: "postgresql://ann@db/app",
      schema: "team_a",
    });
    expect(describeStore(parseStoreSpec("redis://:pw@h:1", "/work"))).toBe("redis://h:1/engram");
    expect(describeStore(parseStoreSpec("postgres://ann:pw@db/app", "/work"))).toBe("postgres://db/app");
  });

  it("turns every refusal into a UsageError (exit code 2) naming the fix", () => {
    for (const spec of ["postgres://db/app?schema=1x", "postgres://", "redis://h/{x}", "redis+cluster://a:1,", "pglite:", "pglite", "sqlite: "]) {
      expect(() => parseStoreSpec(spec, "/work")).toThrow(UsageError);
    }
    expect(() => parseStoreSpec("pglite", "/work")).toThrow(/^Unknown store "pglite"\. Use fs:<directory>, sqlite:<file>, pglite:<directory>, postgres:/);
  });
});

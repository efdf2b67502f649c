import { describe, expect, it } from "vitest";
import { EngramError } from "../src/errors.js";
import { describeStoreSpec, parseStoreSpec, storeSpecForms } from "../src/store/store-spec.js";

/** The INVALID_OPTIONS message `parseStoreSpec` throws for `spec`. */
function refusal(spec: string): string {
  try {
    parseStoreSpec(spec, { resolvePath: (written) => `/base/${written}` });
  } catch (error) {
    expect(error).toBeInstanceOf(EngramError);
    expect((error as EngramError).code).toBe("INVALID_OPTIONS");
    return (error as Error).message;
  }
  throw new Error(`${spec} was accepted`);
}

describe("parseStoreSpec", () => {
  const resolvePath = (written: string): string => `/base/${written}`;

  it("reads the file stores' paths through resolvePath, and keeps them as written without it", () => {
    expect(parseStoreSpec("fs:./.engram", { resolvePath })).toEqual({ kind: "fs", root: "/base/./.engram" });
    expect(parseStoreSpec("sqlite:memory.db", { resolvePath })).toEqual({ kind: "sqlite", path: "/base/memory.db" });
    expect(parseStoreSpec("pglite:data/pg", { resolvePath })).toEqual({ kind: "pglite", dir: "/base/data/pg" });
    expect(parseStoreSpec("pglite:memory://", { resolvePath })).toEqual({ kind: "pglite", dir: "memory://" });
    expect(parseStoreSpec("sqlite:~/m.db")).toEqual({ kind: "sqlite", path: "~/m.db" });
  });

  it("reads redis:// and redis+cluster://: the URL without its path, the path as the key prefix", () => {
    expect(parseStoreSpec("redis://127.0.0.1:6379")).toEqual({ kind: "redis", url: "redis://127.0.0.1:6379", cluster: false });
    expect(parseStoreSpec("rediss://app:s%40cret@cache.internal:6380/team%20a/")).toEqual({
      kind: "redis",
      url: "rediss://app:s%40cret@cache.internal:6380",
      cluster: false,
      prefix: "team a",
    });
    expect(parseStoreSpec("redis+cluster://10.0.0.1:7000,10.0.0.2:7001, 10.0.0.3:7002/engram")).toEqual({
      kind: "redis",
      url: "redis+cluster://10.0.0.1:7000,10.0.0.2:7001,10.0.0.3:7002",
      cluster: true,
      prefix: "engram",
    });
    expect(parseStoreSpec("REDISS+CLUSTER://u:p@[::1]:7000")).toEqual({ kind: "redis", url: "rediss+cluster://u:p@[::1]:7000", cluster: true });
  });

  it("reads postgres:// and postgresql://: schema= becomes the schema, every other parameter stays in the connection string", () => {
    expect(parseStoreSpec("postgres://ann@db.internal:5432/app")).toEqual({ kind: "postgres", connectionString: "postgres://ann@db.internal:5432/app" });
    expect(parseStoreSpec("postgresql://ann:pw@db:5432/app?sslmode=require&schema=team_a")).toEqual({
      kind: "postgres",
      connectionString: "postgresql://ann:pw@db:5432/app?sslmode=require",
      schema: "team_a",
    });
    expect(parseStoreSpec("postgres:///app?host=/var/run/postgresql")).toEqual({
      kind: "postgres",
      connectionString: "postgres:///app?host=/var/run/postgresql",
    });
  });

  it("refuses empty locations, naming the fix", () => {
    expect(refusal("fs:")).toBe(`Invalid store "fs:": fs: needs a directory after the colon (fs:./.engram). Use ${storeSpecForms}.`);
    expect(refusal("sqlite:   ")).toBe(`Invalid store "sqlite:   ": sqlite: needs a file after the colon (sqlite:./memory.db). Use ${storeSpecForms}.`);
    expect(refusal("pglite:")).toBe(`Invalid store "pglite:": pglite: needs a directory after the colon (pglite:./.engram). Use ${storeSpecForms}.`);
    expect(refusal("fs:a\0b")).toBe(`Invalid store "fs:a\\u0000b": the path holds a NUL character; write fs: with a real path. Use ${storeSpecForms}.`);
  });

  it("refuses hostile Redis specs: braces or control characters in the prefix, empty nodes, bad ports, a query", () => {
    expect(refusal("redis://h:6379/{team}")).toBe(
      `Invalid store "redis://h:6379/{team}": the prefix "{team}" may not contain { or } (they would break Redis Cluster's hash tags); pick a prefix without them. Use ${storeSpecForms}.`,
    );
    expect(refusal("redis+cluster://a:1,b:2/%7Bx%7D")).toContain('the prefix "{x}" may not contain { or }');
    expect(refusal("redis://h:6379/a%0Ab")).toContain("the prefix holds a control character");
    expect(refusal("redis://h/%E0%A4%A")).toContain("the prefix holds a broken %-escape");
    expect(refusal("redis+cluster://a:1,,b:2")).toContain("a cluster node is empty; list host:port[,host:port…]");
    expect(refusal("redis+cluster://")).toContain("a cluster node is empty");
    expect(refusal("redis://")).toContain("it names no host; write redis://<host>:<port>");
    expect(refusal("redis://a:1,b:2")).toContain("several hosts name a Redis Cluster; write redis+cluster://");
    expect(refusal("redis+cluster://a:99999")).toContain("it is not a URL");
    expect(refusal("redis+cluster://a:port")).toContain("it is not a URL");
    expect(refusal("redis://h:6379?db=2")).toContain("takes no ?query or #fragment");
    expect(refusal("redis:h:6379")).toContain('a server is named by a URL with "//" (redis://<host>:<port>…)');
  });

  it("refuses a schema that is not a plain identifier, a repeated schema and a URL without a host", () => {
    for (const schema of ["Team", "a-b", "pg_catalog", "1abc", "a;drop%20table%20x", "x".repeat(64), ""]) {
      expect(refusal(`postgres://db/app?schema=${schema}`)).toContain("is not a plain identifier; use 1 to 63 lowercase letters");
    }
    expect(refusal('postgres://db/app?schema=a"b')).toBe(
      `Invalid store "postgres://db/app?schema=a\\"b": the schema "a\\"b" is not a plain identifier; use 1 to 63 lowercase letters, digits and "_", starting with a letter or "_" and not with "pg_" (?schema=engram). Use ${storeSpecForms}.`,
    );
    expect(refusal("postgres://db/app?schema=a&schema=b")).toContain("schema= is given more than once");
    expect(refusal("postgres:///app")).toContain("it names no host");
    expect(refusal("postgresql://db:notaport/app")).toContain("it is not a URL");
    expect(refusal("postgres:db")).toContain('a server is named by a URL with "//"');
  });

  it("never shows a password in a refusal", () => {
    expect(refusal("postgres://ann:hunter2@db:bad/app")).toBe(
      `Invalid store "postgres://***@db:bad/app": it is not a URL (check the host, the port and that a password's special characters are %-encoded). Use ${storeSpecForms}.`,
    );
    expect(refusal("redis://:hunter2@h:1/{x}")).not.toContain("hunter2");
    expect(refusal("redis+cluster://u:hun@ter2@a:1,,b")).not.toContain("ter2");
  });

  it("names an unknown kind with every form it takes", () => {
    expect(refusal("mysql://db/app")).toBe(`Unknown store "mysql://db/app". Use ${storeSpecForms}.`);
    expect(refusal("")).toBe(`Unknown store "". Use ${storeSpecForms}.`);
  });
});

describe("describeStoreSpec", () => {
  it("shows every kind without user or password", () => {
    expect(describeStoreSpec(parseStoreSpec("fs:/m"))).toBe("fs:/m");
    expect(describeStoreSpec(parseStoreSpec("sqlite:/m.db"))).toBe("sqlite:/m.db");
    expect(describeStoreSpec(parseStoreSpec("pglite:memory://"))).toBe("pglite:memory://");
    expect(describeStoreSpec(parseStoreSpec("redis://:pw@h:6379/team"))).toBe("redis://h:6379/team");
    expect(describeStoreSpec(parseStoreSpec("redis+cluster://u:pw@a:1,b:2"))).toBe("redis+cluster://a:1,b:2");
    expect(describeStoreSpec(parseStoreSpec("postgres://ann:pw@db:5432/app?sslmode=require&schema=team"))).toBe(
      "postgres://db:5432/app?sslmode=require&schema=team",
    );
    expect(describeStoreSpec(parseStoreSpec("postgres://db/app?schema=team"))).toBe("postgres://db/app?schema=team");
  });
});

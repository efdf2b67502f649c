import { EngramError } from "@engram/core";
import { describe, expect, it } from "vitest";
import { resolveTarget } from "../src/redis-target.js";

function refusal(options: Parameters<typeof resolveTarget>[0]): EngramError {
  try {
    resolveTarget(options);
  } catch (error) {
    if (error instanceof EngramError) return error;
    throw error;
  }
  throw new Error(`resolveTarget accepted ${JSON.stringify(options)}`);
}

describe("where openRedisStore connects", () => {
  it("reads a server URL as one server, and as a proxy routing by slot when told", () => {
    expect(resolveTarget({ url: "redis://127.0.0.1:6380" })).toEqual({ mode: "standalone", url: "redis://127.0.0.1:6380" });
    expect(resolveTarget({ url: "redis://127.0.0.1:6380", cluster: "proxy" })).toEqual({ mode: "proxy", url: "redis://127.0.0.1:6380" });
  });

  it("reads redis+cluster:// as the root nodes of a cluster, with one set of credentials for every node", () => {
    expect(resolveTarget({ url: "redis+cluster://ann:p%40ss@10.0.0.1:7000,10.0.0.2:7001,[::1]:7002,cache.internal/" })).toEqual({
      mode: "cluster",
      rootNodes: [
        { host: "10.0.0.1", port: 7000 },
        { host: "10.0.0.2", port: 7001 },
        { host: "::1", port: 7002 },
        { host: "cache.internal", port: 6379 },
      ],
      credentials: { username: "ann", password: "p@ss", tls: false },
    });
    expect(resolveTarget({ url: "rediss+cluster://10.0.0.1:7000" })).toEqual({
      mode: "cluster",
      rootNodes: [{ host: "10.0.0.1", port: 7000 }],
      credentials: { tls: true },
    });
  });

  it("reads rootNodes (and a server URL with cluster: true) as a cluster; the first node's credentials and TLS apply to all", () => {
    expect(resolveTarget({ rootNodes: ["rediss://:secret@a:1", "redis://b:2"] })).toEqual({
      mode: "cluster",
      rootNodes: [
        { host: "a", port: 1 },
        { host: "b", port: 2 },
      ],
      credentials: { password: "secret", tls: true },
    });
    expect(resolveTarget({ url: "redis://a:7000", cluster: true })).toEqual({
      mode: "cluster",
      rootNodes: [{ host: "a", port: 7000 }],
      credentials: { tls: false },
    });
  });

  it("refuses what it cannot connect to, saying what to write, and never repeats a password", () => {
    const cases: Parameters<typeof resolveTarget>[0][] = [
      {},
      { url: "redis://a:1", rootNodes: ["redis://b:2"] },
      { rootNodes: [] },
      { rootNodes: ["http://user:hunter2@a:1"] },
      { rootNodes: ["redis://user:hunter2@a:1/3"] },
      { url: "redis+cluster://user:hunter2@a:1,,b:2" },
      { url: "redis+cluster://user:hunter2@a:1/0" },
      { url: "redis+cluster://user:hunter2@a:1", cluster: false },
      { url: "redis+cluster://user:hunter2@a:1", cluster: "proxy" },
      { rootNodes: ["redis://user:hunter2@a:1"], cluster: "proxy" },
      { url: "redis+cluster://user:hunter2@" },
    ];
    for (const options of cases) {
      const error = refusal(options);
      expect(error.code).toBe("INVALID_OPTIONS");
      expect(error.message).toMatch(/^openRedisStore: /);
      expect(error.message).not.toContain("hunter2");
    }
  });
});

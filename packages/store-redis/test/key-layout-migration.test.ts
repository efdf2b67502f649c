import type { Scope } from "@engram/core";
import { type MemoryRecordInput, type NewSessionEvent, recordKinds, scopeLabel } from "@engram/core/store";
import { createClient, type RedisClientType } from "redis";
import { beforeEach, expect, it } from "vitest";
import { Connection } from "../src/connection.js";
import { openRedisStore, type RedisStore } from "../src/index.js";
import { KeyLayout } from "../src/keys.js";
import { moveRecordsScript, moveSessionScript } from "../src/lua/key-layout-scripts.js";
import { resolveRetry } from "../src/retry.js";
import { daily, entry, message, nextTime } from "./fixtures.js";
import { LegacyWriter } from "./legacy-layout.js";
import { type MonitorLine, parseMonitorLine, scriptRuns } from "./monitor-lines.js";
import { describeWithRedis, useRedisFixture } from "./redis-server.js";

const scopes: readonly Scope[] = [{}, { workspace: "acme" }, { workspace: "acme", user: "ann" }, { workspace: "w{1}", user: "a,b=c%" }];
const vectorDimensions = 3;

interface Dataset {
  readonly records: readonly MemoryRecordInput[];
  readonly sessions: readonly { readonly id: string; readonly scope: Scope; readonly batches: readonly (readonly NewSessionEvent[])[] }[];
}

/** Records of three kinds (vectors, tags) and sessions with titles, one of 600 events (three move batches). */
function dataset(): Dataset {
  const records: MemoryRecordInput[] = [];
  const sessions: { id: string; scope: Scope; batches: NewSessionEvent[][] }[] = [];
  for (const [i, scope] of scopes.entries()) {
    records.push(entry(`e${i}`, `the deploy pipeline runs tests ${i}`, scope, { vector: [i, 1, 0], tags: ["ops"] }));
    records.push(entry(`f${i}`, `rollback drill for the payment service ${i}`, scope, { vector: [0, i, 1] }));
    records.push(daily(`d${i}`, `standup notes: release train ${i}`, scope, `2026-05-0${i + 1}`));
    sessions.push({
      id: `s${i}`,
      scope,
      batches: [
        [message(`m${i}a`, `remember the deploy pipeline ${i}`), { type: "title", at: nextTime(), title: `Session ${i}` }],
        [message(`m${i}b`, "the cache is warm")],
      ],
    });
  }
  sessions.push({
    id: "long",
    scope: scopes[2]!,
    batches: [Array.from({ length: 600 }, (_, n) => message(`long-${n}`, `long session message ${n} about the cache`))],
  });
  return { records, sessions };
}

/** Everything a reader sees: each kind's records, each session's info and events, listings and searches. */
async function snapshot(store: RedisStore): Promise<unknown> {
  const view: Record<string, unknown> = {};
  for (const kind of recordKinds) view[`query ${kind}`] = (await store.query({ kind, limit: 1000 })).records;
  for (const scope of scopes) {
    const label = scopeLabel(scope);
    view[`sessions ${label}`] = (await store.listSessions({ scope, scopeMode: "exact" })).sessions;
    view[`search ${label}`] = await store.search({ scope, text: "deploy pipeline cache", limit: 20 });
    view[`vector ${label}`] = await store.search({ scope, vector: [1, 1, 0], limit: 20 });
  }
  for (const id of ["s0", "s1", "s2", "s3", "long"]) {
    view[`session ${id}`] = await store.getSession(id);
    view[`events ${id}`] = await store.readEvents(id);
  }
  return view;
}

describeWithRedis("key layout migration (layout 1: a key per record and per session, to layout 2: hashes)", () => {
  const redis = useRedisFixture();
  const data = dataset();
  let expected: unknown;

  beforeEach(async () => {
    await redis.admin.flushAll();
    // The same data written by today's store: what the migrated store must read back, exactly.
    const fresh = await openRedisStore({ url: redis.server.url, prefix: "fresh", vectorDimensions, onWarning: () => undefined });
    try {
      for (const record of data.records) await fresh.put(record);
      for (const session of data.sessions) for (const batch of session.batches) await fresh.appendEvents(session.id, session.scope, batch);
      expected ??= await snapshot(fresh);
    } finally {
      await fresh.close();
    }
    await redis.admin.del(await redis.admin.keys("fresh:*"));
  });

  /** Writes the data set as the previous release did, under `prefix`. */
  async function writeLegacy(prefix: string): Promise<{ connection: Connection; keys: KeyLayout }> {
    const connection = await Connection.open({ mode: "standalone", url: redis.server.url }, resolveRetry(undefined));
    const keys = new KeyLayout(prefix);
    const writer = new LegacyWriter(connection, keys, scopeLabel);
    for (const record of data.records) await writer.put(record, { vectorDimensions });
    for (const session of data.sessions) for (const batch of session.batches) await writer.append(session.id, session.scope, batch);
    await connection.command("mark labels", ["SET", keys.layoutMarker(), "2"]);
    return { connection, keys };
  }

  /** Keys of layout 1 left under the prefix: a record's string key, a session's list or info hash. */
  async function legacyKeys(prefix: string): Promise<string[]> {
    return (await redis.admin.keys(`${prefix}:*`)).filter((key) => /\}:r:[a-z]+:/.test(key) || /\}:s:.+:(ev|m)$/.test(key));
  }

  const open = (prefix: string) => openRedisStore({ url: redis.server.url, prefix, vectorDimensions, onWarning: () => undefined });

  it("opens a store written with layout 1 and reads it exactly as one written now, declaring every key it moves", async () => {
    const { connection } = await writeLegacy("legacy");
    await connection.close();
    expect((await legacyKeys("legacy")).length).toBe(data.records.length + 2 * data.sessions.length);
    const lines: MonitorLine[] = [];
    const monitor: RedisClientType = createClient({ url: redis.server.url });
    await monitor.connect();
    await monitor.monitor((line: string) => {
      const parsed = parseMonitorLine(line);
      if (parsed) lines.push(parsed);
    });
    const store = await open("legacy");
    await monitor.close();
    try {
      expect(await snapshot(store)).toEqual(expected);
      expect(await legacyKeys("legacy")).toEqual([]);
      expect(await redis.admin.get("legacy:layout:keys")).toBe("2");
      const moves = scriptRuns(lines).filter((run) => run.touched.some((key) => /:r:[a-z]+:|:s:.+:ev$/.test(key)));
      expect(moves.length).toBeGreaterThan(data.sessions.length);
      expect(moves.flatMap((run) => run.touched.filter((key) => !run.declared.has(key)))).toEqual([]);
      // It keeps working in layout 2: the next seq follows the moved events, a rewrite unindexes the moved text.
      expect(await store.appendEvents("long", scopes[2]!, [message("after", "written after the move")])).toEqual([601]);
      await store.put(entry("e1", "a new text without the old words", scopes[1]!));
      // e1 held "pipeline" before; the global scope's e0 still does.
      expect((await store.search({ scope: scopes[1]!, text: "pipeline" })).map((hit) => (hit.target === "record" ? hit.record.id : hit.sessionId))).toEqual([
        "e0",
      ]);
    } finally {
      await store.close();
    }
  });

  it("migrates once when several processes open the store at the same time", async () => {
    const { connection } = await writeLegacy("legacy");
    await connection.close();
    const stores = await Promise.all([open("legacy"), open("legacy"), open("legacy"), open("legacy")]);
    try {
      for (const store of stores) expect(await snapshot(store)).toEqual(expected);
      expect(await legacyKeys("legacy")).toEqual([]);
    } finally {
      for (const store of stores) await store.close();
    }
  });

  it("finishes a migration a crash left half done, copying nothing twice", async () => {
    const { connection, keys } = await writeLegacy("legacy");
    try {
      // A crash after the first batch of the long session (its info and old keys still in place) and half the entries.
      const label = scopeLabel(scopes[2]!);
      const base = keys.scopeBase(label);
      const sessionKeys = [`${base}s:long:ev`, `${base}s:long:m`, keys.sessionEvents(label), keys.sessionInfo(label)];
      expect(await connection.script(moveSessionScript, sessionKeys, ["long", "0", "255", ""])).toBe(256);
      expect(await connection.script(moveRecordsScript, [keys.records(label, "entry"), `${base}r:entry:e2`], ["e2"])).toBe(1);
    } finally {
      await connection.close();
    }
    const store = await open("legacy");
    try {
      expect(await snapshot(store)).toEqual(expected);
      expect(await legacyKeys("legacy")).toEqual([]);
    } finally {
      await store.close();
    }
  });
});

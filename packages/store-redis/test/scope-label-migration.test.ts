import type { Scope } from "@engram/core";
import type { MemoryRecordInput, NewSessionEvent } from "@engram/core/store";
import { instant, parseRecord, searchableText } from "@engram/core/store-kit";
import { beforeEach, expect, it } from "vitest";
import { Connection } from "../src/connection.js";
import { KeyLayout, scopeKeySuffix } from "../src/keys.js";
import { appendEventsScript } from "../src/lua/session-scripts.js";
import { putRecordScript, swapFieldScript } from "../src/lua/record-scripts.js";
import { openRedisStore } from "../src/index.js";
import { RecordOps } from "../src/record-ops.js";
import { resolveRetry } from "../src/retry.js";
import { migrateScopeLabels } from "../src/scope-label-migration.js";
import { eventArgs } from "../src/session-ops.js";
import { indexArgs } from "../src/text-terms.js";
import { entry, message } from "./fixtures.js";
import { describeWithRedis, useRedisFixture } from "./redis-server.js";

const prefix = "label-migration";
const victim: Scope = { user: "ann", session: "s1" };
const forged: Scope = { user: "ann,session=s1" };
const decomposed: Scope = { user: "rene\u0301e" };
const ordinary: Scope = { workspace: "acme" };

/** The label the previous release wrote: values joined as they are (so `forged` named `victim`). */
function legacyLabel(scope: Scope): string {
  const parts = (["workspace", "user", "agent", "session"] as const).filter((key) => scope[key] !== undefined).map((key) => `${key}=${scope[key]}`);
  return parts.length === 0 ? "global" : parts.join(",");
}

/** Writes as the previous release's put and append did: the same scripts, under the legacy label. */
class LegacyWriter {
  constructor(
    private readonly connection: Connection,
    private readonly keys: KeyLayout,
  ) {}

  async put(input: MemoryRecordInput, scope: Scope): Promise<void> {
    const record = { ...parseRecord({ ...input, scope: {} }, "legacy"), scope };
    const label = legacyLabel(scope);
    await this.connection.command("register", ["HSETNX", this.keys.scopeRegistry(), label, JSON.stringify(scope)]);
    await this.connection.script(swapFieldScript, [this.keys.recordRegistry(record.kind)], [record.id, label]);
    await this.connection.script(
      putRecordScript,
      [this.keys.record(label, record.kind, record.id)],
      [
        this.keys.scopeBase(label),
        record.kind,
        record.id,
        JSON.stringify(record),
        String(instant(record.updatedAt)),
        String(instant(record.createdAt)),
        "",
        ...indexArgs(searchableText(record)),
      ],
    );
  }

  async append(sessionId: string, scope: Scope, events: readonly NewSessionEvent[]): Promise<void> {
    const label = legacyLabel(scope);
    await this.connection.command("register", ["HSETNX", this.keys.scopeRegistry(), label, JSON.stringify(scope)]);
    await this.connection.command("register", ["HSETNX", this.keys.sessionRegistry(), sessionId, label]);
    const base = this.keys.scopeBase(label);
    await this.connection.script(
      appendEventsScript,
      [base + scopeKeySuffix.events(sessionId)],
      [base, sessionId, JSON.stringify(scope), String(events.length), ...events.flatMap(eventArgs)],
      false,
    );
  }
}

describeWithRedis("scope label migration (unescaped labels to escaped)", () => {
  const redis = useRedisFixture();
  beforeEach(async () => {
    await redis.admin.flushAll();
  });

  async function legacyStore(): Promise<{ connection: Connection; keys: KeyLayout; writer: LegacyWriter }> {
    const connection = await Connection.open(redis.server.url, resolveRetry(undefined));
    const keys = new KeyLayout(prefix);
    return { connection, keys, writer: new LegacyWriter(connection, keys) };
  }

  it("separates two tenants that shared a namespace, normalises decomposed values, and leaves ordinary data as it was", async () => {
    const { connection, keys, writer } = await legacyStore();
    try {
      // The victim wrote first; the forger's data landed in the victim's namespace, as the old labels allowed.
      await writer.put(entry("e-victim", "zebra secret of the victim", {}), victim);
      await writer.append("s-victim", victim, [message("m1", "zebra the victim said")]);
      await writer.put(entry("e-forged", "zebra planted by the forger", {}), forged);
      await writer.append("s-forged", forged, [message("m1", "zebra the forger said"), message("m2", "and more")]);
      await writer.put(entry("e-nfd", "zebra of a decomposed name", {}), decomposed);
      await writer.put(entry("e-acme", "zebra of acme", {}), ordinary);
      expect(await redis.admin.hKeys(keys.scopeRegistry())).toEqual(expect.arrayContaining(["user=ann,session=s1", "user=rene\u0301e", "workspace=acme"]));
      const acmeBefore = (await redis.admin.keys(`${prefix}:{workspace=acme}:*`)).sort();

      const result = await migrateScopeLabels(connection, keys, new RecordOps(connection, keys, undefined));
      expect(result).toEqual({ movedRecords: 2, movedSessions: 1, unreadable: [] });
      // Once migrated, never again.
      expect(await migrateScopeLabels(connection, keys, new RecordOps(connection, keys, undefined))).toBeUndefined();
      expect((await redis.admin.keys(`${prefix}:{workspace=acme}:*`)).sort()).toEqual(acmeBefore);
      expect((await redis.admin.hKeys(keys.scopeRegistry())).sort()).toEqual(
        ["user=ann%2Csession%3Ds1", "user=ann,session=s1", "user=ren\u00e9e", "workspace=acme"].sort(),
      );
      expect(await redis.admin.get(keys.layoutMarker())).toBe("2");
    } finally {
      await connection.close();
    }

    const store = await openRedisStore({ url: redis.server.url, prefix });
    try {
      const exact = async (scope: Scope) => (await store.query({ kind: "entry", scope, scopeMode: "exact" })).records.map((r) => r.id);
      expect(await exact(victim)).toEqual(["e-victim"]);
      expect(await exact(forged)).toEqual(["e-forged"]);
      expect(await exact({ user: "ren\u00e9e" })).toEqual(["e-nfd"]);
      expect(await exact(ordinary)).toEqual(["e-acme"]);
      const seen = async (scope: Scope) =>
        (await store.search({ text: "zebra", scope, targets: ["entry", "message"], limit: 50 }))
          .map((hit) => (hit.target === "record" ? hit.record.id : `${hit.sessionId}#${hit.event.seq}`))
          .sort();
      expect(await seen(victim)).toEqual(["e-victim", "s-victim#1"]);
      expect(await seen(forged)).toEqual(["e-forged", "s-forged#1"]);
      expect((await store.listSessions({ scope: victim, scopeMode: "exact" })).sessions.map((s) => s.id)).toEqual(["s-victim"]);
      expect((await store.listSessions({ scope: forged, scopeMode: "exact" })).sessions.map((s) => [s.id, s.eventCount])).toEqual([["s-forged", 2]]);
      expect((await store.readEvents("s-forged")).map((e) => (e.type === "message" ? [e.seq, e.message.id] : []))).toEqual([
        [1, "m1"],
        [2, "m2"],
      ]);
      // The moved session keeps its scope: the victim cannot append to it, the forger can.
      await expect(store.appendEvents("s-forged", victim, [message("m3", "x")])).rejects.toMatchObject({ code: "SCOPE_MISMATCH" });
      expect(await store.appendEvents("s-forged", forged, [message("m3", "x")])).toEqual([3]);
    } finally {
      await store.close();
    }
  }, 60_000);

  it("finishes a session move an earlier run left half done, without duplicating an event", async () => {
    const { connection, keys, writer } = await legacyStore();
    try {
      await writer.append("s-forged", forged, [message("m1", "one"), message("m2", "two"), message("m3", "three")]);
      // An interrupted move: one event already copied under the new label, the old copy still authoritative.
      const newBase = keys.scopeBase("user=ann%2Csession%3Ds1");
      const copied = message("m1", "one");
      await connection.script(
        appendEventsScript,
        [newBase + scopeKeySuffix.events("s-forged")],
        [newBase, "s-forged", JSON.stringify(forged), "1", ...eventArgs(copied)],
        false,
      );

      expect(await migrateScopeLabels(connection, keys, new RecordOps(connection, keys, undefined))).toEqual({
        movedRecords: 0,
        movedSessions: 1,
        unreadable: [],
      });
    } finally {
      await connection.close();
    }
    const store = await openRedisStore({ url: redis.server.url, prefix });
    try {
      expect((await store.readEvents("s-forged")).map((e) => (e.type === "message" ? e.message.id : ""))).toEqual(["m1", "m2", "m3"]);
      expect((await store.getSession("s-forged"))?.eventCount).toBe(3);
      // Nothing of it is left under the legacy label.
      expect(await redis.admin.keys(`${prefix}:{user=ann,session=s1}:s:*`)).toEqual([]);
    } finally {
      await store.close();
    }
  }, 60_000);

  it("marks an empty store migrated at once, so a new store never walks anything", async () => {
    const store = await openRedisStore({ url: redis.server.url, prefix });
    await store.close();
    expect(await redis.admin.get(`${prefix}:layout:labels`)).toBe("2");
  });
});

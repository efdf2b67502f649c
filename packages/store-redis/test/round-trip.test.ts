import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MemoryStore, Scope } from "@engram/core";
import { recordKinds, type MemoryRecord, type NewSessionEvent, type SessionEvent, type SessionInfo } from "@engram/core/store";
import { exportStore, importIntoStore } from "@engram/core/transfer";
import { fullRecords, fullSessionEvents } from "@engram/core/testing";
import { openFsStore } from "@engram/store-fs";
import { openSqliteStore } from "@engram/store-sqlite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openRedisStore } from "../src/index.js";
import { describeWithRedis, RedisServer } from "./redis-server.js";

const scopeA: Scope = { workspace: "A", user: "u1" };
const scopeB: Scope = { workspace: "B" };

function message(id: string, text: string, at: string): NewSessionEvent {
  return { at, type: "message", message: { id, role: "user", parts: [{ type: "text", text }], createdAt: at } };
}

/** Core's full fixtures in two scopes, plus sessions whose times carry offsets and arrive out of order. */
async function fill(store: MemoryStore): Promise<void> {
  for (const record of fullRecords(scopeA)) await store.put(record);
  for (const record of fullRecords(scopeB)) await store.put({ ...record, id: `${record.id}-b` });
  await store.appendEvents("full-session", scopeA, fullSessionEvents());
  await store.appendEvents("second", scopeB, [
    message("m1", "Café crème at the harbour", "2026-03-01T11:00:00+02:00"),
    { at: "2026-03-01T09:30:00Z", type: "title", title: "Harbour" },
  ]);
  await store.appendEvents("second", scopeB, [message("m2", "東京 later, earlier clock", "2026-03-01T08:00:00Z")]);
  await store.appendEvents("global", {}, [message("m1", "a global note", "2026-03-02T00:00:00-05:00")]);
}

/** An export as lines, with the header's exportedAt removed. */
async function exported(store: MemoryStore): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of exportStore(store)) lines.push(line);
  const { exportedAt: _dropped, ...header } = JSON.parse(lines[0] ?? "{}") as Record<string, unknown>;
  return [JSON.stringify(header), ...lines.slice(1)];
}

async function importInto(store: MemoryStore, lines: readonly string[]): Promise<void> {
  const header = JSON.stringify({ ...(JSON.parse(lines[0] ?? "{}") as object), exportedAt: new Date().toISOString() });
  const report = await importIntoStore(store, [header, ...lines.slice(1)]);
  expect(report.rejected).toEqual([]);
}

async function contents(store: MemoryStore): Promise<{ records: MemoryRecord[]; sessions: SessionInfo[]; events: SessionEvent[][] }> {
  const records: MemoryRecord[] = [];
  for (const kind of recordKinds) records.push(...(await store.query({ kind, limit: 1000 })).records);
  const { sessions } = await store.listSessions({ limit: 1000 });
  const events: SessionEvent[][] = [];
  for (const session of sessions) events.push(await store.readEvents(session.id));
  return { records, sessions, events };
}

describeWithRedis("round trip fs → sqlite → redis → fs", () => {
  let server: RedisServer;
  let dir: string;
  const open: MemoryStore[] = [];
  const track = <S extends MemoryStore>(store: S): S => (open.push(store), store);

  beforeAll(async () => {
    server = await RedisServer.start();
    dir = await mkdtemp(join(tmpdir(), "engram-redis-round-trip-"));
  });
  afterAll(async () => {
    for (const store of open) await store.close();
    await server?.stop();
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  it("gives back equal data: every export is byte-identical to the first", async () => {
    const source = track(await openFsStore({ root: join(dir, "fs-source") }));
    await fill(source);
    const first = await exported(source);
    // Every fixture record twice (vectors included), 3 sessions and all their events.
    expect(first.filter((line) => line.startsWith('{"record":'))).toHaveLength(2 * fullRecords().length);
    expect(first.filter((line) => line.includes('"vector":['))).toHaveLength(2 * fullRecords().filter((r) => r.vector).length);
    expect(first.filter((line) => line.startsWith('{"session":'))).toHaveLength(3);
    expect(first.filter((line) => line.startsWith('{"event":'))).toHaveLength(fullSessionEvents().length + 4);

    const sqlite = track(await openSqliteStore({ path: join(dir, "memory.db") }));
    await importInto(sqlite, first);
    expect(await exported(sqlite)).toEqual(first);

    const redis = track(await openRedisStore({ url: server.url, prefix: "round-trip", vectorDimensions: 8 }));
    await importInto(redis, await exported(sqlite));
    expect(await exported(redis)).toEqual(first);

    const target = track(await openFsStore({ root: join(dir, "fs-target") }));
    await importInto(target, await exported(redis));
    expect(await exported(target)).toEqual(first);

    expect(await contents(target)).toEqual(await contents(source));
    expect(await target.getSession("second")).toEqual(await source.getSession("second"));
  });
});

import { describe, expect, it } from "vitest";
import { canonicalJson, createInMemoryStore, exportStore, importIntoStore, recordKinds, type MemoryStore } from "./core-internals.js";
import { fullRecords, fullSessionEvents } from "../src/testing/index.js";

const exportedAt = new Date("2026-04-01T00:00:00.000Z");

async function linesOf(store: MemoryStore, options: Parameters<typeof exportStore>[1] = {}): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of exportStore(store, { exportedAt, ...options })) lines.push(line);
  return lines;
}

async function seeded(): Promise<MemoryStore> {
  const store = createInMemoryStore();
  for (const record of [...fullRecords({ workspace: "B" })].reverse()) await store.put({ ...record, id: `b-${record.id}` });
  for (const record of fullRecords({ workspace: "A" })) await store.put(record);
  await store.appendEvents("s-2", { workspace: "A" }, fullSessionEvents());
  await store.appendEvents("s-1", { workspace: "B" }, fullSessionEvents().slice(0, 2));
  return store;
}

async function contents(store: MemoryStore) {
  const records = [];
  for (const kind of recordKinds) records.push(...(await store.query({ kind, order: "created-asc" })).records);
  const sessions = (await store.listSessions()).sessions;
  const events = await Promise.all(sessions.map((session) => store.readEvents(session.id)));
  return { records, sessions, events };
}

const header = canonicalJson({ exportedAt: exportedAt.toISOString(), format: "engram-export", version: 1 });

describe("export and import", () => {
  it("exports a header, then records by kind and id, then each session by id followed by its events by seq", async () => {
    const lines = await linesOf(await seeded());
    expect(lines[0]).toBe('{"exportedAt":"2026-04-01T00:00:00.000Z","format":"engram-export","version":1}');
    const shape = lines.slice(1).map((line) => {
      const json = JSON.parse(line) as Record<string, { kind?: string; id?: string; sessionId?: string; seq?: number }>;
      if (json.record) return `record ${json.record.kind} ${json.record.id}`;
      if (json.session) return `session ${json.session.id}`;
      return `event ${json.event!.sessionId} ${json.event!.seq}`;
    });
    expect(shape).toEqual([
      "record entry b-full-entry",
      "record entry full-entry",
      "record daily b-full-daily",
      "record daily full-daily",
      "record note b-full-note",
      "record note full-note",
      "record summary b-full-session",
      "record summary full-session",
      "record checkpoint b-full-session",
      "record checkpoint full-session",
      "record index b-full-index",
      "record index full-index",
      "session s-1",
      "event s-1 1",
      "event s-1 2",
      "session s-2",
      ...fullSessionEvents().map((_, i) => `event s-2 ${i + 1}`),
    ]);
  });

  it("round-trips memory → export → import → memory with equal records, sessions and events, and byte-identical exports", async () => {
    const source = await seeded();
    const lines = await linesOf(source);
    const target = createInMemoryStore();
    const report = await importIntoStore(target, lines);
    expect(report).toEqual({ records: 12, sessions: 2, events: fullSessionEvents().length + 2, skippedEvents: 0, rejected: [] });
    expect(await contents(target)).toEqual(await contents(source));
    expect(await linesOf(target)).toEqual(lines);
  });

  it("exports only the records and sessions of a scope", async () => {
    const lines = await linesOf(await seeded(), { scope: { workspace: "A" } });
    expect(lines.filter((line) => line.includes('"workspace":"B"'))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('{"record"'))).toHaveLength(6);
    expect(lines.filter((line) => line.startsWith('{"session"')).map((line) => JSON.parse(line).session.id)).toEqual(["s-2"]);
  });

  it("re-importing into the same store skips the events it already holds", async () => {
    const source = await seeded();
    const lines = await linesOf(source);
    const report = await importIntoStore(source, lines);
    expect(report).toEqual({ records: 12, sessions: 2, events: 0, skippedEvents: fullSessionEvents().length + 2, rejected: [] });
    expect(await linesOf(source)).toEqual(lines);
  });

  it("reports each rejected line by number and a reason naming the field, and imports the good lines", async () => {
    const [entry, daily] = fullRecords();
    const events = fullSessionEvents();
    const lines = [
      header,
      canonicalJson({ record: entry }),
      canonicalJson({ record: { ...daily, importance: 5 } }),
      "{not json",
      "",
      canonicalJson({ memo: {} }),
      canonicalJson({ session: { id: "s1", scope: { workspace: "A" }, createdAt: events[0]!.at, updatedAt: events[1]!.at, eventCount: 2 } }),
      canonicalJson({ event: { sessionId: "s1", seq: 1, ...events[0] } }),
      canonicalJson({ event: { sessionId: "s1", seq: 2, ...events[1], at: "yesterday" } }),
      canonicalJson({ event: { sessionId: "s1", seq: 3, ...events[2] } }),
      canonicalJson({ event: { sessionId: "nowhere", seq: 1, ...events[0] } }),
    ];
    const store = createInMemoryStore();
    const report = await importIntoStore(store, lines);
    expect(report.records).toBe(1);
    expect(report.sessions).toBe(1);
    expect(report.events).toBe(1);
    expect(report.rejected.map((rejection) => rejection.line)).toEqual([3, 4, 6, 9, 10, 11]);
    const reasons = report.rejected.map((rejection) => rejection.reason);
    expect(reasons[0]).toMatch(/^record daily "full-daily": record\.importance: Too big/);
    expect(reasons[1]).toMatch(/^not JSON/);
    expect(reasons[2]).toBe('expected an object with exactly one of "record", "session" or "event", found "memo"');
    expect(reasons[3]).toMatch(/^event 2 of session "s1": event\.at: /);
    expect(reasons[4]).toBe('event 3 of session "s1" would leave a gap: the session continues at seq 2');
    expect(reasons[5]).toBe('event 1: session "nowhere" has no valid session line before it');
    expect(await store.get("entry", entry!.id)).toEqual(entry);
    expect(await store.get("daily", daily!.id)).toBeUndefined();
    expect(await store.readEvents("s1")).toEqual([{ ...events[0], seq: 1 }]);
  });

  it("a dry run reports what would be imported and writes nothing", async () => {
    const lines = await linesOf(await seeded());
    const target = createInMemoryStore();
    const report = await importIntoStore(target, [...lines, '{"record":{"kind":"entry"}}'], { dryRun: true });
    expect(report).toMatchObject({ records: 12, sessions: 2, events: fullSessionEvents().length + 2, skippedEvents: 0 });
    expect(report.rejected).toHaveLength(1);
    expect(report.rejected[0]!.line).toBe(lines.length + 1);
    for (const kind of recordKinds) expect(await target.count({ kind })).toBe(0);
    expect((await target.listSessions()).sessions).toEqual([]);
  });

  it("refuses an unknown format or version with IMPORT_FAILED naming the supported version", async () => {
    const store = createInMemoryStore();
    const future = '{"exportedAt":"2026-04-01T00:00:00.000Z","format":"engram-export","version":2}';
    await expect(importIntoStore(store, [future])).rejects.toMatchObject({
      code: "IMPORT_FAILED",
      message: 'Cannot import: export version 2 is not supported. This Engram reads {"format":"engram-export","version":1} exports.',
    });
    await expect(importIntoStore(store, ['{"format":"other"}'])).rejects.toMatchObject({
      code: "IMPORT_FAILED",
      message: expect.stringMatching(/line 1 is not an Engram export header .*version":1\}/),
    });
    await expect(importIntoStore(store, [])).rejects.toMatchObject({ code: "IMPORT_FAILED" });
  });

  it("accepts lines from an async iterable, with line breaks", async () => {
    const lines = await linesOf(await seeded());
    async function* stream() {
      for (const line of lines) yield `${line}\n`;
    }
    const report = await importIntoStore(createInMemoryStore(), stream());
    expect(report.rejected).toEqual([]);
    expect(report.records).toBe(12);
  });
});

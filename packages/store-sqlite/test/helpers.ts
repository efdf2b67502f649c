import { mkdtempSync, rmSync } from "node:fs";
import type Database from "better-sqlite3";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EntryRecord, MemoryStore, Scope } from "@engram/core";
import type { DailyRecord, NewSessionEvent, NoteRecord } from "@engram/core/store";
import { onTestFinished } from "vitest";
import { seededRandom } from "@engram/core/testing";
import { openSqliteStore } from "../src/index.js";
import { appendEventRows } from "../src/session-rows.js";
import type { SqliteStoreOptions } from "../src/index.js";

const dirs: string[] = [];
const stores: MemoryStore[] = [];
let cleanupRegistered = false;

/**
 * Closes the stores and removes the folders the running test made, once it finishes. Registered by the
 * test's first call, not by a hook at this module's top: the package's test files share one module graph
 * (isolate: false), so a top-level hook ran for the first file that imported this module only, and every
 * other file left its folders in the temp directory (112 per run).
 */
function cleanUpAfterTheTest(): void {
  if (cleanupRegistered) return;
  cleanupRegistered = true;
  onTestFinished(async () => {
    cleanupRegistered = false;
    try {
      for (const store of stores.splice(0)) await store.close();
    } finally {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    }
  });
}

/** A fresh temp folder, removed after the test (its stores closed first). */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "engram-sqlite-"));
  dirs.push(dir);
  cleanUpAfterTheTest();
  return dir;
}

/** Opens a store on a new temp file; closed and removed after the test. */
export async function openTemp(options: Omit<SqliteStoreOptions, "path"> & { path?: string } = {}): Promise<{ store: MemoryStore; path: string }> {
  const path = options.path ?? join(tempDir(), "memory.db");
  const store = await openSqliteStore({ ...options, path });
  stores.push(store);
  cleanUpAfterTheTest();
  return { store, path };
}

/** Tracks a store opened elsewhere so it is closed after the test. */
export function track(store: MemoryStore): MemoryStore {
  stores.push(store);
  cleanUpAfterTheTest();
  return store;
}

export const t0 = Date.parse("2025-03-01T10:00:00.000Z");
export const at = (minutes: number): string => new Date(t0 + minutes * 60_000).toISOString();

export function entry(id: string, content: string, extra: Partial<EntryRecord> = {}): EntryRecord {
  return {
    kind: "entry",
    id,
    key: extra.key ?? id,
    content,
    type: "fact",
    scope: {},
    tags: [],
    createdAt: at(0),
    updatedAt: at(0),
    importance: 0.5,
    confidence: 0.9,
    source: "manual",
    provenance: { messageIds: [], trust: "user" },
    pinned: false,
    useCount: 0,
    examples: [],
    revisions: [],
    ...extra,
  };
}

export function daily(id: string, date: string, content: string, extra: Partial<DailyRecord> = {}): DailyRecord {
  return {
    kind: "daily",
    id,
    date,
    content,
    type: "fact",
    scope: {},
    tags: [],
    createdAt: at(0),
    updatedAt: at(0),
    importance: 0.5,
    provenance: { messageIds: [], trust: "agent" },
    ...extra,
  };
}

export function note(id: string, content: string, scope: Scope = {}): NoteRecord {
  return { kind: "note", id, key: id, content, scope, tags: [], createdAt: at(0), updatedAt: at(0) };
}

export function message(id: string, text: string, minute = 0): NewSessionEvent {
  return {
    at: at(minute),
    type: "message",
    message: { id, role: "user", parts: [{ type: "text", text }], createdAt: at(minute) },
  };
}

/**
 * Appends `texts` to `session` as messages, in one transaction (so their rowids are consecutive): ids and
 * seq numbers from `from`, times one minute apart from minute `minute` (`from` unless given).
 */
export function appendTexts(db: Database.Database, session: string, scope: Scope, texts: readonly string[], from = 0, minute = from): void {
  db.transaction(() =>
    appendEventRows(
      db,
      session,
      scope,
      texts.map((text, i) => message(`${session}-${from + i}`, text, minute + i)),
    ),
  ).immediate();
}

/** Seeded random draws for generated corpora: numbers, picks, and Zipf-like words and texts. */
export interface RandomCorpus {
  readonly random: () => number;
  /** An integer in [0, n). */
  readonly int: (n: number) => number;
  readonly pick: <T>(items: readonly T[]) => T;
  /** Roughly Zipf over `words` words (w0, w1, ...): a few are in most texts, most are rare. */
  readonly word: () => string;
  /** `minWords` up to `minWords + spread - 1` words. */
  readonly text: () => string;
}

export function randomCorpus(seed: number, words: number, minWords: number, spread: number): RandomCorpus {
  const random = seededRandom(seed);
  const int = (n: number): number => Math.floor(random() * n);
  const vocabulary = Array.from({ length: words }, (_, i) => `w${i.toString(36)}`);
  const word = (): string => vocabulary[Math.floor(vocabulary.length * random() ** 2.2)]!;
  return {
    random,
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
    word,
    text: () => Array.from({ length: minWords + int(spread) }, word).join(" "),
  };
}

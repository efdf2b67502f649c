import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { EntryRecord } from "@engram/core";
import type { DailyRecord } from "@engram/core/store";
import { afterEach, beforeEach } from "vitest";
import { openFsStore, type FsStore } from "../src/index.js";

export function entryRecord(overrides: Partial<EntryRecord> = {}): EntryRecord {
  return {
    kind: "entry",
    id: "e1",
    key: "testing-framework",
    content: "Always use pytest for testing in this project.",
    type: "feedback",
    scope: { workspace: "acme" },
    tags: ["testing", "pytest"],
    importance: 0.8,
    confidence: 0.9,
    source: "manual",
    provenance: { sessionId: "s1", messageIds: ["m1"], trust: "user" },
    pinned: false,
    useCount: 0,
    examples: [],
    revisions: [],
    createdAt: "2026-05-01T10:00:00.000Z",
    updatedAt: "2026-05-01T10:00:00.000Z",
    ...overrides,
  };
}

export function dailyRecord(overrides: Partial<DailyRecord> = {}): DailyRecord {
  return {
    kind: "daily",
    id: "d1",
    date: "2026-05-01",
    content: "Decided to use pytest.",
    type: "decision",
    importance: 0.6,
    scope: { user: "ann" },
    tags: [],
    provenance: { messageIds: [], trust: "user" },
    createdAt: "2026-05-01T10:00:00.000Z",
    updatedAt: "2026-05-01T10:00:00.000Z",
    ...overrides,
  };
}

export async function tempRoot(): Promise<{ root: string; cleanup: () => Promise<void> }> {
  const parent = await mkdtemp(path.join(tmpdir(), "engram-store-fs-"));
  const root = path.join(parent, "store");
  return { root, cleanup: () => rm(parent, { recursive: true, force: true }) };
}

/** Every file under `directory`, relative, with "/" separators, sorted. */
export async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Every byte of every file under `directory` (hidden ones, caches and locks included), concatenated. */
export async function readAllFiles(directory: string): Promise<Uint8Array> {
  const files = await listFiles(directory);
  return Buffer.concat(await Promise.all(files.map((file) => readFile(path.join(directory, file)))));
}

/** A fresh store in its own temp root for every test of the file; closed and removed after each. */
export function useStoreEachTest(): { readonly root: string; readonly store: FsStore } {
  let current: { root: string; store: FsStore; cleanup: () => Promise<void> } | undefined;
  beforeEach(async () => {
    const { root, cleanup } = await tempRoot();
    current = { root, cleanup, store: await openFsStore({ root }) };
  });
  afterEach(async () => {
    await current?.store.close();
    await current?.cleanup();
    current = undefined;
  });
  const running = () => {
    if (!current) throw new Error("useStoreEachTest: only available inside a test");
    return current;
  };
  return {
    get root() {
      return running().root;
    },
    get store() {
      return running().store;
    },
  };
}

/** A small seeded generator of numbers in [0, 1) (no Math.random: the same values on every run). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

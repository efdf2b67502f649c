import { mkdir, readdir, readFile, readlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { type EntryRecord, isEngramError } from "@engram/core";
import type { DailyRecord, SessionEvent } from "@engram/core/store";
import { afterEach, expect } from "vitest";
import { openFsStore, type FsStore, type FsStoreOptions } from "../src/index.js";
import { dailyRecord, entryRecord, tempRoot } from "./fixtures.js";

/** A store with a few records of each kind, closed, plus a directory beside it that no store write may touch. */
export interface Seed {
  readonly root: string;
  /** Outside the store root, holding `keep.md`. */
  readonly outside: string;
  readonly e1: EntryRecord;
  readonly e2: EntryRecord;
  readonly d1: DailyRecord;
  readonly events: SessionEvent[];
}

export const title = (n: number, text = `T${n}`) => ({ at: `2026-05-01T10:0${n}:00.000Z`, type: "title" as const, title: text });

/** Seeds stores for each test, closing and removing them after it. */
export function useHostileStores(): { seed: () => Promise<Seed>; open: (root: string, options?: Partial<FsStoreOptions>) => Promise<FsStore> } {
  let cleanups: (() => Promise<void>)[] = [];
  let stores: FsStore[] = [];
  afterEach(async () => {
    for (const store of stores) await store.close();
    for (const cleanup of cleanups) await cleanup();
    stores = [];
    cleanups = [];
  });
  const open = async (root: string, options: Partial<FsStoreOptions> = {}): Promise<FsStore> => {
    const store = await openFsStore({ root, ...options });
    stores.push(store);
    return store;
  };
  const seed = async (): Promise<Seed> => {
    const { root, cleanup } = await tempRoot();
    cleanups.push(cleanup);
    const outside = path.join(path.dirname(root), "outside");
    await mkdir(outside, { recursive: true });
    await writeFile(path.join(outside, "keep.md"), "outside the store\n");
    const store = await openFsStore({ root });
    const e1 = await store.put(entryRecord());
    const e2 = await store.put(entryRecord({ id: "e2", key: "lint", content: "Run eslint before every commit." }));
    const d1 = await store.put(dailyRecord());
    await store.appendEvents("s1", {}, [title(1), title(2)]);
    const events = await store.readEvents("s1");
    await store.close();
    return { root, outside, e1, e2, d1, events };
  };
  return { seed, open };
}

/** Every file, link and directory under `directory`: "file:<text>", "link:<target>" or "dir". */
export async function tree(directory: string): Promise<Record<string, string>> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const found: Record<string, string> = {};
  for (const entry of entries) {
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(directory, absolute).split(path.sep).join("/");
    if (entry.isSymbolicLink()) found[relative] = `link:${await readlink(absolute)}`;
    else if (entry.isDirectory()) found[relative] = "dir";
    else found[relative] = `file:${await readFile(absolute, "utf8")}`;
  }
  return Object.fromEntries(Object.entries(found).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The seeded records, read back exactly: nothing a hostile file did reached them. */
export async function expectSeedLoads(store: FsStore, seed: Seed, entries: readonly EntryRecord[] = [seed.e1, seed.e2]): Promise<void> {
  expect((await store.query({ kind: "entry" })).records).toEqual(entries);
  expect(await store.get("daily", "d1")).toEqual(seed.d1);
  expect(await store.readEvents("s1")).toEqual(seed.events);
}

/** The code and details of what `action` rejected with; fails when it resolves or throws something untyped. */
export async function rejection(action: () => Promise<unknown>): Promise<{ code: string; details: Readonly<Record<string, unknown>>; message: string }> {
  try {
    await action();
  } catch (error) {
    if (isEngramError(error)) return { code: error.code, details: error.details, message: error.message };
    throw error;
  }
  throw new Error("expected a rejection");
}

export const read = (root: string, file: string): Promise<string> => readFile(path.join(root, file), "utf8");

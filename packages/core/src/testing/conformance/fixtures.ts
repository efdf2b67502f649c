import { expect } from "vitest";
import type { MemoryStore, RecordQuery, SessionQuery } from "../../store/memory-store.js";
import type { MemoryRecord, MemoryRecordInput, RecordKind, RecordOfKind } from "../../store/records.js";
import type { Scope } from "../../store/scope.js";
import type { NewSessionEvent, SessionInfo } from "../../store/session-events.js";
import type { EngramErrorCode } from "../../errors.js";

export type InputOf<K extends RecordKind> = Extract<MemoryRecordInput, { kind: K }>;

const base = Date.parse("2026-03-01T09:00:00.000Z");

/** A fixed ISO time `minutes` after 2026-03-01T09:00Z: fixtures never read the clock. */
export function at(minutes: number): string {
  return new Date(base + minutes * 60_000).toISOString();
}

export function entryInput(id: string, fields: Partial<InputOf<"entry">> = {}): InputOf<"entry"> {
  return {
    kind: "entry",
    id,
    scope: {},
    key: id,
    content: `content of ${id}`,
    type: "fact",
    importance: 0.5,
    confidence: 0.75,
    source: "manual",
    provenance: { trust: "user" },
    createdAt: at(0),
    updatedAt: at(0),
    ...fields,
  };
}

export function dailyInput(id: string, fields: Partial<InputOf<"daily">> = {}): InputOf<"daily"> {
  return {
    kind: "daily",
    id,
    scope: {},
    date: "2026-03-01",
    content: `content of ${id}`,
    type: "fact",
    importance: 0.5,
    provenance: { trust: "agent" },
    createdAt: at(0),
    updatedAt: at(0),
    ...fields,
  };
}

export function noteInput(id: string, fields: Partial<InputOf<"note">> = {}): InputOf<"note"> {
  return { kind: "note", id, scope: {}, key: id, content: `content of ${id}`, createdAt: at(0), updatedAt: at(0), ...fields };
}

/** A user (or assistant) text message event. */
export function messageEvent(id: string, text: string, time: string, role: "user" | "assistant" = "user"): NewSessionEvent {
  return { at: time, type: "message", message: { id, role, parts: [{ type: "text", text }], createdAt: time } };
}

export function titleEvent(title: string, time: string): NewSessionEvent {
  return { at: time, type: "title", title };
}

export async function putAll(store: MemoryStore, inputs: readonly MemoryRecordInput[]): Promise<void> {
  for (const input of inputs) await store.put(input);
}

export function idsOf(items: readonly { readonly id: string }[]): string[] {
  return items.map((item) => item.id);
}

/** Every record of a query, following cursors, with the page sizes seen. */
export async function queryAll<K extends RecordKind>(
  store: MemoryStore,
  query: RecordQuery<K>,
): Promise<{ records: RecordOfKind<K>[]; pageSizes: number[]; cursors: number }> {
  const records: RecordOfKind<K>[] = [];
  const pageSizes: number[] = [];
  let cursor: string | undefined;
  let cursors = 0;
  for (let guard = 0; guard < 1000; guard++) {
    const page = await store.query({ ...query, ...(cursor === undefined ? {} : { cursor }) });
    records.push(...page.records);
    pageSizes.push(page.records.length);
    if (page.nextCursor === undefined) return { records, pageSizes, cursors };
    cursors += 1;
    cursor = page.nextCursor;
  }
  throw new Error("query kept returning cursors after 1000 pages");
}

/** Every session of a listing, following cursors, with the page sizes seen. */
export async function listAll(store: MemoryStore, query: SessionQuery = {}): Promise<{ sessions: SessionInfo[]; pageSizes: number[] }> {
  const sessions: SessionInfo[] = [];
  const pageSizes: number[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 1000; guard++) {
    const page = await store.listSessions({ ...query, ...(cursor === undefined ? {} : { cursor }) });
    sessions.push(...page.sessions);
    pageSizes.push(page.sessions.length);
    if (page.nextCursor === undefined) return { sessions, pageSizes };
    cursor = page.nextCursor;
  }
  throw new Error("listSessions kept returning cursors after 1000 pages");
}

/** Asserts that `promise` rejects with an EngramError of `code`; returns its message. */
export async function rejectsWith(promise: Promise<unknown>, code: EngramErrorCode): Promise<string> {
  let caught: unknown;
  try {
    await promise;
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected a rejection with ${code}`).toBeInstanceOf(Error);
  expect(caught).toMatchObject({ name: "EngramError", code });
  return (caught as Error).message;
}

/** Polls `condition` every few ms until it holds, failing after `timeoutMs`. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export const workspaceA: Scope = { workspace: "A" };
export const workspaceB: Scope = { workspace: "B" };

/** Keeps record ids only, in order, for asserting a record listing. */
export function recordIds(records: readonly MemoryRecord[]): string[] {
  return records.map((record) => record.id);
}

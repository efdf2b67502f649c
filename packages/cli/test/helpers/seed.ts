import { createMemory, type EntryRecord, type MemoryStore, type Message, type RememberInput, type Scope } from "@engram/core";
import { openFsStore } from "@engram/store-fs";
import { openSqliteStore } from "@engram/store-sqlite";

export type StoreKind = "fs" | "sqlite";

/** Opens the store a spec names, as the test seeds or inspects it (the CLI opens its own). */
export async function openTestStore(kind: StoreKind, location: string): Promise<MemoryStore> {
  return kind === "fs" ? openFsStore({ root: location, watch: false }) : openSqliteStore({ path: location });
}

/** Runs `body` on an opened store and closes it, so the CLI sees every write. */
export async function withStore<T>(kind: StoreKind, location: string, body: (store: MemoryStore) => Promise<T>): Promise<T> {
  const store = await openTestStore(kind, location);
  try {
    return await body(store);
  } finally {
    await store.close();
  }
}

/** Remembers entries through the public memory API, each at its own time (so list order is known). */
export async function rememberAll(store: MemoryStore, items: readonly (RememberInput & { at: string })[]): Promise<EntryRecord[]> {
  const stored: EntryRecord[] = [];
  for (const { at, ...input } of items) {
    const memory = createMemory({ store, scope: input.scope ?? {}, autoConsolidate: false, now: () => new Date(at) });
    const entry = await memory.remember(input);
    if (!entry) throw new Error("remember stored nothing");
    stored.push(entry);
  }
  return stored;
}

/** The three entries most tests list: two scopes of workspace acme, one of workspace other. */
export const threeEntries = [
  {
    key: "package-manager",
    content: "The team uses pnpm workspaces with turbo",
    type: "convention",
    tags: ["tooling"],
    importance: 0.8,
    scope: { workspace: "acme" },
    at: "2026-03-01T09:00:00.000Z",
  },
  {
    key: "editor-tabs",
    content: "Ann prefers tabs over spaces",
    type: "preference",
    tags: ["style"],
    scope: { workspace: "acme", user: "ann" },
    at: "2026-03-02T09:00:00.000Z",
  },
  {
    key: "deploy-day",
    content: "Deploys happen on Fridays",
    type: "fact",
    tags: ["ops", "tooling"],
    scope: { workspace: "other" },
    at: "2026-03-03T09:00:00.000Z",
  },
] as const satisfies readonly (RememberInput & { at: string })[];

export const text = (id: string, role: "user" | "assistant", value: string, createdAt: string): Message => ({
  id,
  role,
  parts: [{ type: "text", text: value }],
  createdAt,
});

/** Appends messages to a session through the memory API (archived, redacted, extracted like any session). */
export async function appendSession(store: MemoryStore, scope: Scope, sessionId: string, messages: readonly Message[], now: Date): Promise<void> {
  const memory = createMemory({ store, scope, autoConsolidate: false, now: () => now });
  await (await memory.session(sessionId)).append([...messages]);
}

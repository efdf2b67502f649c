import { expect } from "vitest";
import { fork } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createMemory } from "../memory/create-memory.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { EntryRecord } from "../store/records.js";
import type { Scope } from "../store/scope.js";

/** What the entries under one key hold after a race of writers. */
export interface RememberedUnderKey {
  /** Every entry stored under the key in exactly the scope (one when nothing was duplicated). */
  readonly entries: EntryRecord[];
  /** The acknowledged contents that no entry holds, neither as its content nor as a revision. */
  readonly lost: string[];
}

/** The entries under `key` in exactly `scope`, and which of `contents` they lost. */
export async function rememberedUnderKey(store: MemoryStore, scope: Scope, key: string, contents: readonly string[]): Promise<RememberedUnderKey> {
  const entries: EntryRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.query({ kind: "entry", scope, scopeMode: "exact", key, limit: 1000, ...(cursor === undefined ? {} : { cursor }) });
    entries.push(...page.records);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  const kept = new Set(entries.flatMap((entry) => [entry.content, ...entry.revisions.map((revision) => revision.content)]));
  return { entries, lost: contents.filter((content) => !kept.has(content)) };
}

/**
 * `count` concurrent `remember` calls under one key, each through its own memory over `store` (as
 * separate requests of a server would); returns the contents each call acknowledged.
 */
export async function rememberConcurrently(
  store: MemoryStore,
  options: { scope: Scope; key: string; count: number; content?: (i: number) => string },
): Promise<string[]> {
  const content = options.content ?? ((i: number) => `port ${8000 + i}`);
  const remembered = await Promise.all(
    Array.from({ length: options.count }, async (_, i) => {
      const memory = createMemory({ store, scope: options.scope, autoConsolidate: false, extraction: false });
      const entry = await memory.remember({ key: options.key, content: content(i) });
      return entry === undefined ? [] : [content(i)];
    }),
  );
  return remembered.flat();
}

export interface RememberInProcessesOptions {
  /** The built entry of the store package (a file URL or absolute path of its dist/index.js). */
  readonly storeModule: string;
  /** The function that module exports to open the store (`openFsStore`, ...), and its options (JSON). */
  readonly open: { readonly exportName: string; readonly options: unknown };
  readonly scope: Scope;
  readonly key: string;
  readonly processes: number;
  readonly perProcess: number;
  /** Kills the children and fails after this long (default 120 s). */
  readonly timeoutMs?: number;
}

type ChildMessage = { type: "ready" } | { type: "done"; contents: string[] } | { type: "error"; message: string };

const childSource = `
const [coreModule, storeModule, configText] = process.argv.slice(2);
const config = JSON.parse(configText);
const { createMemory } = await import(coreModule);
const store = await (await import(storeModule))[config.exportName](config.options);
const memory = createMemory({ store, scope: config.scope, autoConsolidate: false, extraction: false });
await new Promise((resolve) => {
  process.once("message", resolve);
  process.send({ type: "ready" });
});
const contents = [];
try {
  for (let i = 0; i < config.perProcess; i++) {
    const content = "process " + config.worker + " port " + (8000 + i);
    if (await memory.remember({ key: config.key, content })) contents.push(content);
  }
  await store.close();
  process.send({ type: "done", contents }, () => process.exit(0));
} catch (error) {
  process.send({ type: "error", message: String(error?.stack ?? error) }, () => process.exit(1));
}
`;

const moduleUrl = (module: string): string => (module.startsWith("file:") ? module : pathToFileURL(path.resolve(module)).href);

/**
 * `processes` child processes (node, importing the built packages) each open the store and call
 * `remember` `perProcess` times under one key, all starting together; returns every acknowledged content.
 * A child that fails rejects with its error.
 */
export async function rememberInProcesses(options: RememberInProcessesOptions): Promise<string[]> {
  const directory = await mkdtemp(path.join(tmpdir(), "engram-remember-race-"));
  const script = path.join(directory, "remember-child.mjs");
  await writeFile(script, childSource);
  const coreModule = new URL("../index.js", import.meta.url).href;
  const children = Array.from({ length: options.processes }, (_, worker) => {
    const config = JSON.stringify({ ...options.open, scope: options.scope, key: options.key, perProcess: options.perProcess, worker });
    const child = fork(script, [coreModule, moduleUrl(options.storeModule), config], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    const messages: ChildMessage[] = [];
    const ready = new Promise<void>((resolve, reject) => {
      child.on("message", (message: ChildMessage) => {
        messages.push(message);
        if (message.type === "ready") resolve();
      });
      child.once("exit", () => reject(new Error(`remember child ${worker} exited before it was ready`)));
    });
    // Handled here too: when another child fails first, nobody awaits this one any more.
    ready.catch(() => undefined);
    const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    return { child, messages, ready, exit, worker };
  });
  const timer = setTimeout(() => children.forEach(({ child }) => child.kill("SIGKILL")), options.timeoutMs ?? 120_000);
  try {
    await Promise.all(children.map(({ ready }) => ready));
    for (const { child } of children) child.send("go");
    const codes = await Promise.all(children.map(({ exit }) => exit));
    const contents: string[] = [];
    for (const [i, { messages, worker }] of children.entries()) {
      const failure = messages.find((message) => message.type === "error");
      if (failure?.type === "error") throw new Error(`remember child ${worker} failed: ${failure.message}`);
      const done = messages.find((message) => message.type === "done");
      if (done?.type !== "done" || codes[i] !== 0) throw new Error(`remember child ${worker} exited with ${codes[i]} (killed after the timeout?)`);
      contents.push(...done.contents);
    }
    return contents;
  } finally {
    clearTimeout(timer);
    for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await rm(directory, { recursive: true, force: true });
  }
}

/** Asserts the outcome a race of writers under one key must leave (one entry, every acknowledged content kept) and returns the entry. */
export async function expectOneEntryHoldingAll(store: MemoryStore, scope: Scope, key: string, contents: readonly string[]): Promise<EntryRecord> {
  const { entries, lost } = await rememberedUnderKey(store, scope, key, contents);
  expect(lost).toEqual([]);
  expect(entries).toHaveLength(1);
  return entries[0]!;
}

/**
 * The multi-process race every multi-process store runs: 6 processes remember 10 contents each under one
 * key, then the store (opened by `reopen`) must hold one entry with all 60 (the current one and 59
 * revisions). The store is closed afterwards.
 */
export async function expectProcessesLoseNothing(
  options: Pick<RememberInProcessesOptions, "storeModule" | "open" | "scope">,
  reopen: () => Promise<MemoryStore>,
): Promise<void> {
  const contents = await rememberInProcesses({ ...options, key: "port", processes: 6, perProcess: 10, timeoutMs: 240_000 });
  expect(contents).toHaveLength(60);
  const store = await reopen();
  try {
    const entry = await expectOneEntryHoldingAll(store, options.scope, "port", contents);
    expect(entry.revisions).toHaveLength(59);
  } finally {
    await store.close();
  }
}

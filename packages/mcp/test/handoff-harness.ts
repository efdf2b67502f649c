import { mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { MemoryStore } from "@engram/core";
import { afterEach } from "vitest";
import { type HandoffPaths, handoffPaths } from "../src/handoff/index.js";
import type { HandoffHook, HookHandoffListen, HookHandoffServerOptions } from "../src/index.js";
import { listenForHooks } from "../src/index.js";
import { handedOffHookOptions, runClaudeCodeHook } from "../src/hooks/index.js";
import { testHookBudgetMs } from "./claude-transcript.js";
import { now } from "./hook-harness.js";

export const handoffKeyForTests = "0123456789abcdef";

/**
 * An Engram home for the hand-off's files (a short temp path: a Unix socket path has at most 103 bytes),
 * and the servers started in it; both are closed and removed after each test.
 */
export function useHandoffHome() {
  const homes: string[] = [];
  const servers: HookHandoffListen[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => (server.listening ? server.close() : undefined)));
    await Promise.all(homes.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  const home = async (): Promise<{ home: string; paths: HandoffPaths }> => {
    const dir = await realpath(await mkdtemp(path.join(tmpdir(), "eh-")));
    homes.push(dir);
    return { home: dir, paths: handoffPaths(dir, handoffKeyForTests)! };
  };
  const listen = async (options: HookHandoffServerOptions): Promise<HookHandoffListen> => {
    const server = await listenForHooks(options);
    servers.push(server);
    return server;
  };
  return { home, listen };
}

/** A server's `run` as `engram mcp` has it: the hook against the server's open store, recording each hook it ran. */
export function storeRunner(store: MemoryStore, ran: HandoffHook[], log: string[] = []) {
  return (hook: HandoffHook) => {
    ran.push(hook);
    return runClaudeCodeHook({
      ...handedOffHookOptions(hook, store),
      timeoutMs: hook.timeoutMs ?? testHookBudgetMs,
      log: (message) => log.push(message),
      now,
    });
  };
}

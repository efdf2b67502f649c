import type { MemoryStore } from "@engram/core";
import type { HandoffHook } from "../handoff/handoff-request.js";
import type { ClaudeCodeHookOptions } from "./run-claude-code-hook.js";

/** What a hook handed over the socket brings to `runClaudeCodeHook`, and the store it runs against. */
export type HandedOffHookOptions = Pick<ClaudeCodeHookOptions, "event" | "input" | "openStore" | "env" | "cwd" | "home">;

/**
 * A hook sent by `engram hooks run` (decision 0162) as `runClaudeCodeHook` takes it: its event, input
 * and environment, run against the server's store, which is open already and closed by the server,
 * never by a hook. The caller adds its settings, budget and log.
 */
export function handedOffHookOptions(hook: HandoffHook, store: MemoryStore): HandedOffHookOptions {
  return { event: hook.event, input: hook.input, openStore: async () => store, env: hook.env, cwd: hook.cwd, home: hook.home };
}

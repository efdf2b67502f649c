import type { Memory, MemoryStore } from "@engram/core";
import type { McpScopeName, ScopeIdentity } from "./mcp-scopes.js";

/** What a tool of one connection works with. */
export interface ToolContext {
  readonly store: MemoryStore;
  identity(): Promise<ScopeIdentity>;
  /** `createMemory` over the connection's context (see `connectionContext`). */
  memory(): Promise<Memory>;
  countTokens(): Promise<(text: string) => number>;
  now(): Date;
  /** After a write: the MEMORY.md of `scope` (and the entry under `key`) may have changed. */
  changed(scope: McpScopeName, key?: string): Promise<void>;
  readonly onWarning?: (message: string) => void;
}

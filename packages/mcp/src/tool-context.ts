import type { Memory, MemoryStore } from "@engram/core";
import type { HandlerExtra } from "./connection-identity.js";
import type { McpScopeName, ScopeIdentity } from "./mcp-scopes.js";

/** What a tool of one connection works with. */
export interface ToolContext {
  readonly store: MemoryStore;
  /** Who and where the connection is; pass the handler's `extra` so a roots question rides on its request. */
  identity(extra?: HandlerExtra): Promise<ScopeIdentity>;
  /** `createMemory` over the connection's context (see `connectionContext`). */
  memory(extra?: HandlerExtra): Promise<Memory>;
  countTokens(): Promise<(text: string) => number>;
  now(): Date;
  /** After a write: the MEMORY.md of `scope` (and the entry under `key`) may have changed. */
  changed(scope: McpScopeName, key?: string): Promise<void>;
  readonly onWarning?: (message: string) => void;
}

import { createMemory, EngramError, TokenCounter, type Memory, type MemoryStore } from "@engram/core";
import { scopeLabel, scopeSchema } from "@engram/core/store";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ChangeSignal } from "./change-signal.js";
import { ConnectionIdentity, type IdentityOptions } from "./connection-identity.js";
import { connectionContext } from "./mcp-scopes.js";
import { registerRememberPrompt } from "./remember-prompt.js";
import { MemoryResources } from "./resources/memory-resources.js";
import { ResourceWatcher } from "./resources/resource-watcher.js";
import { engramMcpVersion, serverInstructions } from "./server-info.js";
import type { ToolContext } from "./tool-context.js";
import { registerMemoryContext } from "./tools/memory-context.js";
import { registerMemoryForget } from "./tools/memory-forget.js";
import { registerMemoryList } from "./tools/memory-list.js";
import { registerMemoryRecall } from "./tools/memory-recall.js";
import { registerMemoryStore } from "./tools/memory-store.js";
import { registerSessionSearch } from "./tools/session-search.js";

export interface EngramMcpOptions extends IdentityOptions {
  /** An opened store; the server never closes it (it may be shared). */
  readonly store: MemoryStore;
  /** The model whose tokenizer counts token costs (js-tiktoken for OpenAI models); default: a conservative estimate of 3 characters per token. */
  readonly model?: string;
  /** How often subscribed resources are compared with the store, in ms (default 2000; 0: only after this process's writes). */
  readonly pollMs?: number;
  /** Shared by the servers of one process, so one's write notifies the others' subscribers at once. */
  readonly changes?: ChangeSignal;
  /** The clock (tests). */
  readonly now?: () => Date;
}

/** The most tool-argument values (array items and object properties) one call may carry. */
export const maxToolInputElements = 1_000;

/** Checks the options `createEngramMcpServer` takes (also before `serveHttp` listens); EngramError names the bad one. */
export function checkEngramMcpOptions(options: EngramMcpOptions): void {
  // The same rules as any scope value: these become the scopes' keys.
  const parsed = scopeSchema.safeParse({
    ...(options.workspace === undefined ? {} : { workspace: options.workspace }),
    ...(options.user === undefined ? {} : { user: options.user }),
    ...(options.agent === undefined ? {} : { agent: options.agent }),
    ...(options.sessionId === undefined ? {} : { session: options.sessionId }),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue?.path[0] === "session" ? "sessionId" : String(issue?.path[0] ?? "scope");
    throw new EngramError(
      "INVALID_SCOPE",
      `Invalid ${key} for the MCP server: ${issue?.message ?? "not a scope value"}. Give a string of 1 to 200 characters without control or format characters.`,
    );
  }
  const pollMs = options.pollMs ?? 0;
  if (!Number.isFinite(pollMs) || pollMs < 0) {
    throw new EngramError("INVALID_OPTIONS", `Invalid pollMs ${String(options.pollMs)}: give milliseconds >= 0 (0 polls never).`);
  }
}

/**
 * An MCP server over Engram memory for one connection (one client): the tools memory_store,
 * memory_recall, memory_forget, memory_list, session_search and memory_context, the MEMORY.md of each
 * scope and each entry as resources (with `resources/updated` to subscribers), and the
 * `engram-remember` prompt. Connect it to a transport (`server.connect(transport)`), or use
 * `serveStdio` / `serveHttp`. Closing it leaves the store open.
 */
export function createEngramMcpServer(options: EngramMcpOptions): McpServer {
  checkEngramMcpOptions(options);
  const server = new McpServer(
    { name: "engram", title: "Engram memory", version: engramMcpVersion },
    {
      capabilities: { tools: {}, prompts: {}, resources: { subscribe: true, listChanged: true } },
      instructions: serverInstructions,
      maxToolInputElements,
    },
  );
  const now = options.now ?? (() => new Date());
  const identity = new ConnectionIdentity(server, options);
  // One memory per context; a context changes only when the client's roots do, so this stays tiny.
  const memories = new Map<string, Memory>();
  let counter: Promise<TokenCounter> | undefined;
  const context: ToolContext = {
    store: options.store,
    identity: (extra) => identity.current(extra),
    async memory(extra) {
      const scope = connectionContext(await identity.current(extra));
      const label = scopeLabel(scope);
      let memory = memories.get(label);
      if (memory === undefined) {
        memory = createMemory({ store: options.store, scope, now, autoConsolidate: false });
        memories.set(label, memory);
      }
      return memory;
    },
    async countTokens() {
      counter ??= options.model === undefined ? Promise.resolve(TokenCounter.estimating()) : TokenCounter.forModel(options.model);
      const ready = await counter;
      return (text) => ready.countText(text);
    },
    now,
    async changed() {
      server.sendResourceListChanged();
      options.changes?.emit();
      await watcher.check();
    },
    ...(options.onWarning ? { onWarning: options.onWarning } : {}),
  };
  registerMemoryStore(server, context);
  registerMemoryRecall(server, context);
  registerMemoryForget(server, context);
  registerMemoryList(server, context);
  registerSessionSearch(server, context);
  registerMemoryContext(server, context);
  const resources = new MemoryResources(context);
  resources.register(server);
  registerRememberPrompt(server);
  const watcher = new ResourceWatcher(server, resources, { pollMs: options.pollMs ?? 2_000, ...(options.onWarning ? { onWarning: options.onWarning } : {}) });
  const unlisten = options.changes?.listen(() => {
    watcher.check().catch((error: unknown) => options.onWarning?.(`checking subscribed resources failed: ${(error as Error).message}`));
  });
  const closed = server.server.onclose;
  server.server.onclose = () => {
    watcher.close();
    unlisten?.();
    for (const memory of memories.values()) void memory.close();
    memories.clear();
    closed?.();
  };
  return server;
}

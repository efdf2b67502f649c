import { maxReactiveAttempts } from "../pipeline/reactive-attempts.js";
import { assertSupportedStore } from "../store/specification-version.js";
import { isContextLengthError } from "../pipeline/context-length-error.js";
import type { Message } from "../message/message-schema.js";
import type { PromptExtra } from "../pipeline/pipeline-options.js";
import { messageText } from "../message/message-text.js";
import { EngramError } from "../errors.js";
import { TokenCounter } from "../tokens/token-counter.js";
import { createMemory, type Memory } from "../memory/create-memory.js";
import type { MemoryOptions } from "../memory/memory-options.js";
import type { ContextInput, MemoryContext, MemorySession } from "../memory/memory-session.js";
import { memoryTools, type MemoryTool } from "../memory/memory-tools.js";
import { checkedScope, parseScope, scopeLabel, type Scope } from "../store/scope.js";
import { BoundedCache } from "../util/bounded-cache.js";
import { resolveIds, scopeOfIds, type ConversationIds } from "./conversation-ids.js";
import type { MessageDraft } from "../message/message-draft.js";
import { splitPrompt, type SplitPrompt } from "./split-prompt.js";

export interface EngramOptions extends Omit<MemoryOptions, "scope"> {
  /** Scope keys every conversation shares (a fixed workspace, say); each call's ids add the rest. */
  scope?: Omit<Scope, "session">;
  /**
   * Called with every prompt prepared, through any adapter: the first of each call (`prepare`) and each
   * smaller one after a length rejection (`recover`). Its manifest says what was kept, dropped, summarized
   * and recalled. An error thrown here fails the call.
   */
  onPrepared?: (turn: PreparedTurn) => void;
  /**
   * How many scopes' memories stay open in this process, and for how long unused: default 10,000 and 30
   * minutes. Each open memory holds its open sessions (`openSessions`, per memory). A scope dropped for
   * room or idleness is rebuilt from the store on its next call; nothing stored changes.
   */
  openScopes?: { max?: number; idleMs?: number };
  /**
   * Keep every prepared prompt (`prepare` and each `recover`) in its session's archive as a `trace`
   * event, before the call returns: what was sent part by part (secrets redacted), dropped, summarized
   * and recalled, with each signal and weight, so a debugger can show any call of any session after a
   * restart (`readTraces` from `@engram/core/inspect`). Off by default; never in incognito. `label`
   * names the caller in each trace (at most 60 characters), such as the framework.
   */
  traces?: boolean | { label?: (ids: ConversationIds) => string | undefined };
}

/** One model call as a framework hands it over. */
export interface TurnInput {
  /** The conversation as the framework sends it: the whole history, or only what is new. */
  messages: readonly MessageDraft[];
  /** The application's instructions; system messages found in `messages` are added after these. */
  system?: readonly string[];
  maxOutputTokens?: number;
  /** Tokens of what the call sends outside the messages and `extras` does not list (added to theirs). */
  extraTokens?: number;
  /**
   * What the call sends outside the messages, one part each: a tool definition (label: the tool's name,
   * text: its JSON), a response schema. Engram counts each and lists it in the manifest's `extras`.
   */
  extras?: readonly PromptExtra[];
}

/** What to send: system content and kept conversation, plus where it came from. */
export interface PreparedTurn extends SplitPrompt {
  readonly ids: ConversationIds;
  readonly memory: Memory;
  readonly session: MemorySession;
  readonly context: MemoryContext;
  /** What this call archived from the incoming conversation (empty when nothing was new). */
  readonly archived: readonly Message[];
  /** 0 for the first prompt, then 1..3 for each smaller one after a length rejection. */
  readonly attempt: number;
  /**
   * Where a kept message came from: its index in `input.messages` when the framework sent it in
   * this call, undefined when it comes from the archive alone. Adapters send such messages as the
   * framework gave them, so what Engram does not archive (file bytes, provider options) still
   * reaches the model; the others are rebuilt from the archive.
   */
  sourceOf(messageId: string): number | undefined;
}

export interface RunOptions {
  /** Decides whether an error was the provider rejecting the prompt's length; default `isContextLengthError`. */
  isLengthError?: (error: unknown) => boolean;
}

/**
 * Engram for adapters: one memory per scope, built on demand from each call's ids, and the three
 * steps every framework integration needs: `prepare` the prompt (archive what is new, trim, inject
 * memory), `run` it with reactive retries on a length rejection, and `record` the reply.
 */
export interface Engram {
  readonly options: EngramOptions;
  /** The long-term memory of these ids' scope (user, workspace, agent; the session id is ignored). */
  memory(ids?: Partial<ConversationIds>): Memory;
  session(ids: ConversationIds): Promise<MemorySession>;
  prepare(ids: ConversationIds, input: TurnInput): Promise<PreparedTurn>;
  /** A smaller prompt for the same turn after the provider rejected the last one for length. */
  recover(turn: PreparedTurn): Promise<PreparedTurn>;
  /**
   * Calls `call(turn)`; while it throws a length rejection, asks for a smaller prompt (50%, 25%,
   * minimum) and calls again. For frameworks that prepare in one hook and call the model in another.
   */
  retry<T>(turn: PreparedTurn, call: (turn: PreparedTurn) => PromiseLike<T>, options?: RunOptions): Promise<T>;
  /** `prepare`, then `retry(turn, call)`. */
  run<T>(ids: ConversationIds, input: TurnInput, call: (turn: PreparedTurn) => Promise<T>, options?: RunOptions): Promise<T>;
  /** Archives the model's reply (and a tool loop's results); feeds usage to the token estimator. */
  record(ids: ConversationIds, reply: readonly MessageDraft[], usage?: TurnUsage): Promise<readonly Message[]>;
  /** Tokens of what a call sends outside its messages (tool definitions, a response schema), as JSON. */
  extraTokens(definitions: readonly unknown[]): Promise<number>;
  /** memory_store, memory_recall and memory_forget for these ids. */
  tools(ids: Partial<ConversationIds>): MemoryTool[];
  /** Merges fixed and per-call ids and checks them; `where` tells the user how to pass a session id. */
  ids(fixed: Partial<ConversationIds>, perCall: Partial<ConversationIds> | undefined, where: string): ConversationIds;
  /** What this process holds open: scopes' memories and their sessions (see `openScopes`, `openSessions`). */
  openState(): { scopes: number; sessions: number };
  /**
   * Forgets every open memory and session and refuses further calls (STORE_CLOSED). The store stays open:
   * it is the caller's, and may be shared. Idempotent.
   */
  close(): Promise<void>;
}

export interface TurnUsage {
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
}

function checkOpenScopes(value: EngramOptions["openScopes"]): void {
  if (value === undefined) return;
  const okMax = value.max === undefined || (Number.isInteger(value.max) && value.max >= 0);
  const okIdle = value.idleMs === undefined || (Number.isInteger(value.idleMs) && value.idleMs > 0);
  if (okMax && okIdle) return;
  throw new EngramError(
    "INVALID_OPTIONS",
    `Invalid openScopes ${JSON.stringify(value)}: max is a non-negative integer of scopes, idleMs a positive integer of milliseconds.`,
  );
}

export function createEngram(options: EngramOptions): Engram {
  if (typeof options?.store?.search !== "function") {
    throw new EngramError(
      "INVALID_OPTIONS",
      "createEngram needs a store: pass `store` (createInMemoryStore(), openFsStore, openSqliteStore or openRedisStore).",
    );
  }
  assertSupportedStore(options.store, "createEngram");
  const fixedScope = parseScope(options.scope ?? {}, "createEngram({ scope })");
  if (fixedScope.session !== undefined) {
    throw new EngramError("INVALID_SCOPE", "createEngram({ scope }) cannot fix a session: pass the session id with each call's ids (sessionId).");
  }
  checkOpenScopes(options.openScopes);
  // Keyed by the injective label: two scopes never share a memory, whatever their values hold.
  const memories = new BoundedCache<string, Memory>({
    maxEntries: options.openScopes?.max ?? 10_000,
    idleMs: options.openScopes?.idleMs ?? 30 * 60_000,
    ...(options.now === undefined ? {} : { now: () => options.now!().getTime() }),
  });
  // One counter for every scope: its caches and learned ratio are the model's, not a user's.
  let counter: Promise<TokenCounter> | undefined;
  const sharedCounter = (): Promise<TokenCounter> =>
    (counter ??=
      options.counter !== undefined
        ? Promise.resolve(options.counter)
        : options.model
          ? TokenCounter.forModel(options.model)
          : Promise.resolve(TokenCounter.estimating()));
  let closed = false;
  const memoryFor = (ids: Partial<ConversationIds> = {}): Memory => {
    if (closed) throw new EngramError("STORE_CLOSED", "This Engram was closed: create a new one (createEngram) to keep serving calls.");
    const scope = checkedScope({ ...fixedScope, ...scopeOfIds(ids) }, "the call's ids");
    const label = scopeLabel(scope);
    let memory = memories.get(label);
    if (!memory) {
      memory = createMemory({ ...options, scope, counter: sharedCounter() });
      memories.set(label, memory);
    }
    return memory;
  };

  const traceOf = (ids: ConversationIds): ContextInput["trace"] => {
    const traces = options.traces;
    if (!traces) return undefined;
    const label = traces === true ? undefined : traces.label?.(ids);
    return label === undefined ? {} : { label };
  };
  const build = async (ids: ConversationIds, input: TurnInput, attempt: number, archived: readonly Message[], sources: Sources): Promise<PreparedTurn> => {
    const memory = memoryFor(ids);
    const session = await memory.session(ids.sessionId);
    const contextInput = toContextInput(input, traceOf(ids));
    const context = attempt === 0 ? await session.context(contextInput) : await session.recover(contextInput);
    return { ids, memory, session, context, archived, attempt, sourceOf: sources, ...splitPrompt(context.messages, context.manifest.parts) };
  };
  /** What each turn was prepared from, so `recover` can rebuild it smaller. */
  const origins = new WeakMap<PreparedTurn, { input: TurnInput; sources: Sources }>();

  const engram: Engram = {
    options,
    memory: memoryFor,
    session: (ids) => memoryFor(ids).session(ids.sessionId),
    async prepare(ids, input) {
      const session = await memoryFor(ids).session(ids.sessionId);
      const archived = await session.sync(input.messages);
      const sources = sourcesOf(input.messages, session);
      const turn = await build(ids, input, 0, archived, sources);
      origins.set(turn, { input, sources });
      options.onPrepared?.(turn);
      return turn;
    },
    async recover(turn) {
      const origin = origins.get(turn);
      if (!origin) throw new EngramError("INVALID_OPTIONS", "recover() takes a turn returned by prepare() or recover() of the same Engram.");
      const next = await build(turn.ids, origin.input, turn.attempt + 1, turn.archived, origin.sources);
      origins.set(next, origin);
      options.onPrepared?.(next);
      return next;
    },
    async run(ids, input, call, runOptions) {
      return engram.retry(await engram.prepare(ids, input), call, runOptions);
    },
    async retry(first, call, runOptions = {}) {
      const isLengthError = runOptions.isLengthError ?? isContextLengthError;
      let turn = first;
      for (;;) {
        try {
          return await call(turn);
        } catch (error) {
          if (!isLengthError(error) || turn.attempt >= maxReactiveAttempts) throw error;
          turn = await engram.recover(turn);
        }
      }
    },
    async record(ids, reply, usage) {
      const session = await memoryFor(ids).session(ids.sessionId);
      const archived = await session.append(reply.filter((message) => message.role !== "system"));
      if (usage?.inputTokens !== undefined) {
        await session.reportUsage({
          inputTokens: usage.inputTokens,
          ...(usage.outputTokens === undefined ? {} : { outputTokens: usage.outputTokens }),
        });
      }
      return archived;
    },
    async extraTokens(definitions) {
      if (definitions.length === 0) return 0;
      const resolved = await sharedCounter();
      return definitions.reduce<number>((total, definition) => total + resolved.countText(JSON.stringify(definition) ?? ""), 0);
    },
    tools: (ids) => memoryTools(memoryFor(ids), ids.sessionId === undefined ? {} : { sessionId: ids.sessionId }),
    ids: resolveIds,
    openState() {
      let sessions = 0;
      for (const memory of memories.values()) sessions += memory.openSessionCount;
      return { scopes: memories.size, sessions };
    },
    async close() {
      closed = true;
      for (const memory of memories.values()) await memory.close();
      memories.clear();
    },
  };
  return engram;
}

/** Where each archived message of a turn came from in the framework's input; see `PreparedTurn.sourceOf`. */
type Sources = (messageId: string) => number | undefined;

/**
 * After `sync` the archive ends with the incoming conversation (system messages aside), in order:
 * its last n messages are the n incoming ones. An archived id's input index follows from where the
 * session holds it, so nothing is built per message (a re-sent history holds thousands).
 */
function sourcesOf(incoming: readonly MessageDraft[], session: MemorySession): Sources {
  const positions: number[] = [];
  for (let index = 0; index < incoming.length; index++) if (incoming[index]!.role !== "system") positions.push(index);
  const offset = session.messages.length - positions.length;
  // Adapters ask in prompt order, and the kept messages are mostly consecutive archived ones: the slot
  // after the last answer is tried before the id lookup.
  let last = -1;
  return (messageId) => {
    const next = session.messages[last + 1];
    const at = next !== undefined && next.id === messageId ? last + 1 : session.indexOf(messageId);
    if (at !== undefined) last = at;
    return at === undefined || offset < 0 || at < offset ? undefined : positions[at - offset];
  };
}

function toContextInput(input: TurnInput, trace: ContextInput["trace"]): ContextInput {
  const fromMessages = input.messages.filter((message) => message.role === "system").map((message) => messageText(message as Message));
  const system = [...(input.system ?? []), ...fromMessages].filter((text) => text.trim().length > 0);
  return {
    ...(system.length === 0 ? {} : { system }),
    ...(input.maxOutputTokens === undefined ? {} : { maxOutputTokens: input.maxOutputTokens }),
    ...(input.extraTokens === undefined ? {} : { extraTokens: input.extraTokens }),
    ...(input.extras === undefined ? {} : { extras: input.extras }),
    ...(trace === undefined ? {} : { trace }),
  };
}

import type { PreparedContext } from "../pipeline/prepared-context.js";
import { parseMessage, type Message } from "../message/message-schema.js";
import { markValidated } from "../message/validated.js";
import { messageText } from "../message/message-text.js";
import type { FlushEvent, PrepareInput, PromptExtra } from "../pipeline/pipeline-options.js";
import type { PipelineSession } from "../pipeline/pipeline-session.js";
import type { NewSessionEvent } from "../store/session-events.js";
import { ArchiveMatcher } from "../archive/archive-matcher.js";
import { EngramError } from "../errors.js";
import { assertDraftObject, completeDraft, withoutId, type MessageDraft } from "../message/message-draft.js";
import type { MemoryRuntime } from "./memory-runtime.js";
import { recallForContext } from "./recall-for-context.js";
import type { MemoryContext } from "./memory-manifest.js";
import { recentMemo } from "../util/recent-memo.js";
import { exchangesFinishedBy, pendingExchangeStart } from "./exchanges.js";
import { persistTrace, persistTrim } from "./persist-context.js";

/** What to build the next model call from; the session supplies the messages. */
export interface ContextInput {
  system?: string | readonly string[];
  maxOutputTokens?: number;
  /** Tokens of what the call sends outside messages and `extras` does not list. */
  extraTokens?: number;
  /** Parts outside messages (one per tool definition, say), each counted and listed in the manifest's `extras`. */
  extras?: readonly PromptExtra[];
  /** What to recall for; the newest user message by default. */
  query?: string;
  recoveryContext?: readonly string[];
  /**
   * Keep this prompt in the archive as a `trace` event (after what the call archived and before the
   * context is returned): every part's text as sent (secrets redacted), the manifest's figures, the
   * recall explanation and its weights, and which daily items the pre-trim flush wrote (see
   * `traceSchema`; read them back with `readTraces`). Nothing is written when the memory writes nothing
   * (incognito). `label`: a name for the caller, such as the framework (60 characters at most).
   */
  trace?: { readonly label?: string | undefined };
}

/** The pipeline's manifest plus what memory contributed: the index, each recalled item's signals and tokens, and the best left out. */
export type { MemoryContext, MemoryManifest } from "./memory-manifest.js";

/**
 * One conversation with memory: every message is archived (secrets redacted first), each finished
 * exchange and every unit about to be trimmed goes through extraction into the daily log, and each
 * model call gets the memory index and the recalled memories beside the trimmed history.
 */
export class MemorySession {
  readonly id: string;
  readonly #runtime: MemoryRuntime;
  readonly #pipeline: PipelineSession;
  readonly #messages: Message[];
  /** Messages already handed to extraction, so an exchange and a later trim never extract twice. */
  readonly #extracted: Set<string>;
  #exchange: Message[] = [];
  readonly #matcher: ArchiveMatcher;
  /** Entries this session's recall has marked used (once per session). */
  readonly #markedUsed = new Set<string>();
  /** Trace redaction of the texts this session sends call after call (its kept messages), each redacted once. */
  readonly #traceRedact = recentMemo((text: string) => this.#runtime.redactText(text), 1_024, 50_000);
  /** While a traced prompt is built: the daily item ids its pre-trim flush writes. */
  #flushedNow: string[] | undefined;
  /** Where each archived id sits in the session (so a re-used framework id gets a fresh one). */
  readonly #ids: Map<string, number>;

  readonly #onArchived: ((seqs: readonly number[]) => void) | undefined;

  /**
   * `flushed`: ids the archive's trim events name (a trim flushes what it drops, and `flushPending`
   * records what it extracted as one), so a resumed session never extracts them again. `onArchived`:
   * told the seqs of the message events each `append` wrote (the session tail keeps them).
   */
  constructor(
    runtime: MemoryRuntime,
    id: string,
    pipeline: PipelineSession,
    history: Message[],
    flushed: Iterable<string> = [],
    onArchived?: (seqs: readonly number[]) => void,
  ) {
    this.#runtime = runtime;
    this.#onArchived = onArchived;
    this.id = id;
    this.#pipeline = pipeline;
    this.#messages = history;
    // A resumed session (after a restart, or after it left the open set) picks up the exchange still
    // under way: what follows the last finished one is extracted when it finishes, as it would have been.
    // Messages a trim already dropped went through extraction then (the oldest go first).
    const pending = Math.max(pendingExchangeStart(history), Math.min(history.length, pipeline.state().droppedInSession));
    this.#exchange = history.slice(pending);
    this.#extracted = new Set([...history.slice(0, pending).map((message) => message.id), ...flushed]);
    this.#ids = new Map(history.map((message, index) => [message.id, index]));
    this.#matcher = new ArchiveMatcher((message) => runtime.redactMessage(message));
  }

  /** The session so far, as archived (secrets redacted). */
  get messages(): readonly Message[] {
    return this.#messages;
  }

  /** Where the archived message with this id sits in `messages`; undefined for an id it does not hold. */
  indexOf(id: string): number | undefined {
    return this.#ids.get(id);
  }

  /**
   * Appends messages: validated, redacted, archived; each exchange they finish is extracted into the
   * daily log on its own (a batch holding a whole transcript gives each exchange its own facts). A
   * draft without id or time gets a new id and the current time. Returns what was archived.
   */
  async append(input: MessageDraft | readonly MessageDraft[]): Promise<readonly Message[]> {
    const runtime = this.#runtime;
    const drafts: readonly MessageDraft[] = Array.isArray(input) ? input : [input as MessageDraft];
    const taken = new Set<string>();
    const now = runtime.now();
    const incoming = drafts.map((draft, index) => {
      assertDraftObject(draft, `at position ${this.#messages.length + index}`);
      // A framework id that is already archived (an edited message re-sent) must not shadow the original.
      const reused = draft.id !== undefined && (this.#ids.has(draft.id) || taken.has(draft.id));
      const unique = reused ? withoutId(draft) : draft;
      // Redaction only replaces strings, so a redacted copy of a valid message is valid too.
      const message = markValidated(runtime.redactMessage(parseMessage(completeDraft(unique, now), this.#messages.length + index)));
      taken.add(message.id);
      return message;
    });
    if (incoming.length === 0) return [];
    const { finished, underWay } = exchangesFinishedBy(this.#exchange, incoming);
    // With the offline rules (milliseconds, and the same facts every run), each finished exchange's facts
    // are written before the messages are archived (decision 0259): a process that stops in between has
    // archived nothing yet, and the caller's retry (a hook reads the same transcript lines again) writes
    // the same daily items (their ids are fixed by the messages). Archived first, a stop there kept the
    // messages and lost their facts for good. A model takes seconds: then the messages are archived
    // first, as no message may wait on a model. A failed extraction still archives the messages.
    const factsFirst = runtime.complete === undefined;
    let failed: { readonly cause: unknown } | undefined;
    const marked = finished.flat().flatMap((message) => (this.#extracted.has(message.id) ? [] : [message.id]));
    const written: string[] = [];
    const extract = async (): Promise<void> => {
      try {
        for (const exchange of finished) written.push(...(await this.#extract(exchange)));
      } catch (cause) {
        failed = { cause };
      }
    };
    if (factsFirst) await extract();
    if (runtime.writes) {
      const events: NewSessionEvent[] = incoming.map((message) => markValidated({ at: message.createdAt, type: "message", message }));
      try {
        const seqs = await runtime.store.appendEvents(this.id, runtime.scope, events);
        this.#onArchived?.(seqs);
      } catch (cause) {
        // A refused or failed append leaves nothing behind: the facts this call wrote go too (a retry
        // writes them again), and the messages count as not extracted.
        await this.#unwrite(written, marked);
        throw cause;
      }
    }
    const base = this.#messages.length;
    this.#messages.push(...incoming);
    incoming.forEach((message, k) => {
      this.#ids.set(message.id, base + k);
      this.#matcher.noteArrival(base + k, drafts[k]!);
    });
    this.#exchange = underWay;
    if (!factsFirst) await extract();
    if (failed) throw failed.cause;
    return incoming;
  }

  /**
   * Takes the conversation as a framework sends it (the whole history, or only the new turn, or a
   * tool loop's next step) and archives only what the archive does not already end with. System
   * messages are the application's instructions, not conversation: they are skipped here and go to
   * `context({ system })`. Returns what was archived.
   */
  async sync(conversation: readonly MessageDraft[]): Promise<readonly Message[]> {
    if (!Array.isArray(conversation)) {
      throw new EngramError("INVALID_MESSAGE", "Invalid conversation: expected an array of messages.", { details: {} });
    }
    conversation.forEach((draft: unknown, index) => assertDraftObject(draft, `at index ${index} of the conversation`));
    const incoming = conversation.filter((message) => message.role !== "system");
    const known = this.#matcher.knownPrefix(incoming, this.#messages);
    return this.append(incoming.slice(known));
  }

  /** Builds the next model call: memory index and recall injected, history trimmed to the budget. */
  async context(input: ContextInput = {}): Promise<MemoryContext> {
    return this.#prepare(input, (prepareInput) => this.#pipeline.prepare(prepareInput));
  }

  /** After the provider rejected the last context for length: a smaller one (50%, 25%, minimum). */
  async recover(input: ContextInput = {}): Promise<MemoryContext> {
    return this.#prepare(input, (prepareInput) => this.#pipeline.recover(prepareInput));
  }

  /** Feeds the provider's reported usage to the token estimator and the archive. */
  async reportUsage(usage: { inputTokens: number; outputTokens?: number }): Promise<void> {
    await this.#pipeline.reportUsage(usage);
    if (!this.#runtime.writes) return;
    await this.#runtime.store.appendEvents(this.id, this.#runtime.scope, [{ at: this.#runtime.now().toISOString(), type: "usage", ...usage }]);
  }

  /** Extracts what is about to leave the working context (the pre-compaction flush). */
  async flush(event: FlushEvent): Promise<void> {
    const written = await this.#extract(event.messages.filter((message) => !this.#extracted.has(message.id)));
    this.#flushedNow?.push(...written);
  }

  /**
   * The flush path for an agent that trims its own context (a coding agent compacting its
   * conversation, or a session ending): every archived message extraction has not seen yet (the
   * exchange still under way) is extracted now, and the archive records a trim event with `trigger`
   * naming them, so this session, resumed in any process, never extracts them again. Returns the ids
   * extracted (none when there was nothing pending).
   */
  async flushPending(trigger: string): Promise<readonly string[]> {
    const pending = this.#messages.filter((message) => !this.#extracted.has(message.id));
    if (pending.length === 0) return [];
    await this.#extract(pending);
    const runtime = this.#runtime;
    const droppedIds = pending.map((message) => message.id);
    if (runtime.writes) await runtime.store.appendEvents(this.id, runtime.scope, [{ at: runtime.now().toISOString(), type: "trim", trigger, droppedIds }]);
    return droppedIds;
  }

  async #prepare(input: ContextInput, build: (input: PrepareInput) => Promise<PreparedContext>): Promise<MemoryContext> {
    const runtime = this.#runtime;
    const anchor = this.#messages.findLast((message) => message.role === "user");
    const query = input.query ?? (anchor ? messageText(anchor) : "");
    const recall = await recallForContext(runtime, query, input.maxOutputTokens, this.id, this.#markedUsed);
    const traced = input.trace !== undefined && runtime.writes;
    const flushed: string[] = [];
    if (traced) this.#flushedNow = flushed;
    let prepared: PreparedContext;
    try {
      prepared = await build({
        messages: this.#messages,
        injections: recall.injections,
        ...(input.system === undefined ? {} : { system: input.system }),
        ...(input.maxOutputTokens === undefined ? {} : { maxOutputTokens: input.maxOutputTokens }),
        ...(input.extraTokens === undefined ? {} : { extraTokens: input.extraTokens }),
        ...(input.extras === undefined ? {} : { extras: input.extras }),
        ...(input.recoveryContext === undefined ? {} : { recoveryContext: input.recoveryContext }),
      });
    } finally {
      if (this.#flushedNow === flushed) this.#flushedNow = undefined;
    }
    await persistTrim(runtime, this.id, this.#pipeline, prepared);
    const context: MemoryContext = { ...prepared, manifest: { ...prepared.manifest, recall: recall.explanation } };
    if (traced) await persistTrace(runtime, this.id, context, { extras: input.extras, label: input.trace?.label, flushed, redact: this.#traceRedact });
    return context;
  }

  /** Takes back what an append did before its archive failed: the daily items it wrote, and the extracted marks it set. */
  async #unwrite(written: readonly string[], marked: readonly string[]): Promise<void> {
    for (const id of marked) this.#extracted.delete(id);
    // Best effort: with the store down, the items stay and a retry finds them (the same ids).
    for (const id of written) await this.#runtime.store.delete("daily", id).catch(() => undefined);
  }

  /** Returns the ids of the daily items written. */
  async #extract(messages: readonly Message[]): Promise<readonly string[]> {
    const fresh = messages.filter((message) => !this.#extracted.has(message.id));
    for (const message of fresh) this.#extracted.add(message.id);
    if (fresh.length === 0 || !this.#runtime.writes || !this.#runtime.extraction) return [];
    return this.#runtime.extractToDailyLog(this.id, fresh);
  }
}

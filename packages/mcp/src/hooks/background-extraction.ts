import { type Complete, createMemory, type Memory, type MemoryStore, type Message } from "@engram/core";
import { extractedFactId, extractFacts, extractFactsWithModel, toDailyRecord } from "@engram/core/extraction";
import type { ConsolidationGateOptions } from "@engram/core/maintenance";
import { z } from "zod";
import { coreScopeOf } from "../mcp-scopes.js";
import { claudeCodeIdentity } from "./claude-code-identity.js";
import { factsPerTurn } from "./facts-per-turn.js";

/**
 * Where the model's extraction of a session has got to: a scratchpad note of the Engram session.
 * `through`: how many of the session's archived messages were handed to extraction. The Stop hook
 * writes it when it first leaves extraction to the background; the job moves it after each turn.
 */
export const extractionCursorKey = "claude-code-extraction";
const cursorSchema = z.object({ version: z.literal(1), through: z.number().int().nonnegative() });

/** How long a job waits for another job of the same session before leaving the work to the next one. */
const lockWaitMs = 60_000;
const lockTtlMs = 15 * 60_000;

export interface BackgroundExtractionOptions {
  /** Claude Code's session id. */
  readonly sessionId: string;
  readonly openStore: () => Promise<MemoryStore>;
  /** The model: `commandComplete` of `hooks.complete`. */
  readonly complete: Complete;
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly workspace?: string;
  readonly user?: string;
  readonly agent?: string;
  /** The whole job's time: past it, the turns left wait for the next job (default 10 minutes). */
  readonly timeoutMs?: number;
  readonly consolidationGates?: ConsolidationGateOptions;
  readonly log: (message: string) => void;
  readonly now?: () => Date;
}

export interface BackgroundExtractionReport {
  /** Turns extracted by this job. */
  readonly turns: number;
  /** Daily items written. */
  readonly facts: number;
  /** Turns the offline rules extracted because the model failed (after one failure, the rest of the job is offline). */
  readonly offline: number;
}

/** Reads the cursor; undefined when no hook left this session's extraction to the background. */
export async function readExtractionCursor(memory: Memory, sessionId: string): Promise<number | undefined> {
  const text = await memory.notes(sessionId).retrieve(extractionCursorKey);
  if (text === undefined) return undefined;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.through : undefined;
  } catch {
    return undefined;
  }
}

export async function writeExtractionCursor(memory: Memory, sessionId: string, through: number): Promise<void> {
  await memory.notes(sessionId).store(extractionCursorKey, JSON.stringify({ version: 1, through }));
}

/**
 * Starts the session's extraction cursor at `through` unless one is there already: of hooks racing to
 * start it (two first Stops of a session, each reading no cursor), the first one's stands, and a later
 * one, which may count messages the first archived after it and left to the background, changes nothing.
 * True when this call started it.
 */
export async function startExtractionCursor(memory: Memory, sessionId: string, through: number): Promise<boolean> {
  return memory.notes(sessionId).create(extractionCursorKey, JSON.stringify({ version: 1, through }));
}

/** Turns: a new one starts at each user message that follows a message of another role. */
function turnsOf(messages: readonly Message[]): Message[][] {
  const turns: Message[][] = [];
  for (const [i, message] of messages.entries()) {
    if (turns.length === 0 || (message.role === "user" && messages[i - 1]?.role !== "user")) turns.push([]);
    turns.at(-1)!.push(message);
  }
  return turns;
}

/**
 * The background half of the Stop hook when `hooks.complete` names a model: extracts, turn by turn,
 * the archived messages past the session's extraction cursor with the model (`extractFactsWithModel`,
 * whose reply is validated and whose failures fall back to the offline rules), writes them to the
 * daily log, moves the cursor after each turn and records the turn as extracted (a trim event, as
 * `flushPending` does), then consolidates with the model when the gates open. One job per session at
 * a time (a store lock); a later one waits for it, then takes what is left. Never throws: problems
 * are logged.
 */
export async function runBackgroundExtraction(options: BackgroundExtractionOptions): Promise<BackgroundExtractionReport> {
  const started = Date.now();
  const deadline = started + (options.timeoutMs ?? 10 * 60_000);
  const now = options.now ?? (() => new Date());
  const { identity } = claudeCodeIdentity({ session_id: options.sessionId }, options);
  const store = await options.openStore();
  const scope = coreScopeOf(identity, "project")!;
  const sessionId = identity.session;
  const report = { turns: 0, facts: 0, offline: 0 };
  let lease = await store.lock(`claude-code-extraction:${sessionId}`, lockTtlMs);
  while (lease === undefined && Date.now() < Math.min(deadline, started + lockWaitMs)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    lease = await store.lock(`claude-code-extraction:${sessionId}`, lockTtlMs);
  }
  if (lease === undefined) {
    options.log(`another extraction job held session ${sessionId}; the next job takes what is left`);
    return report;
  }
  let modelFailed = false;
  const warn = (code: string, message: string): void => {
    if (code === "EXTRACTION_MODEL_FAILED") modelFailed = true;
    options.log(`${code}: ${message}`);
  };
  const memory = createMemory({
    store,
    scope,
    now,
    complete: options.complete,
    autoConsolidate: false,
    extraction: false,
    onWarning: (warning) => warn(warning.code, warning.message),
  });
  try {
    const through = await readExtractionCursor(memory, sessionId);
    if (through === undefined) return report;
    const session = await memory.session(sessionId);
    let done = Math.min(through, session.messages.length);
    for (const turn of turnsOf(session.messages.slice(done))) {
      if (Date.now() >= deadline) {
        options.log(`extraction stopped at its time budget; ${session.messages.length - done} messages wait for the next job`);
        break;
      }
      const exchange = { messages: turn };
      const facts = modelFailed
        ? extractFacts(exchange, { maxFacts: factsPerTurn })
        : await extractFactsWithModel(exchange, { complete: options.complete, maxFacts: factsPerTurn, onWarning: (w) => warn(w.code, w.message) });
      if (modelFailed) report.offline += 1;
      const at = new Date(turn.at(-1)!.createdAt);
      // Ids fixed by the turn and the fact's place, written only where none is: a job that dies and runs
      // again adds what the first did not write and keeps what it did (and what consolidation did to it).
      const turnIds = turn.map((message) => message.id);
      for (const [index, fact] of facts.entries()) {
        await store.putIf(toDailyRecord(fact, { scope, sessionId, at, id: extractedFactId(scope, sessionId, turnIds, index) }), null);
      }
      done += turn.length;
      await writeExtractionCursor(memory, sessionId, done);
      await store.appendEvents(sessionId, scope, [
        { at: now().toISOString(), type: "trim", trigger: "claude-code-background-extraction", droppedIds: turn.map((message) => message.id) },
      ]);
      report.turns += 1;
      report.facts += facts.length;
    }
    if (Date.now() < deadline) await memory.consolidateIfDue(options.consolidationGates ? { gates: options.consolidationGates } : {});
    return report;
  } finally {
    await memory.close();
    await lease.release();
  }
}

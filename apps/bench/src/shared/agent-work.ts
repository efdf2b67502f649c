// Run inside the agent processes through a dynamic import (see agent-child.ts): value imports from
// packages only, never from the bench's own files.
import { createEngram, type Engram, engramErrorOf, type MemoryStore, type Message } from "@engram/core";

/** What one agent process does: its users, each running sessions of turns one after another, all users at once. */
export interface AgentPlan {
  readonly agent: number;
  /** Ids of the users this process serves. */
  readonly users: readonly string[];
  readonly sessionsPerUser: number;
  readonly turnsPerSession: number;
  /** A `remember` after every this many turns of a session. */
  readonly rememberEvery: number;
  /** Keeps ids apart between cases and runs. */
  readonly runId: string;
}

export type OpKind = "append" | "recall" | "remember";

/** One call as the agent saw it: epoch milliseconds (`performance.timeOrigin + now()`, comparable across processes on one machine). */
export interface OpRecord {
  readonly kind: OpKind;
  readonly user: string;
  readonly startMs: number;
  readonly endMs: number;
  /** Undefined when it succeeded; else the error's code (EngramError) or name. */
  readonly error?: string;
}

/** A write the store acknowledged (returned from), or one it refused (`acknowledged: false`: maybe applied, maybe not). */
export type WriteRecord =
  | { readonly kind: "append"; readonly acknowledged: boolean; readonly sessionId: string; readonly messageId: string; readonly seq?: number }
  | { readonly kind: "remember"; readonly acknowledged: boolean; readonly key: string; readonly user: string; readonly entryId?: string };

export interface AgentReport {
  readonly agent: number;
  readonly ops: readonly OpRecord[];
  readonly writes: readonly WriteRecord[];
  /** The first few error messages, for the notes. */
  readonly errorSamples: readonly string[];
}

/** The workspace every agent's users share; each user is a scope of its own under it. */
export const loadWorkspace = "load-bench";

const topics = ["deploy plan", "flaky test", "refreshToken rotation", "billing webhook", "CI cache", "schema migration", "rate limiter", "search index"];
const verbs = ["prefers", "decided", "fixed", "asked about", "reverted", "reviewed"];

const now = (): number => performance.timeOrigin + performance.now();

function message(id: string, role: "user" | "assistant", text: string): Message {
  return { id, role, parts: [{ type: "text", text }], createdAt: new Date().toISOString() };
}

/**
 * The process's Engram on the shared store, warmed up before the clock starts: one recall in a scope
 * no user has, so loading the tokenizer and the first search's code is not in the first user's latency.
 */
export async function startEngram(store: MemoryStore): Promise<Engram> {
  const engram = createEngram({ store, model: "gpt-4o", contextWindow: 16_000, autoConsolidate: false });
  await engram.memory({ userId: "warm-up", workspaceId: loadWorkspace }).recall("deploy plan", { markUsed: false });
  return engram;
}

/**
 * Runs every user of `plan` at once through the process's Engram (`startEngram`), each user's
 * sessions one after another: per turn an append of the user's message (`appendEvents`, the store call
 * an agent's archive makes), a `recall` through the front door, an append of the reply, and every
 * `rememberEvery` turns a `remember`. A failed call is recorded and the user goes on (an agent retries
 * at the next turn). `progress` is called after every call.
 */
export async function runAgentUsers(store: MemoryStore, engram: Engram, plan: AgentPlan, progress: () => void): Promise<AgentReport> {
  const ops: OpRecord[] = [];
  const writes: WriteRecord[] = [];
  const errorSamples: string[] = [];
  const timed = async <T>(kind: OpKind, user: string, call: () => Promise<T>): Promise<T | undefined> => {
    const startMs = now();
    try {
      const value = await call();
      ops.push({ kind, user, startMs, endMs: now() });
      return value;
    } catch (error) {
      const code = engramErrorOf(error)?.code ?? (error instanceof Error ? error.name : "unknown");
      ops.push({ kind, user, startMs, endMs: now(), error: code });
      if (errorSamples.length < 5) errorSamples.push(`${kind} (${user}): ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`);
      return undefined;
    } finally {
      progress();
    }
  };
  const append = async (user: string, scope: ReturnType<typeof engram.memory>["scope"], sessionId: string, draft: Message): Promise<void> => {
    const seqs = await timed("append", user, () => store.appendEvents(sessionId, scope ?? {}, [{ type: "message", at: draft.createdAt, message: draft }]));
    writes.push({ kind: "append", acknowledged: seqs !== undefined, sessionId, messageId: draft.id, ...(seqs ? { seq: seqs[0]! } : {}) });
  };
  const runUser = async (user: string, index: number): Promise<void> => {
    const memory = engram.memory({ userId: user, workspaceId: loadWorkspace });
    for (let s = 0; s < plan.sessionsPerUser; s++) {
      const sessionId = `${plan.runId}.${user}.s${s}`;
      for (let t = 0; t < plan.turnsPerSession; t++) {
        const topic = topics[(index + s * 3 + t) % topics.length]!;
        const turn = `${sessionId}.t${t}`;
        await append(user, memory.scope, sessionId, message(`${turn}.u`, "user", `Turn ${t}: what about the ${topic}? (${turn})`));
        await timed("recall", user, () => memory.recall(`${topic} ${verbs[t % verbs.length]}`));
        await append(
          user,
          memory.scope,
          sessionId,
          message(`${turn}.a`, "assistant", `About the ${topic}: ${user} ${verbs[(t + s) % verbs.length]} it in ${turn}.`),
        );
        if ((t + 1) % plan.rememberEvery === 0) {
          const key = `${turn}.note`;
          const entry = await timed("remember", user, () => memory.remember({ key, content: `${user} ${verbs[t % verbs.length]} the ${topic} (${turn}).` }));
          writes.push({ kind: "remember", acknowledged: entry !== undefined, key, user, ...(entry ? { entryId: entry.id } : {}) });
        }
      }
    }
  };
  await Promise.all(plan.users.map((user, index) => runUser(user, index)));
  return { agent: plan.agent, ops, writes, errorSamples };
}

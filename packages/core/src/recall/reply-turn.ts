import { messageText } from "../message/message-text.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { SessionEvent } from "../store/session-events.js";
import { messageSpeaker, type MessageEvent } from "./message-facts.js";

/**
 * Events read after a question to find its answer: room for what a turn's prompt leaves between them (a
 * trim, a trace and up to three retries' traces, a usage report).
 */
export const answerLookahead = 8;
/**
 * Events read at most after a question whose reply went through tool work (an agent's calls and their
 * results, about 30 of each), read in rounds that double what was read (8, 16, 40), until the reply
 * ends. Events come whole, tool output included (a file read, a test log: tens of kilobytes each), so
 * the bound is also what a recall may parse: at most 56 events more per question or request.
 */
export const toolReplyLookahead = 64;

/** What the events read after a question say about its reply. */
export interface ReplyScan {
  /**
   * The reply: the first turn after the question; when the reply went through tool work, its last turn
   * with text of its own (the agent's conclusion, not the "Let me check." before its first call).
   * `undefined` when the question's speaker spoke next, or the reply so far has no such turn.
   */
  readonly answer: MessageEvent | undefined;
  /** The reply went through tool work and had not ended (the question's speaker had not spoken again) by the last event read. */
  readonly open: boolean;
  /** The reply, as far as it was read, went through tool work. */
  readonly tools: boolean;
}

function toolWork(event: MessageEvent): boolean {
  return event.message.role === "tool" || event.message.parts.some((part) => part.type === "tool-call" || part.type === "tool-result");
}

/**
 * Reads the reply to a question off the events after it (`events`, in seq order): the turns up to the
 * next one by the question's speaker (`questionLabel`; a tool's results do not end it). A reply without
 * tool work is its first turn, whatever it holds, as in a chat; with tool work, its last turn by the
 * agent (neither a tool's results nor a system notice) with text parts of its own.
 */
export function scanReply(events: readonly SessionEvent[], questionLabel: string): ReplyScan {
  let first: MessageEvent | undefined;
  let concluded: MessageEvent | undefined;
  let tools = false;
  for (const event of events) {
    if (event.type !== "message") continue;
    const { role } = event.message;
    if (role !== "tool" && messageSpeaker(event) === questionLabel) return { answer: tools ? concluded : first, open: false, tools };
    first ??= event;
    if (toolWork(event)) tools = true;
    if (role !== "tool" && role !== "system" && messageText(event.message).trim() !== "") concluded = event;
  }
  return { answer: tools ? concluded : first, open: tools, tools };
}

/** A question or request to read the reply of: its session, its seq and its speaker. */
export interface AskedTurn {
  readonly sessionId: string;
  readonly seq: number;
  readonly label: string;
}

/**
 * The replies to `questions`, in their order. Each has `answerLookahead` events read after it; a reply
 * still open after them (tool work, its speaker not back) has more read, twice what was read each round
 * and at most `toolReplyLookahead` in all, every open question of a round read concurrently (a server
 * store's round trips overlap). A chat's replies cost one read each, as before tool work was looked at.
 */
export async function readReplies(store: MemoryStore, questions: readonly AskedTurn[]): Promise<ReplyScan[]> {
  const read = questions.map((): SessionEvent[] => []);
  const scans: ReplyScan[] = questions.map(() => ({ answer: undefined, open: false, tools: false }));
  let pending = questions.map((_, index) => index);
  // Every question still pending has read every event asked so far: `total` each.
  let total = 0;
  let limit = answerLookahead;
  while (pending.length > 0) {
    const chunks = await Promise.all(
      pending.map((index) => store.readEvents(questions[index]!.sessionId, { afterSeq: read[index]!.at(-1)?.seq ?? questions[index]!.seq, limit })),
    );
    total += limit;
    const next: number[] = [];
    for (const [at, index] of pending.entries()) {
      const chunk = chunks[at]!;
      const events = read[index]!;
      events.push(...chunk);
      scans[index] = scanReply(events, questions[index]!.label);
      if (scans[index].open && chunk.length === limit && total < toolReplyLookahead) next.push(index);
    }
    pending = next;
    limit = Math.min(2 * total, toolReplyLookahead - total);
  }
  return scans;
}

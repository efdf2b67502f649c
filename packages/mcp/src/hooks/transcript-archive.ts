import { stat } from "node:fs/promises";
import { type Memory, type MemorySession, type MemoryStore, type Message, parseMessage, type SessionTail } from "@engram/core";
import { z } from "zod";
import { LastReplyMatcher, lastReplyToArchive } from "./last-reply.js";
import { transcriptFingerprint } from "./transcript-fingerprint.js";
import { readTranscriptLines } from "./transcript-lines.js";
import { convertTranscriptLine } from "./transcript-messages.js";

export interface ArchiveTranscriptOptions {
  readonly store: MemoryStore;
  /** A memory over the scope sessions are archived in (the project's). */
  readonly memory: Memory;
  /** The Engram session the transcript goes to. */
  readonly sessionId: string;
  /** The transcript, checked (`checkTranscriptPath`). */
  readonly transcript: string;
  /** When to stop (ms since the epoch): what was archived by then stays archived, the rest waits for the next hook. */
  readonly deadline: number;
  /**
   * Stop's `last_assistant_message`: archived (labelled) when the transcript does not hold it yet, and
   * the transcript's copy skipped when a later call reads it (decision 0161).
   */
  readonly lastAssistantMessage?: string;
  /** After archiving it all: run extraction's flush path (`flushPending`) with this trigger. */
  readonly flush?: string;
  readonly log: (message: string) => void;
  /** The clock the deadline is read on (tests). */
  readonly clock?: () => number;
  /**
   * The simple path (the differential tests' reference): open the session whole (`Memory.session`)
   * on every call and record no tail in the cursor. By default a call with a cursor reads only the
   * session's tail (`Memory.sessionTail`, decision 0166).
   */
  readonly wholeSession?: boolean;
}

export interface ArchiveReport {
  /** Messages appended to the session by this call. */
  readonly archived: number;
  /** Lines skipped and logged (not JSON, an unknown shape, a message core refused, too long). */
  readonly refused: number;
  /** Byte offset archived up to. */
  readonly offset: number;
  /** The whole transcript (its complete lines) is archived; false when the deadline or the lock stopped it. */
  readonly complete: boolean;
  /** Messages the flush extracted. */
  readonly flushed: number;
}

/** Where the archive of a transcript has got to: the scratchpad note of the Engram session under this key. */
export const transcriptCursorKey = "claude-code-transcript";

/**
 * `matched`: the reply archived from `last_assistant_message` whose transcript copy was read (and
 * skipped). `after`: the session's seq the next call reads its tail after (`SessionTail.resumeAfter`;
 * absent: the next call reads the session whole). `check`: the fingerprint of the bytes before `offset`
 * (absent in cursors written before it: not checked).
 */
const cursorSchema = z.object({
  version: z.literal(1),
  transcript: z.string(),
  offset: z.number().int().nonnegative(),
  matched: z.string().optional(),
  after: z.number().int().nonnegative().optional(),
  check: z.string().optional(),
});

/** What archiving needs of a session: `Memory.session`'s whole one or `Memory.sessionTail`'s tail. */
type ArchiveSession = Pick<MemorySession, "messages" | "indexOf" | "append" | "flushPending">;

/** Tool names by call id; remembers a lookup that found none (then the tail path reads every call's name). */
class ToolNames extends Map<string, string> {
  missed = false;
  override get(id: string): string | undefined {
    const name = super.get(id);
    if (name === undefined) this.missed = true;
    return name;
  }
}

function learnCalls(toolNames: Map<string, string>, messages: readonly Message[], overwrite: boolean): void {
  for (const message of messages)
    for (const part of message.parts)
      if (part.type === "tool-call" && (overwrite || !toolNames.has(part.toolCallId))) toolNames.set(part.toolCallId, part.toolName);
}

/** Messages per append: one store write each, and the cursor moves after each. */
const batchSize = 200;
/** Bytes of transcript one call reads at most (a first archive of a long session continues in later hooks). */
const maxBytesPerCall = 64 * 1024 * 1024;
/** A line past this is a paste or an image no message may hold (core refuses messages over 16 MiB). */
const maxLineBytes = 16 * 1024 * 1024;
/** How long the lock is held at most if this process dies holding it. */
const lockTtlMs = 60_000;
/** Line problems logged one by one per call; more are counted. */
const loggedProblems = 20;

async function takeLock(store: MemoryStore, name: string, deadline: number, clock: () => number) {
  for (;;) {
    const lease = await store.lock(name, lockTtlMs);
    if (lease !== undefined || clock() >= deadline) return lease;
    // Another hook of this session is archiving: wait for it rather than read the same lines twice.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Archives a Claude Code transcript into an Engram session incrementally, every message once: reading
 * starts where the last call stopped (a byte offset kept in the session's scratchpad; from the start
 * again when the transcript is shorter than that or another file), messages whose id the session
 * already holds are skipped (a compaction, a resumed transcript or a lost cursor repeats none), and
 * calls for one session take turns by a store lock. With a cursor, only the session's tail is read
 * (`Memory.sessionTail` after the seq the cursor keeps), so a call costs in proportion to the new lines;
 * a transcript that is shorter, another file or rewritten before the cursor (its fingerprint) is read
 * from its start against the whole session (decision 0166). A line that is not JSON, not a shape Engram knows,
 * or a message core refuses is skipped and logged; the last line while it is still being written waits.
 */
export async function archiveTranscript(options: ArchiveTranscriptOptions): Promise<ArchiveReport> {
  const { store, memory, sessionId, transcript, log } = options;
  const clock = options.clock ?? Date.now;
  const lease = await takeLock(store, `claude-code-archive:${sessionId}`, options.deadline, clock);
  if (lease === undefined) {
    log(`another hook was archiving session ${sessionId} until the time budget ran out; the next hook continues`);
    return { archived: 0, refused: 0, offset: 0, complete: false, flushed: 0 };
  }
  try {
    const notes = memory.notes(sessionId);
    const saved = cursorSchema.safeParse(safeJson(await notes.retrieve(transcriptCursorKey)));
    const size = (await stat(transcript)).size;
    const kept =
      saved.success &&
      saved.data.transcript === transcript &&
      saved.data.offset <= size &&
      (saved.data.check === undefined || saved.data.check === (await transcriptFingerprint(transcript, saved.data.offset)));
    let offset = kept ? saved.data.offset : 0;
    // Where the cursor stands, the session's tail holds every message the lines after it can repeat (decision 0166).
    const tail: SessionTail | undefined = options.wholeSession
      ? undefined
      : await memory.sessionTail(sessionId, { afterSeq: kept ? (saved.data.after ?? 0) : 0 });
    const session: ArchiveSession = tail ?? (await memory.session(sessionId));
    const replies = new LastReplyMatcher(session.messages, saved.success ? saved.data.matched : undefined);
    const toolNames = new ToolNames();
    learnCalls(toolNames, session.messages, true);
    let wholeNames = tail === undefined || tail.whole;
    const readAllNames = async (): Promise<void> => {
      wholeNames = true;
      const archived = (await store.readEvents(sessionId)).flatMap((event) => (event.type === "message" ? [event.message] : []));
      learnCalls(toolNames, archived, false);
    };
    let batch: Message[] = [];
    const inBatch = new Set<string>();
    let archived = 0;
    let refused = 0;
    let end = offset;
    const problem = (message: string): void => {
      refused += 1;
      if (refused <= loggedProblems) log(message);
    };
    const commit = async (): Promise<void> => {
      if (batch.length > 0) archived += (await session.append(batch)).length;
      batch = [];
      inBatch.clear();
      // The match is recorded with the cursor, in one write: a crash before it re-reads the lines and matches again.
      const matched = replies.matched;
      // Lines held back as a possible copy of the last reply are read again by the next call.
      const upTo = replies.heldFrom ?? end;
      if (upTo !== offset) {
        const cursor = {
          version: 1,
          transcript,
          offset: upTo,
          ...(matched === undefined ? {} : { matched }),
          ...(tail === undefined ? {} : { after: tail.resumeAfter() }),
          check: await transcriptFingerprint(transcript, upTo),
        };
        await notes.store(transcriptCursorKey, JSON.stringify(cursor));
      }
      offset = upTo;
    };
    const from = offset;
    let complete = true;
    for await (const line of readTranscriptLines(transcript, { from: offset, maxBytes: maxBytesPerCall, maxLineBytes })) {
      end = line.end;
      if (line.text === undefined) problem(`skipped the transcript line at byte ${line.start}: longer than ${maxLineBytes} bytes`);
      else if (line.text.trim() !== "") {
        let converted = messagesOf(line.text, line.start, toolNames);
        // A tool result whose call is older than the tail: learn every archived call's name and read the line again.
        if (toolNames.missed && !wholeNames) {
          await readAllNames();
          converted = messagesOf(line.text, line.start, toolNames);
        }
        toolNames.missed = false;
        for (const found of converted.problems) problem(found);
        for (const message of converted.messages) {
          const known = session.indexOf(message.id) !== undefined || inBatch.has(message.id);
          // The transcript's copy of a reply archived from last_assistant_message is left out (held back while it may be one).
          for (const kept of known ? replies.passed(message) : replies.read(message, line.start)) {
            inBatch.add(kept.id);
            batch.push(kept);
          }
        }
      }
      if (batch.length >= batchSize) await commit();
      if (clock() >= options.deadline) {
        complete = false;
        break;
      }
    }
    await commit();
    // Stopped at the read limit: the rest is for the next hook (a half-written last line is not "the rest").
    if (end - from >= maxBytesPerCall) complete = false;
    if (refused > loggedProblems) log(`skipped ${refused - loggedProblems} more transcript lines of ${transcript}`);
    // The transcript may not hold the final reply yet when Stop fires: archive it from the hook's field.
    const lastReply = complete ? lastReplyToArchive(session.messages, options.lastAssistantMessage) : undefined;
    if (lastReply !== undefined) archived += (await session.append([lastReply])).length;
    const flushed = complete && options.flush !== undefined ? (await session.flushPending(options.flush)).length : 0;
    return { archived, refused, offset, complete, flushed };
  } finally {
    await lease.release();
  }
}

function safeJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One line's messages, each checked by core on its own (so one refused message costs only itself), and the problems met. */
function messagesOf(text: string, start: number, toolNames: Map<string, string>): { messages: Message[]; problems: string[] } {
  const problems: string[] = [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { messages: [], problems: [`skipped the transcript line at byte ${start}: not JSON`] };
  }
  const converted = convertTranscriptLine(json, toolNames);
  if (converted.kind === "unknown") return { messages: [], problems: [`skipped the transcript line at byte ${start}: ${converted.reason}`] };
  if (converted.kind === "skipped") return { messages: [], problems };
  const messages = converted.messages.flatMap((message) => {
    try {
      return [parseMessage(message)];
    } catch (error) {
      problems.push(`skipped message ${message.id} of the transcript line at byte ${start}: ${(error as Error).message}`);
      return [];
    }
  });
  return { messages, problems };
}

import type { Message } from "../message/message-schema.js";
import type { MessageDraft } from "../message/message-draft.js";
import { markValidated } from "../message/validated.js";
import type { FlushEvent } from "../pipeline/pipeline-options.js";
import type { PipelineSession } from "../pipeline/pipeline-session.js";
import { type PipelineSessionState, pipelineSessionStateSchema } from "../store/pipeline-state-schema.js";
import type { MemoryRuntime } from "./memory-runtime.js";
import { MemorySession } from "./memory-session.js";
import { pendingExchangeStart } from "./exchanges.js";

/**
 * The end of an archived session, for appending to it without reading it whole (decision 0166): the
 * messages after a seq the last writer recorded (`resumeAfter`), with the same append, extraction and
 * flush as `Memory.session`. What it holds is enough to archive a transcript's next lines exactly
 * once: the messages a lost cursor write can repeat (everything appended after it), the exchange still
 * under way (what extraction has not seen) and the turn since the latest user message. It builds no
 * model context: it is for archiving, not for `context()`.
 */
export interface SessionTail {
  readonly id: string;
  /** The archived messages after the seq the tail was opened after, in order (all of them when `whole`). */
  readonly messages: readonly Message[];
  /** True when `messages` is the whole session (opened after seq 0, or the session keeps trim state of its own). */
  readonly whole: boolean;
  /** Where the message with this id sits in `messages`; undefined for an id the tail does not hold. */
  indexOf(id: string): number | undefined;
  /** `MemorySession.append`: validated, redacted, archived, each finished exchange extracted. */
  append(input: MessageDraft | readonly MessageDraft[]): Promise<readonly Message[]>;
  /** `MemorySession.flushPending`: extracts the exchange still under way and records it as flushed. */
  flushPending(trigger: string): Promise<readonly string[]>;
  /**
   * The seq a later tail of this session should be opened after (kept beside the caller's cursor): just
   * before the earlier of the exchange under way and the latest user message. It only moves forward as
   * the session grows, so a tail opened after an older value holds everything a newer one would.
   */
  resumeAfter(): number;
}

/** Opens the tail of session `id` after `afterSeq` (0: the whole session). The caller knows the session's seqs (`resumeAfter`). */
export async function openSessionTail(
  runtime: MemoryRuntime,
  id: string,
  afterSeq: number,
  pipelineSession: (state: PipelineSessionState | undefined, onFlush: (event: FlushEvent) => Promise<void>) => PipelineSession,
): Promise<SessionTail> {
  const { store } = runtime;
  let state: PipelineSessionState | undefined;
  let from = afterSeq;
  if (runtime.writes) {
    // A session with trim state of its own (one `context()` trimmed) counts its dropped messages from
    // its start: read whole, as `Memory.session` does. Claude Code's sessions never have one.
    const saved = await store.get("summary", id);
    const parsed = pipelineSessionStateSchema.safeParse(saved?.pipelineState);
    if (parsed.success) {
      state = parsed.data;
      from = 0;
    }
  }
  const history: Message[] = [];
  const seqs: number[] = [];
  const flushed: string[] = [];
  if (runtime.writes) {
    for (const event of await store.readEvents(id, from > 0 ? { afterSeq: from } : {})) {
      if (event.type === "message") {
        // Validated by the store as it read them; they met the message limits when appended.
        history.push(markValidated(event.message));
        seqs.push(event.seq);
      } else if (event.type === "trim") flushed.push(...event.droppedIds);
    }
  }
  // The session flushes through itself, as `Memory.session`'s do.
  const opened: MemorySession = new MemorySession(
    runtime,
    id,
    pipelineSession(state, (event) => opened.flush(event)),
    history,
    flushed,
    (appended) => seqs.push(...appended),
  );
  return {
    id,
    whole: from === 0,
    get messages() {
      return opened.messages;
    },
    indexOf: (messageId) => opened.indexOf(messageId),
    append: (input) => opened.append(input),
    flushPending: (trigger) => opened.flushPending(trigger),
    resumeAfter() {
      const messages = opened.messages;
      const lastUser = messages.findLastIndex((message) => message.role === "user");
      // No user message in the tail: it cannot be narrowed further.
      if (lastUser === -1 || seqs.length !== messages.length) return from;
      const start = Math.min(lastUser, pendingExchangeStart(messages));
      return Math.max(from, seqs[start]! - 1);
    },
  };
}

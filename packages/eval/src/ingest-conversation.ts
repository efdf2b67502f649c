import type { Memory, Message, Scope } from "@engram/core";
import type { EvalConversation, EvalTurn } from "./conversation-set.js";

/** Each conversation in its own scope. */
export const conversationScope = (conversationId: string): Scope => ({ workspace: conversationId });

/**
 * A turn as message text: a named speaker written into it ("Caroline: …", so it is searchable, as a
 * multi-party app would write it), a shared image by its caption. A user or assistant turn of a
 * two-role chat is its text alone: the role says who spoke.
 */
export function turnMessageText(turn: Pick<EvalTurn, "speaker" | "text" | "imageCaption">): string {
  const image = turn.imageCaption ? ` (shared an image: ${turn.imageCaption})` : "";
  return turn.speaker === undefined ? `${turn.text}${image}` : `${turn.speaker}: ${turn.text}${image}`;
}

/** A turn as the message the eval appends: its role, its time, its speaker, and its evidence id in `metadata.diaIds`. */
export function turnMessage(conversationId: string, turn: EvalTurn): Message {
  return {
    id: `${conversationId}:${turn.id}`,
    role: turn.role,
    parts: [{ type: "text", text: turnMessageText(turn) }],
    createdAt: turn.at,
    metadata: turn.speaker === undefined ? { diaIds: [turn.id] } : { speaker: turn.speaker, diaIds: [turn.id] },
  };
}

/** How Engram's run writes a conversation: each session in one `append` (`batch`), or turn by turn as an adapter does (`turns`). */
export type IngestMode = "batch" | "turns";
export const ingestModes: readonly IngestMode[] = ["batch", "turns"];

/** Input tokens a `turns` ingest reports after an assistant turn (what the model call would have cost; only its presence matters). */
export const reportedInputTokens = 1_000;

/**
 * Ingests through the public memory API: one Engram session per session of the conversation, in
 * order, every turn appended as a message (so redacted, archived and extracted like any other).
 * `batch` appends each session's turns in one call; `turns` appends them one by one and reports usage
 * after each assistant turn (in a conversation of named speakers, after every turn: each is a model's
 * reply to the others), so the archive holds a usage event between exchanges, as it does when an
 * adapter records a live conversation.
 */
export async function ingestConversation(memory: Memory, conversation: EvalConversation, mode: IngestMode = "batch"): Promise<void> {
  for (const session of conversation.sessions) {
    const messages = session.turns.map((turn) => turnMessage(conversation.id, turn));
    if (messages.length === 0) continue;
    const engramSession = await memory.session(session.id);
    if (mode === "batch") {
      await engramSession.append(messages);
      continue;
    }
    for (const [index, message] of messages.entries()) {
      await engramSession.append(message);
      if (message.role === "assistant" || session.turns[index]!.speaker !== undefined) await engramSession.reportUsage({ inputTokens: reportedInputTokens });
    }
  }
}

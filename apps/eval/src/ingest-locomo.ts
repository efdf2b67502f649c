import type { Memory, Message, Scope } from "@engram/core";
import type { LocomoConversation, LocomoTurn } from "./locomo-data.js";
import { normalizeDiaId } from "./locomo-data.js";
import { parseLocomoDate } from "./locomo-date.js";

/** Each conversation in its own scope. */
export const conversationScope = (sampleId: string): Scope => ({ workspace: sampleId });

export const sessionIdOf = (sampleId: string, index: number): string => `${sampleId}-session-${index}`;

/**
 * A turn as a message: the speaker named in the text (so it is searchable, as a multi-party app would
 * write it) and in `metadata.speaker`; a shared image by its caption; the dia_id kept in `metadata.diaIds`.
 */
export function turnMessageText(turn: LocomoTurn): string {
  const image = turn.imageCaption ? ` (shared an image: ${turn.imageCaption})` : "";
  return `${turn.speaker}: ${turn.text}${image}`;
}

/**
 * Ingests through the public memory API: one Engram session per LoCoMo session, in order, every turn
 * a user message dated with its session's time (appended, so redacted and archived like any other).
 * Returns the time of the last session.
 */
export async function ingestConversation(memory: Memory, conversation: LocomoConversation): Promise<string> {
  let last = "";
  for (const session of conversation.sessions) {
    const at = parseLocomoDate(session.dateTime);
    const messages: Message[] = session.turns.map((turn) => {
      const diaId = normalizeDiaId(turn.diaId);
      return {
        id: `${conversation.sampleId}:${diaId}`,
        role: "user",
        parts: [{ type: "text", text: turnMessageText(turn) }],
        createdAt: at,
        metadata: { speaker: turn.speaker, diaIds: [diaId] },
      };
    });
    if (messages.length > 0) await (await memory.session(sessionIdOf(conversation.sampleId, session.index))).append(messages);
    if (last === "" || Date.parse(at) > Date.parse(last)) last = at;
  }
  return last;
}

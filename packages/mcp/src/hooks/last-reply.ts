import type { Message } from "@engram/core";

/**
 * The label of a reply archived from Stop's `last_assistant_message` before the transcript held it
 * (`metadata.claudeCode.kind`). Decision 0161 says how it stays archived exactly once.
 */
export const lastReplyKind = "last-assistant-message";

/** A message's text as compared with `last_assistant_message`: its text parts, whitespace collapsed. */
function comparable(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function textOf(message: Message): string {
  return comparable(message.parts.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n"));
}

function labelOf(message: Message): { kind?: unknown; after?: unknown } | undefined {
  const label = message.metadata?.["claudeCode"];
  return typeof label === "object" && label !== null ? (label as { kind?: unknown; after?: unknown }) : undefined;
}

/**
 * Tells, line by line, whether an assistant message read from the transcript is its copy of a reply
 * archived earlier from `last_assistant_message`. A reply is the candidate (1) from the start of a read,
 * when it is the session's last such reply, no user message follows it and the cursor does not record
 * it as matched; or (2) once the read passes the message the reply was archived after (a transcript
 * read again from its start). It stays the candidate until a user message: the copy is the first
 * assistant message of that stretch with the same text (whitespace collapsed).
 */
export class LastReplyMatcher {
  readonly #after = new Map<string, Message>();
  #candidate: Message | undefined;
  #matched: string | undefined;

  constructor(archived: readonly Message[], matched: string | undefined) {
    this.#matched = matched;
    for (const message of archived) {
      const label = labelOf(message);
      if (label?.kind === lastReplyKind && typeof label.after === "string") this.#after.set(label.after, message);
    }
    for (let index = archived.length - 1; index >= 0; index--) {
      const message = archived[index]!;
      if (message.role === "user") break;
      if (labelOf(message)?.kind !== lastReplyKind) continue;
      if (message.id !== matched) this.#candidate = message;
      break;
    }
  }

  /** The reply whose copy was read last (kept with the cursor). */
  get matched(): string | undefined {
    return this.#matched;
  }

  /** A message the session already holds, met again in the transcript. */
  passed(message: Message): void {
    if (message.role === "user") this.#candidate = undefined;
    this.#candidate = this.#after.get(message.id) ?? this.#candidate;
  }

  /** A message new to the session: true when it is the transcript's copy of the candidate reply (then not to be archived). */
  isCopy(message: Message): boolean {
    const candidate = this.#candidate;
    if (candidate !== undefined && message.role === "assistant" && textOf(message) === textOf(candidate)) {
      this.#matched = candidate.id;
      this.#candidate = undefined;
      return true;
    }
    this.passed(message);
    return false;
  }
}

/**
 * What to archive for Stop's `last_assistant_message` once the transcript is archived: nothing when
 * the field is empty or an assistant message of the current turn (after the last user message) already
 * says it, else an assistant message with that text, labelled, its id derived from the message it
 * follows, which `metadata.claudeCode.after` names (so a repeated Stop finds it in the turn and adds
 * nothing, and a transcript read again from its start finds where it belongs). Its time is the hook's.
 */
export function lastReplyToArchive(messages: readonly Message[], lastAssistantMessage: string | undefined): Omit<Message, "createdAt"> | undefined {
  const text = lastAssistantMessage?.trim() ?? "";
  if (comparable(text) === "") return undefined;
  let turnStart = messages.length;
  while (turnStart > 0 && messages[turnStart - 1]!.role !== "user") turnStart -= 1;
  const said = comparable(text);
  if (messages.slice(turnStart).some((message) => message.role === "assistant" && textOf(message) === said)) return undefined;
  const after = messages.at(-1)?.id ?? "start";
  return { id: `${after}:last-reply`, role: "assistant", parts: [{ type: "text", text }], metadata: { claudeCode: { kind: lastReplyKind, after } } };
}

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

/** An assistant message held back while its text, joined to the others held, may still be the start of the candidate's. */
interface Held {
  readonly message: Message;
  /** Where its transcript line starts (byte offset): the cursor stays before it while it is held. */
  readonly at: number;
}

/**
 * Tells, line by line, whether assistant messages read from the transcript are its copy of a reply
 * archived earlier from `last_assistant_message`. A reply is the candidate (1) from the start of a read,
 * when it is the session's last such reply, no user message follows it and the cursor does not record
 * it as matched; or (2) once the read passes the message the reply was archived after (a transcript
 * read again from its start). It stays the candidate until a user message: the copy is the first run of
 * consecutive assistant messages of that stretch whose texts, joined, are the reply's (whitespace
 * collapsed). Claude Code writes each text block of one API message on its own line, and the field
 * holds their texts joined, so a reply of several blocks has a copy of several messages.
 *
 * While the messages read so far may still be the start of the copy they are held back; once their
 * join cannot become the reply they are handed back to archive, in order (decision 0161).
 */
export class LastReplyMatcher {
  readonly #after = new Map<string, Message>();
  #candidate: Message | undefined;
  #matched: string | undefined;
  #held: Held[] = [];

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

  /**
   * Where the first held message's line starts: the cursor must not pass it, so a read that ends
   * while messages are held (the transcript has the first blocks of the copy only) reads them again.
   */
  get heldFrom(): number | undefined {
    return this.#held[0]?.at;
  }

  /** A message the session already holds, met again in the transcript: returns the held messages to archive (it ends their run). */
  passed(message: Message): Message[] {
    const released = this.#release();
    if (message.role === "user") this.#candidate = undefined;
    this.#candidate = this.#after.get(message.id) ?? this.#candidate;
    return released;
  }

  /**
   * A message new to the session, its line starting at byte `at`: returns the messages to archive now,
   * in transcript order (held ones it releases first, then itself unless it is held or part of the copy).
   */
  read(message: Message, at: number): Message[] {
    const candidate = this.#candidate;
    if (candidate === undefined || message.role !== "assistant" || textOf(message) === "") return [...this.passed(message), message];
    const reply = textOf(candidate);
    this.#held.push({ message, at });
    const released: Message[] = [];
    // Drop from the front until what is held is the reply, or may still grow into it.
    while (this.#held.length > 0) {
      const joined = comparable(this.#held.map((held) => textOf(held.message)).join(" "));
      if (joined === reply) {
        this.#matched = candidate.id;
        this.#candidate = undefined;
        this.#held = [];
        return released;
      }
      if (reply.startsWith(`${joined} `)) return released;
      released.push(this.#held.shift()!.message);
    }
    return released;
  }

  #release(): Message[] {
    const released = this.#held.map((held) => held.message);
    this.#held = [];
    return released;
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

import { inspectJson, withWellFormedStrings } from "../message/json-value.js";
import { messageLimits, messageSchema, type Message } from "../message/message-schema.js";
import { knownPrefixLength } from "./known-prefix.js";
import type { MessageDraft } from "../message/message-draft.js";
import { messageFingerprint, sameQuickContent } from "./message-fingerprint.js";

/**
 * Recognises re-sent messages. The archive holds messages after redaction, while a framework
 * re-sends them as the user wrote them, so a message appended in this process is remembered by the
 * draft it arrived as as well as by the archived one. Messages resumed from the store are compared
 * after redacting the incoming one (only for the messages actually compared).
 *
 * A draft recognised as an archived message is remembered by its position: an adapter that keeps a
 * re-sent message's draft from call to call (the AI SDK's whole history) hands the very same object
 * again, which is then recognised without comparing anything. Drafts are taken as immutable once
 * handed over, as everywhere in Engram.
 */
export class ArchiveMatcher {
  readonly #archived = new Map<string, string>();
  /** Role and parts of each message appended in this process, as the framework sent them, by archive position. */
  readonly #arrived: Array<Pick<MessageDraft, "role" | "parts"> | undefined> = [];
  /** The last draft recognised as each archived message, by archive position. */
  readonly #recognised: Array<MessageDraft | undefined> = [];
  readonly #redact: (message: Message) => Message;

  constructor(redact: (message: Message) => Message) {
    this.#redact = redact;
  }

  /** Remembers what the message appended at `position` of the archive looked like before redaction. */
  noteArrival(position: number, draft: MessageDraft): void {
    this.#arrived[position] = { role: draft.role, parts: draft.parts };
    this.#recognised[position] = draft;
  }

  /** How many of `incoming` (system messages already removed) the archive ends with. */
  knownPrefix(incoming: readonly MessageDraft[], archive: readonly Message[]): number {
    const redacted = new Map<number, string>();
    const redactedOf = (i: number): string =>
      cached(redacted, i, () => {
        const draft = incoming[i]!;
        const probe = { ...draft, id: draft.id ?? "probe", createdAt: draft.createdAt ?? new Date(0).toISOString() };
        // A draft that is no message matches nothing; appending it then reports why (INVALID_MESSAGE).
        const inspection = inspectJson(probe, messageLimits);
        if (inspection.problem || !messageSchema.safeParse(probe).success) return notAMessage;
        return messageFingerprint(this.#redact(inspection.illFormed ? withWellFormedStrings(probe) : probe));
      });
    return knownPrefixLength(incoming.length, archive.length, (i, k) => {
      const draft = incoming[i]!;
      if (this.#recognised[k] === draft) return true;
      const message = archive[k]!;
      if (draft.role !== message.role || !Array.isArray(draft.parts)) return false;
      const arrived = this.#arrived[k];
      const same = (arrived !== undefined && sameQuickContent(arrived, draft)) || this.#archivedOf(message) === redactedOf(i);
      if (same) this.#recognised[k] = draft;
      return same;
    });
  }

  #archivedOf(message: Message): string {
    return cached(this.#archived, message.id, () => messageFingerprint(message));
  }
}

/** Never a fingerprint: those start with a role. */
const notAMessage = "\u0000not a message";

function cached<K>(map: Map<K, string>, key: K, make: () => string): string {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

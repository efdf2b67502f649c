import type { Message } from "../message/message-schema.js";
import { knownPrefixLength } from "./known-prefix.js";
import type { MessageDraft } from "./message-draft.js";
import { messageFingerprint, sameQuickContent } from "./message-fingerprint.js";

/**
 * Recognises re-sent messages. The archive holds messages after redaction, while a framework
 * re-sends them as the user wrote them, so a message appended in this process is remembered by the
 * fingerprint it arrived with as well as by the archived one. Messages resumed from the store are
 * compared after redacting the incoming one (only for the messages actually compared).
 */
export class ArchiveMatcher {
  readonly #archived = new Map<string, string>();
  /** Role and parts of each message appended in this process, as the framework sent them. */
  readonly #arrived = new Map<string, Pick<MessageDraft, "role" | "parts">>();
  readonly #redact: (message: Message) => Message;

  constructor(redact: (message: Message) => Message) {
    this.#redact = redact;
  }

  /** Remembers what an appended message looked like before redaction. */
  noteArrival(archivedId: string, draft: MessageDraft): void {
    this.#arrived.set(archivedId, { role: draft.role, parts: draft.parts });
  }

  /** How many of `incoming` (system messages already removed) the archive ends with. */
  knownPrefix(incoming: readonly MessageDraft[], archive: readonly Message[]): number {
    const redacted = new Map<number, string>();
    const redactedOf = (i: number): string =>
      cached(redacted, i, () => {
        const draft = incoming[i]!;
        const probe = { ...draft, id: draft.id ?? "probe", createdAt: draft.createdAt ?? new Date(0).toISOString() };
        return messageFingerprint(this.#redact(probe));
      });
    return knownPrefixLength(incoming.length, archive.length, (i, k) => {
      const message = archive[k]!;
      if (incoming[i]!.role !== message.role) return false;
      const arrived = this.#arrived.get(message.id);
      if (arrived && sameQuickContent(arrived, incoming[i]!)) return true;
      return this.#archivedOf(message) === redactedOf(i);
    });
  }

  #archivedOf(message: Message): string {
    return cached(this.#archived, message.id, () => messageFingerprint(message));
  }
}

function cached<K>(map: Map<K, string>, key: K, make: () => string): string {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

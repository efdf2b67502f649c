import { messageText } from "../message/message-text.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { Scope } from "../store/scope.js";

/** What `Memory.warmUp` did. */
export interface MemoryWarmUp {
  /** Whether it recalled at all: false in incognito, and when no archived turn in scope lent it words. */
  readonly recalled: boolean;
  /** How long it took, in milliseconds. */
  readonly ms: number;
}

/** How many of the newest session's last events lend their words to the warm-up. */
export const warmUpEvents = 8;
/** At most this many words are recalled with: a question's length, not a transcript's. */
export const warmUpWords = 24;
/** Longer "words" (a pasted blob, a hash, a minified line) are left out: no question is made of them. */
const maxWordLength = 64;

/**
 * The words a warm-up recalls with: those of the last turns of the newest session visible in `scope`
 * (what the next question is most likely about), newest turn first, at most `warmUpWords` of at most
 * 64 characters each; undefined when no such turn holds text. Two reads: the session list's first page
 * of one, then the session's last `warmUpEvents` events.
 */
export async function warmUpQuery(store: MemoryStore, scope: Scope): Promise<string | undefined> {
  const { sessions } = await store.listSessions({ scope, limit: 1 });
  const newest = sessions[0];
  if (newest === undefined) return undefined;
  const events = await store.readEvents(newest.id, { afterSeq: Math.max(0, newest.eventCount - warmUpEvents) });
  const words: string[] = [];
  for (let at = events.length - 1; at >= 0 && words.length < warmUpWords; at--) {
    const event = events[at]!;
    if (event.type !== "message") continue;
    for (const word of messageText(event.message).split(/\s+/)) {
      if (word === "" || word.length > maxWordLength) continue;
      words.push(word);
      if (words.length === warmUpWords) break;
    }
  }
  return words.length === 0 ? undefined : words.join(" ");
}

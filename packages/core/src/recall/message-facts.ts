import { trustRank } from "../store/trust.js";
import { messageSearchText, messageSearchWeight } from "../message/message-search-text.js";
import type { SessionEvent } from "../store/session-events.js";
import type { Trust } from "../store/records.js";

export type MessageEvent = Extract<SessionEvent, { type: "message" }>;

/** What recall reads off an archived turn, whatever the query: its text, time, ids, trust and speaker. */
export interface MessageFacts {
  /** Its search text: the text parts, then its tool output, bounded (`messageSearchText`). */
  readonly text: string;
  /** What its text score is multiplied by: below 1 when only tool output holds words (`messageSearchWeight`). */
  readonly weight: number;
  readonly atMs: number;
  readonly ids: readonly string[];
  readonly trust: Trust;
  /** Who spoke: `metadata.speaker` when set, else the role. */
  readonly label: string;
  /** The turn as a recalled line: "Speaker: text", unless the text already opens with its speaker. */
  readonly line: string;
}

const roleTrust: Record<string, Trust> = { user: "user", assistant: "agent", system: "agent", tool: "tool" };

/**
 * Facts of events that cannot change (deeply frozen, as a store that hands out the same parsed event
 * on every search does), kept: a session's recalls meet the same turns call after call.
 */
const known = new WeakMap<MessageEvent, MessageFacts>();

/** The ids a message stands for: its id, and any `metadata.diaIds` an importer kept. */
export function messageIds(event: MessageEvent): string[] {
  const extra = event.message.metadata?.["diaIds"];
  const ids = [event.message.id];
  if (Array.isArray(extra)) for (const id of extra) if (typeof id === "string" && !ids.includes(id)) ids.push(id);
  return ids;
}

export function messageSpeaker(event: MessageEvent): string {
  const speaker = event.message.metadata?.["speaker"];
  return typeof speaker === "string" && speaker.length > 0 ? speaker : event.message.role;
}

/**
 * A turn's trust: its role's (user, assistant and system "agent", tool "tool"), lowered by a
 * `metadata.trust` that names a less trusted source (a user message quoting a web page), never
 * raised by it: an assistant turn marked "user" is still the assistant's.
 */
export function messageTrust(event: MessageEvent): Trust {
  const byRole = roleTrust[event.message.role] ?? "external";
  const trust = event.message.metadata?.["trust"];
  if (trust === "user" || trust === "agent" || trust === "tool" || trust === "external") {
    return trustRank[trust] < trustRank[byRole] ? trust : byRole;
  }
  return byRole;
}

/** "Speaker: text", unless the text already opens with its speaker. */
export function speakerLine(label: string | undefined, text: string): string {
  if (!label || text.startsWith(`${label}:`)) return text;
  return `${label}: ${text}`;
}

function immutable(event: MessageEvent): boolean {
  const { message } = event;
  if (!Object.isFrozen(event) || !Object.isFrozen(message) || !Object.isFrozen(message.parts)) return false;
  if (message.metadata !== undefined && !Object.isFrozen(message.metadata)) return false;
  return message.parts.every((part) => Object.isFrozen(part));
}

export function messageFacts(event: MessageEvent): MessageFacts {
  const cached = known.get(event);
  if (cached) return cached;
  const text = messageSearchText(event.message);
  const label = messageSpeaker(event);
  const facts: MessageFacts = {
    text,
    weight: messageSearchWeight(event.message),
    atMs: Date.parse(event.at),
    ids: messageIds(event),
    trust: messageTrust(event),
    label,
    line: speakerLine(label, text),
  };
  if (immutable(event)) known.set(event, facts);
  return facts;
}

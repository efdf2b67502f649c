import type { Message, MessagePart, Scope } from "@engram/core";
import type { NewSessionEvent } from "@engram/core/store";
import { SeededRandom } from "../seeded-random.js";
import { dirs, files, generateSession, idents } from "../session-generator.js";
import { skewedPick } from "../stores/entry-generator.js";
import { directories, fileStems, identifiers } from "../stores/store-vocabulary.js";

/**
 * A year of one heavy coding-agent user's archived transcripts: sessions of realistic lengths (a few
 * dozen to a few thousand messages, about 250 on average), spread over the year, each in one of the
 * user's projects. Each session's messages come from `generateSession` (user requests, assistant
 * replies, tool calls and their results); its identifiers, directories and file names are then swapped
 * for ones drawn from the stores' larger vocabulary, so sessions differ from one another as real
 * projects' do instead of repeating twelve names half a million times. A fifth of the sessions ran
 * alongside the one before (two agents at once). Session i depends only on the seed and i, and the plan
 * (lengths, ids, times, scopes, overlaps) only on the seed and the year's message total, so a smaller
 * dataset is a prefix of a larger one: its first weeks.
 */

export const defaultYearSeed = 0x7ea2;

/** The user every archived session belongs to. */
export const personalUser = "ann";

/** The user's projects (workspaces) and the share of sessions in each. */
export const personalProjects: ReadonlyArray<{ readonly workspace: string; readonly weight: number }> = [
  { workspace: "acme-web", weight: 0.6 },
  { workspace: "billing-api", weight: 0.3 },
  { workspace: "dotfiles", weight: 0.1 },
];

/** The context recall runs in (an agent session in acme-web): what `engram mcp` would be started with there. */
export const personalRecallScope: Scope = { workspace: "acme-web", user: personalUser };

const yearStartMs = Date.UTC(2025, 0, 6, 8, 0, 0);
const yearMs = 365 * 86_400_000;
/** Where `generateSession`'s timestamps start; each session is shifted from there to its own start. */
const generatorStartMs = Date.UTC(2025, 2, 3, 9, 0, 0);

export interface PlannedSession {
  readonly index: number;
  readonly id: string;
  readonly scope: Scope;
  readonly messages: number;
  /** When its first message was written (epoch ms). */
  readonly startMs: number;
  /** It ran alongside the session before it (two agents at once): their turns were archived interleaved. */
  readonly overlapsPrevious: boolean;
}

/** Share of sessions started while the previous one still ran. */
const overlapShare = 0.2;

/** A length between 12 and 3,000 messages, log-normal around ~250 (most sessions short, a few very long). */
function sessionLength(r: SeededRandom): number {
  const u1 = Math.max(r.next(), 1e-12);
  const normal = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * r.next());
  return Math.min(3_000, Math.max(12, Math.round(Math.exp(5.2 + 0.8 * normal))));
}

function pickProject(r: SeededRandom): string {
  let roll = r.next();
  for (const project of personalProjects) {
    roll -= project.weight;
    if (roll < 0) return project.workspace;
  }
  return personalProjects[0]!.workspace;
}

/**
 * The sessions of a year holding `totalMessages` archived messages in all (the last one cut to fit),
 * in the order they happened, spread evenly over the year of the full plan (`yearMessages`), so a
 * smaller total is the same year's first weeks.
 */
export function planYear(totalMessages: number, yearMessages: number = totalMessages, seed: number = defaultYearSeed): PlannedSession[] {
  const r = new SeededRandom(seed);
  const lengths: number[] = [];
  const projects: string[] = [];
  for (let sum = 0; sum < yearMessages; ) {
    const length = Math.min(sessionLength(r), yearMessages - sum);
    lengths.push(length);
    projects.push(pickProject(r));
    sum += length;
  }
  const spacing = yearMs / lengths.length;
  const sessions: PlannedSession[] = [];
  for (let index = 0, sum = 0; index < lengths.length && sum < totalMessages; index++) {
    const messages = Math.min(lengths[index]!, totalMessages - sum);
    sum += messages;
    const previous = sessions[index - 1];
    const overlapsPrevious = previous !== undefined && r.chance(overlapShare);
    const startMs = overlapsPrevious ? previous.startMs + r.int(1, 30) * 60_000 : Math.round(yearStartMs + index * spacing + r.int(0, 3_600) * 1000);
    sessions.push({
      index,
      id: `cc-${String(index).padStart(5, "0")}`,
      scope: { workspace: projects[index]!, user: personalUser },
      messages,
      startMs,
      overlapsPrevious,
    });
  }
  return sessions;
}

/** The names `generateSession` uses, which each generated session renames. */
const generatorNames = { idents, dirs, files };
const namePattern = new RegExp(
  [...generatorNames.idents, ...generatorNames.dirs, ...generatorNames.files]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|"),
  "g",
);

/** This session's own names for the generator's: drawn with the stores' skew, so some recur across sessions. */
function sessionVocabulary(r: SeededRandom): Map<string, string> {
  const names = new Map<string, string>();
  for (const ident of generatorNames.idents) names.set(ident, skewedPick(r, identifiers));
  for (const dir of generatorNames.dirs) names.set(dir, skewedPick(r, directories));
  for (const file of generatorNames.files) names.set(file, `${skewedPick(r, fileStems)}${file.slice(file.indexOf("."))}`);
  return names;
}

function renamed(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (typeof value === "string") return value.replace(namePattern, (name) => names.get(name) ?? name);
  if (Array.isArray(value)) return value.map((item) => renamed(item, names));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item, names)]));
  }
  return value;
}

/** The archived events of one planned session: its messages, with ids, times and names of its own. */
export function sessionEvents(session: PlannedSession, seed: number = defaultYearSeed): NewSessionEvent[] {
  const sessionSeed = (seed ^ Math.imul(session.index + 1, 0x9e3779b1)) >>> 0;
  const names = sessionVocabulary(new SeededRandom(sessionSeed ^ 0x5a5a));
  const shift = session.startMs - generatorStartMs;
  return generateSession({ messages: session.messages, seed: sessionSeed }).map((message: Message) => {
    const at = new Date(Date.parse(message.createdAt) + shift).toISOString();
    const parts = message.parts.map((part) => renamed(part, names) as MessagePart);
    return { type: "message", at, message: { ...message, id: `${session.id}-${message.id}`, createdAt: at, parts } };
  });
}

/** The session's events cut into turns: each from a user message up to the next one (what a hook archives per turn). */
export function turnsOf(events: readonly NewSessionEvent[]): NewSessionEvent[][] {
  const turns: NewSessionEvent[][] = [];
  for (const event of events) {
    const startsTurn = event.type === "message" && event.message.role === "user";
    if (startsTurn || turns.length === 0) turns.push([]);
    turns.at(-1)!.push(event);
  }
  return turns;
}

import type { EvalQuestion, EvalSession, EvalTurn } from "./conversation-set.js";
import { lastTimeOf } from "./conversation-set.js";
import { parseEvidence, turnIndexOf } from "./evidence-ids.js";
import { invalidData, isObject, type JsonObject } from "./json-shape.js";

/** A field's path: "[0].conversation.session_1", or "session_1" at the top. */
const fieldPath = (where: string, key: string): string => (where === "" ? key : `${where}.${key}`);

/** What LoCoMo and REALTALK share: numbered sessions beside their dates, and a `qa` list with evidence ids. */
export interface LocomoShapeReader {
  readonly file: string;
  /** The format's shape, for error messages. */
  readonly expected: string;
  sessionId(index: number): string;
  /** The session date as an ISO time; `where` names the field for the error. */
  parseDate(text: string, where: string): string;
  readTurn(value: unknown, where: string, session: { readonly dateText: string; readonly at: string }): EvalTurn;
}

/** Sessions `session_<n>` in numeric order, each dated with `session_<n>_date_time`. */
export function readNumberedSessions(conversation: JsonObject, where: string, reader: LocomoShapeReader): EvalSession[] {
  const found: { index: number; key: string }[] = [];
  for (const key of Object.keys(conversation)) {
    const match = /^session_(\d+)$/.exec(key);
    if (match?.[1]) found.push({ index: Number(match[1]), key });
  }
  return found
    .sort((a, b) => a.index - b.index)
    .map(({ index, key }) => {
      const turns = conversation[key];
      const dateText = conversation[`${key}_date_time`];
      if (!Array.isArray(turns)) invalidData(reader.file, fieldPath(where, key), "is not an array", reader.expected);
      if (typeof dateText !== "string") {
        invalidData(reader.file, fieldPath(where, `${key}_date_time`), "is missing", `a date string beside each session in ${reader.expected}`);
      }
      const at = reader.parseDate(dateText, fieldPath(where, `${key}_date_time`));
      const id = reader.sessionId(index);
      return { id, sourceId: id, at, turns: turns.map((turn, i) => reader.readTurn(turn, `${fieldPath(where, key)}[${i}]`, { dateText, at })) };
    });
}

/**
 * The `qa` list: keys `<conversation id>#<index>`, the numeric category as the group ("5" apart when
 * `apartCategory` is 5), asked at the last time the conversation holds, evidence read against its turns.
 */
export function readQaList(
  qa: readonly unknown[],
  conversationId: string,
  sessions: readonly EvalSession[],
  where: string,
  reader: Pick<LocomoShapeReader, "file" | "expected">,
  apartCategory?: number,
): EvalQuestion[] {
  const turns = turnIndexOf(sessions);
  const askedAt = lastTimeOf(sessions);
  return qa.map((value, index) => {
    const at = `${fieldPath(where, "qa")}[${index}]`;
    if (!isObject(value)) invalidData(reader.file, at, "is not an object", reader.expected);
    const { question, category, evidence, answer } = value;
    if (typeof question !== "string") invalidData(reader.file, `${at}.question`, "is not a string", `a question string in ${reader.expected}`);
    if (typeof category !== "number") invalidData(reader.file, `${at}.category`, "is not a number", `a numeric category in ${reader.expected}`);
    if (!Array.isArray(evidence)) invalidData(reader.file, `${at}.evidence`, "is not an array", `an evidence array like ["D1:3"] in ${reader.expected}`);
    const { ids, unknown } = parseEvidence(evidence.map(String), turns);
    return {
      key: `${conversationId}#${index}`,
      question,
      category: String(category),
      ...(category === apartCategory ? { apart: true } : {}),
      askedAt,
      ...(typeof answer === "string" || typeof answer === "number" ? { answer: String(answer) } : {}),
      evidence: ids,
      unknownEvidence: unknown,
    };
  });
}

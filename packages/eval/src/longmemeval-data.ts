import type { EvalConversation, EvalSession, EvalTurn, ReportLayout } from "./conversation-set.js";
import { parseLongMemEvalDate } from "./dataset-dates.js";
import { invalidData, isObject } from "./json-shape.js";
import { parseLiteral } from "./python-literal.js";

/** LongMemEval's question types in the paper's order (other types follow in the order met). */
export const longMemEvalTypes = [
  "single-session-user",
  "single-session-assistant",
  "single-session-preference",
  "multi-session",
  "knowledge-update",
  "temporal-reasoning",
] as const;

export const longMemEvalLayout: ReportLayout = {
  overallLabel: "overall",
  categories: longMemEvalTypes.map((type) => ({ key: type, label: type })),
};

const expected =
  "a LongMemEval question { question_id, question_type, question, question_date, answer_session_ids, haystack_session_ids, haystack_dates, haystack_sessions }";

const describe = (value: unknown): string =>
  value === null
    ? "null"
    : Array.isArray(value)
      ? "an array"
      : typeof value === "string"
        ? `the string "${value.slice(0, 40)}${value.length > 40 ? "…" : ""}"`
        : `a ${typeof value}`;

/** A list field: a JSON array, or a string holding one (JSON or a Python list, as some exports write it). */
function readList(value: unknown, file: string, field: string, items: string): unknown[] {
  const wanted = `a list of ${items} (a JSON array, or a string holding a JSON or Python list)`;
  let list = value;
  if (typeof value === "string") {
    try {
      list = parseLiteral(value);
    } catch (error) {
      invalidData(file, field, `is a string that holds no list (${(error as Error).message})`, wanted);
    }
  }
  if (!Array.isArray(list)) invalidData(file, field, `is ${describe(value)}`, wanted);
  return list;
}

function readStrings(value: unknown, file: string, field: string, items: string): string[] {
  return readList(value, file, field, items).map((item, i) => {
    if (typeof item !== "string" && typeof item !== "number") invalidData(file, `${field}[${i}]`, `is ${describe(item)}`, items);
    return String(item);
  });
}

function readString(value: unknown, file: string, field: string, what: string): string {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string" || value.length === 0) invalidData(file, field, value === undefined ? "is missing" : `is ${describe(value)}`, what);
  return value;
}

const isTrue = (value: unknown): boolean => value === true || value === "true" || value === "True";

/**
 * One LongMemEval question (already parsed) as its own conversation: the haystack sessions in date
 * order (a session id met twice gets "~2" on its second copy), user and assistant turns as
 * themselves, turn ids `<session id>#<turn index>`, evidence the turns with `has_answer: true`,
 * session-level evidence `answer_session_ids`, asked at `question_date`. `where` locates the question
 * in its file for error messages.
 */
export function parseLongMemEvalQuestion(data: unknown, file: string, where = ""): EvalConversation {
  const at = (field: string): string => (where === "" ? field : `${where}.${field}`);
  if (!isObject(data)) invalidData(file, where, "is not an object", expected);
  const id = readString(data["question_id"], file, at("question_id"), "the question's id");
  const type = readString(data["question_type"], file, at("question_type"), `a question type like "multi-session"`);
  const question = readString(data["question"], file, at("question"), "the question's text");
  const askedAt = parseLongMemEvalDate(
    readString(data["question_date"], file, at("question_date"), 'a date like "2023/05/30 (Tue) 23:42"'),
    `${file}: ${at("question_date")}`,
  );
  const sessionIds = readStrings(data["haystack_session_ids"], file, at("haystack_session_ids"), "session ids");
  const dates = readStrings(data["haystack_dates"], file, at("haystack_dates"), 'dates like "2023/05/20 (Sat) 02:21"');
  const sessionsData = readList(data["haystack_sessions"], file, at("haystack_sessions"), "sessions, each a list of { role, content, has_answer? }");
  const answerSessions = readStrings(data["answer_session_ids"] ?? [], file, at("answer_session_ids"), "session ids");
  if (sessionIds.length !== sessionsData.length || dates.length !== sessionsData.length) {
    invalidData(
      file,
      where,
      `has ${sessionsData.length} haystack_sessions, ${sessionIds.length} haystack_session_ids and ${dates.length} haystack_dates`,
      "one id and one date per haystack session",
    );
  }
  const dated = sessionsData.map((turns, i) => ({
    i,
    turns,
    at: parseLongMemEvalDate(dates[i]!, `${file}: ${at(`haystack_dates[${i}]`)}`),
    dateText: dates[i]!,
  }));
  dated.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.i - b.i);
  const copies = new Map<string, number>();
  const evidence: string[] = [];
  const sessions: EvalSession[] = dated.map(({ i, turns, at: sessionAt, dateText }) => {
    const sourceId = sessionIds[i]!;
    const copy = (copies.get(sourceId) ?? 0) + 1;
    copies.set(sourceId, copy);
    const sessionId = copy === 1 ? sourceId : `${sourceId}~${copy}`;
    const field = at(`haystack_sessions[${i}]`);
    const list = readList(turns, file, field, "turns { role, content, has_answer? }");
    return {
      id: sessionId,
      sourceId,
      at: sessionAt,
      turns: list.map((turn, t): EvalTurn => {
        if (!isObject(turn)) invalidData(file, `${field}[${t}]`, `is ${describe(turn)}`, "a turn { role, content, has_answer? }");
        const { role, content } = turn;
        if (role !== "user" && role !== "assistant") invalidData(file, `${field}[${t}].role`, `is ${describe(role)}`, '"user" or "assistant"');
        if (typeof content !== "string") invalidData(file, `${field}[${t}].content`, `is ${describe(content)}`, "the turn's text");
        const turnId = `${sessionId}#${t}`;
        if (isTrue(turn["has_answer"])) evidence.push(turnId);
        return { id: turnId, role, text: content, at: sessionAt, dateText };
      }),
    };
  });
  const known = new Set(sessionIds);
  return {
    id,
    sessions,
    questions: [
      {
        key: id,
        question,
        category: type,
        askedAt,
        ...(typeof data["answer"] === "string" || typeof data["answer"] === "number" ? { answer: String(data["answer"]) } : {}),
        evidence,
        unknownEvidence: [],
        evidenceSessions: [...new Set(answerSessions.filter((session) => known.has(session)))],
        unknownEvidenceSessions: answerSessions.filter((session) => !known.has(session)),
      },
    ],
  };
}

/** A LongMemEval file: one question, or an array of them (as the official longmemeval_s.json is). */
export function parseLongMemEvalFile(data: unknown, file: string): EvalConversation[] {
  if (Array.isArray(data)) return data.map((question, i) => parseLongMemEvalQuestion(question, file, `[${i}]`));
  return [parseLongMemEvalQuestion(data, file)];
}

import type { EvalConversation, EvalTurn, ReportLayout } from "./conversation-set.js";
import { parseRealtalkDate } from "./dataset-dates.js";
import { normalizeDiaId } from "./evidence-ids.js";
import { invalidData, isObject } from "./json-shape.js";
import { readNumberedSessions, readQaList, type LocomoShapeReader } from "./locomo-shape.js";

export const realtalkLayout: ReportLayout = {
  overallLabel: "overall, categories 1-3",
  categories: [
    { key: "1", label: "1 multi-hop" },
    { key: "2", label: "2 temporal" },
    { key: "3", label: "3 open-domain" },
  ],
};

const expected = 'REALTALK\'s format (a chat { session_<n>: [{ speaker, dia_id, clean_text, date_time }], session_<n>_date_time: "29.12.2023, 22:42:04", qa })';

function readTurn(file: string, value: unknown, where: string, session: { dateText: string; at: string }): EvalTurn {
  if (!isObject(value)) invalidData(file, where, "is not an object", expected);
  const { speaker, dia_id: diaId, date_time: dateTime, blip_caption: caption } = value;
  const text = value["clean_text"] ?? value["text"];
  if (typeof speaker !== "string" || typeof diaId !== "string" || typeof text !== "string") {
    invalidData(file, where, "needs string speaker, dia_id and clean_text", expected);
  }
  if (dateTime !== undefined && typeof dateTime !== "string") invalidData(file, `${where}.date_time`, "is not a string", expected);
  return {
    id: normalizeDiaId(diaId),
    role: "user",
    speaker,
    text,
    ...(typeof caption === "string" && caption.length > 0 ? { imageCaption: caption } : {}),
    at: dateTime ? parseRealtalkDate(dateTime, `${file}: ${where}.date_time`) : session.at,
    dateText: dateTime ?? session.dateText,
  };
}

/**
 * Reads one REALTALK chat (already parsed) as a conversation named `id` (its file name): two people,
 * each turn a user turn of its speaker at its own time, questions asked at the last turn's time,
 * evidence ranges and loose ids understood, ids that name no turn kept apart. Throws naming the file
 * and the first field that does not fit.
 */
export function parseRealtalkChat(data: unknown, id: string, file = `${id}.json`): EvalConversation {
  if (!isObject(data)) invalidData(file, "", "is not an object", expected);
  const { qa } = data;
  if (!Array.isArray(qa)) invalidData(file, "qa", "is not an array", expected);
  const reader: LocomoShapeReader = {
    file,
    expected,
    sessionId: (index) => `${id}-session-${index}`,
    parseDate: (text, at) => parseRealtalkDate(text, `${file}: ${at}`),
    readTurn: (turn, at, session) => readTurn(file, turn, at, session),
  };
  const sessions = readNumberedSessions(data, "", reader);
  if (sessions.length === 0) invalidData(file, "", "has no session_<n> arrays", expected);
  return { id, sessions, questions: readQaList(qa, id, sessions, "", reader) };
}

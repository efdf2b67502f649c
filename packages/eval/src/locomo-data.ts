import type { EvalConversation, EvalTurn, ReportLayout } from "./conversation-set.js";
import { normalizeDiaId } from "./evidence-ids.js";
import { invalidData, isObject } from "./json-shape.js";
import { parseLocomoDate } from "./locomo-date.js";
import { readNumberedSessions, readQaList, type LocomoShapeReader } from "./locomo-shape.js";

export const locomoLayout: ReportLayout = {
  overallLabel: "overall, categories 1-4",
  categories: [
    { key: "1", label: "1 multi-hop" },
    { key: "2", label: "2 temporal" },
    { key: "3", label: "3 open-domain" },
    { key: "4", label: "4 single-hop" },
    { key: "5", label: "5 adversarial", apart: true },
  ],
  apartHeading: "Category 5 (adversarial, unanswerable), reported apart:",
};

const expected = "LoCoMo's format (an array of { sample_id, conversation: { session_<n>, session_<n>_date_time }, qa })";

function readTurn(file: string, value: unknown, where: string, session: { dateText: string; at: string }): EvalTurn {
  if (!isObject(value)) invalidData(file, where, "is not an object", expected);
  const { speaker, dia_id: diaId, text, blip_caption: caption } = value;
  if (typeof speaker !== "string" || typeof diaId !== "string" || typeof text !== "string") {
    invalidData(file, where, "needs string speaker, dia_id and text", expected);
  }
  return {
    id: normalizeDiaId(diaId),
    role: "user",
    speaker,
    text,
    ...(typeof caption === "string" && caption.length > 0 ? { imageCaption: caption } : {}),
    at: session.at,
    dateText: session.dateText,
  };
}

/**
 * Reads LoCoMo's JSON (already parsed): one conversation per sample, each turn a user turn of its
 * speaker dated with its session's time, questions asked at the last session's time, category 5
 * (adversarial) apart. Throws naming the file and the first field that does not fit.
 */
export function parseLocomo(data: unknown, file = "the LoCoMo file"): EvalConversation[] {
  if (!Array.isArray(data)) invalidData(file, "", "is not an array", expected);
  return data.map((value, i) => {
    const where = `[${i}]`;
    if (!isObject(value)) invalidData(file, where, "is not an object", expected);
    const { sample_id: sampleId, conversation, qa } = value;
    if (typeof sampleId !== "string") invalidData(file, where, "has no sample_id", expected);
    if (!isObject(conversation)) invalidData(file, `${where}.conversation`, "is not an object", expected);
    if (!Array.isArray(qa)) invalidData(file, `${where}.qa`, "is not an array", expected);
    const reader: LocomoShapeReader = {
      file,
      expected,
      sessionId: (index) => `${sampleId}-session-${index}`,
      parseDate: (text, at) => parseLocomoDate(text, `${file}: ${at}`),
      readTurn: (turn, at, session) => readTurn(file, turn, at, session),
    };
    const sessions = readNumberedSessions(conversation, `${where}.conversation`, reader);
    return { id: sampleId, sessions, questions: readQaList(qa, sampleId, sessions, where, reader, 5) };
  });
}

/** Evidence ids as `D<session>:<turn>` without leading zeros: "D8:6; D9:17" → two ids, "D:11:26" → "D11:26". */
export function normalizeEvidence(evidence: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const item of evidence) {
    for (const match of item.matchAll(/D\s*:?\s*(\d+)\s*:\s*(\d+)/g)) ids.add(`D${Number(match[1])}:${Number(match[2])}`);
  }
  return [...ids];
}

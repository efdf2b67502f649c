/** One turn of a LoCoMo conversation. */
export interface LocomoTurn {
  readonly speaker: string;
  readonly diaId: string;
  readonly text: string;
  /** A caption of the image the turn shared, when it shared one. */
  readonly imageCaption?: string;
}

export interface LocomoSession {
  /** 1-based, as in `session_<n>`. */
  readonly index: number;
  /** As written in the file ("1:56 pm on 8 May, 2023"). */
  readonly dateTime: string;
  readonly turns: readonly LocomoTurn[];
}

export interface LocomoQuestion {
  readonly question: string;
  readonly category: number;
  /** As written in the file; see `normalizeEvidence`. */
  readonly evidence: readonly string[];
}

export interface LocomoConversation {
  readonly sampleId: string;
  readonly sessions: readonly LocomoSession[];
  readonly qa: readonly LocomoQuestion[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

function fail(where: string, what: string): never {
  throw new Error(`Not a LoCoMo file: ${where} ${what}. Expected LoCoMo's format (an array of { sample_id, conversation, qa }).`);
}

function parseTurn(value: unknown, where: string): LocomoTurn {
  if (!isObject(value)) fail(where, "is not an object");
  const { speaker, dia_id: diaId, text, blip_caption: caption } = value;
  if (typeof speaker !== "string" || typeof diaId !== "string" || typeof text !== "string") {
    fail(where, "needs string speaker, dia_id and text");
  }
  return typeof caption === "string" && caption.length > 0 ? { speaker, diaId, text, imageCaption: caption } : { speaker, diaId, text };
}

function parseSessions(conversation: Json, where: string): LocomoSession[] {
  const sessions: LocomoSession[] = [];
  for (const key of Object.keys(conversation)) {
    const match = /^session_(\d+)$/.exec(key);
    if (!match?.[1]) continue;
    const index = Number(match[1]);
    const turns = conversation[key];
    const dateTime = conversation[`${key}_date_time`];
    if (!Array.isArray(turns)) fail(`${where}.${key}`, "is not an array");
    if (typeof dateTime !== "string") fail(`${where}.${key}_date_time`, "is missing");
    sessions.push({ index, dateTime, turns: turns.map((turn, i) => parseTurn(turn, `${where}.${key}[${i}]`)) });
  }
  return sessions.sort((a, b) => a.index - b.index);
}

function parseQuestion(value: unknown, where: string): LocomoQuestion {
  if (!isObject(value)) fail(where, "is not an object");
  const { question, category, evidence } = value;
  if (typeof question !== "string" || typeof category !== "number" || !Array.isArray(evidence)) {
    fail(where, "needs a string question, a numeric category and an evidence array");
  }
  return { question, category, evidence: evidence.map(String) };
}

/** Reads LoCoMo's JSON (already parsed); throws naming the first field that does not fit. */
export function parseLocomo(data: unknown): LocomoConversation[] {
  if (!Array.isArray(data)) fail("the file", "is not an array");
  return data.map((value, i) => {
    const where = `[${i}]`;
    if (!isObject(value)) fail(where, "is not an object");
    const { sample_id: sampleId, conversation, qa } = value;
    if (typeof sampleId !== "string") fail(where, "has no sample_id");
    if (!isObject(conversation)) fail(`${where}.conversation`, "is not an object");
    if (!Array.isArray(qa)) fail(`${where}.qa`, "is not an array");
    return {
      sampleId,
      sessions: parseSessions(conversation, `${where}.conversation`),
      qa: qa.map((question, j) => parseQuestion(question, `${where}.qa[${j}]`)),
    };
  });
}

/** Evidence ids as `D<session>:<turn>` without leading zeros: "D8:6; D9:17" → two ids, "D:11:26" → "D11:26". */
export function normalizeEvidence(evidence: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const item of evidence) {
    for (const match of item.matchAll(/D:?(\d+):(\d+)/g)) ids.add(`D${Number(match[1])}:${Number(match[2])}`);
  }
  return [...ids];
}

/** A dia_id normalised the same way (so "D30:05" in a file matches evidence "D30:5"). */
export function normalizeDiaId(diaId: string): string {
  return normalizeEvidence([diaId])[0] ?? diaId;
}

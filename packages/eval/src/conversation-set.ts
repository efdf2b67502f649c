/**
 * The eval's dataset-neutral model: what every reader (LoCoMo, REALTALK, LongMemEval) produces and what
 * the scorer, the BM25 floor and Engram's rankings read.
 */

export type DatasetFormat = "locomo" | "realtalk" | "longmemeval";
export const datasetFormats: readonly DatasetFormat[] = ["locomo", "realtalk", "longmemeval"];
export const formatNames: Record<DatasetFormat, string> = { locomo: "LoCoMo", realtalk: "REALTALK", longmemeval: "LongMemEval" };

export type TurnRole = "user" | "assistant";

export interface EvalTurn {
  /** The id evidence names: LoCoMo's and REALTALK's dia_id ("D1:3"), LongMemEval's `<session>#<index>`. */
  readonly id: string;
  readonly role: TurnRole;
  /**
   * The person who spoke, when the conversation is between two people (LoCoMo, REALTALK): written
   * into the message text and `metadata.speaker`. Absent when the role says who spoke.
   */
  readonly speaker?: string;
  readonly text: string;
  /** A caption of the image the turn shared, when it shared one. */
  readonly imageCaption?: string;
  /** When it was said (ISO). */
  readonly at: string;
  /** The time as the file writes it: the BM25 floor's document prefix. */
  readonly dateText: string;
}

export interface EvalSession {
  /** Unique in its conversation: the Engram session id. */
  readonly id: string;
  /** The session as the file names it, what session-level evidence names (two sessions may share it). */
  readonly sourceId: string;
  /** When it started (ISO). */
  readonly at: string;
  readonly turns: readonly EvalTurn[];
}

export interface EvalQuestion {
  /** `<conversation id>#<question index>`, or LongMemEval's question_id: the key in a rankings file. */
  readonly key: string;
  readonly question: string;
  /** The group the question is reported in: LoCoMo's category "1".."5", LongMemEval's question_type. */
  readonly category: string;
  /** Reported apart from the overall score (LoCoMo's adversarial category 5). */
  readonly apart?: boolean;
  /** When the question is asked (ISO): recall runs at this time. */
  readonly askedAt: string;
  /** The reference answer as written (a number as its digits), when the set gives one. */
  readonly answer?: string;
  /** Evidence turn ids that name a turn of the conversation. */
  readonly evidence: readonly string[];
  /** Evidence as written that names no turn: reported, and left out of the score (not a miss). */
  readonly unknownEvidence: readonly string[];
  /** Session-level evidence (LongMemEval's answer_session_ids) that names a session of the conversation. */
  readonly evidenceSessions?: readonly string[];
  /** Session-level evidence that names no session of the conversation: reported, left out. */
  readonly unknownEvidenceSessions?: readonly string[];
}

export interface EvalConversation {
  /** Unique in its set: the Engram scope's workspace. */
  readonly id: string;
  readonly sessions: readonly EvalSession[];
  readonly questions: readonly EvalQuestion[];
}

/** A group the report prints: its key (`EvalQuestion.category`) and label ("1 multi-hop"). */
export interface CategoryInfo {
  readonly key: string;
  readonly label: string;
  /** Its questions are reported apart from the overall score (they carry `apart`). */
  readonly apart?: boolean;
}

/** How a set's scores are laid out: the overall row's label and the categories in report order. */
export interface ReportLayout {
  readonly overallLabel: string;
  readonly categories: readonly CategoryInfo[];
  /** The line above the table of the groups reported apart. */
  readonly apartHeading?: string;
}

export interface ConversationSet {
  /** The file or directory name without ".json" ("locomo-dev"). */
  readonly name: string;
  readonly format: DatasetFormat;
  /** The path it was read from. */
  readonly source: string;
  readonly conversations: readonly EvalConversation[];
  readonly layout: ReportLayout;
}

/** One evidence id that names no turn, with the question that gave it. */
export interface UnknownEvidence {
  readonly question: string;
  readonly id: string;
}

/** What a set's evidence leaves out of the score: ids naming no turn, and questions with no evidence left. */
export interface EvidenceReport {
  readonly questions: number;
  readonly scored: number;
  readonly skipped: readonly { readonly question: string; readonly reason: string }[];
  readonly unknownEvidence: readonly UnknownEvidence[];
}

export function evidenceReport(conversations: readonly EvalConversation[]): EvidenceReport {
  const skipped: { question: string; reason: string }[] = [];
  const unknownEvidence: UnknownEvidence[] = [];
  let questions = 0;
  for (const conversation of conversations) {
    for (const question of conversation.questions) {
      questions++;
      for (const id of question.unknownEvidence) unknownEvidence.push({ question: question.key, id });
      for (const id of question.unknownEvidenceSessions ?? []) unknownEvidence.push({ question: question.key, id: `session ${id}` });
      if (question.evidence.length > 0) continue;
      const reason = question.unknownEvidence.length > 0 ? "every evidence id names no turn" : "no evidence";
      skipped.push({ question: question.key, reason });
    }
  }
  return { questions, scored: questions - skipped.length, skipped, unknownEvidence };
}

/** The last time anything in the conversation was said: when LoCoMo's and REALTALK's questions are asked. */
export function lastTimeOf(sessions: readonly EvalSession[]): string {
  let last = "";
  for (const session of sessions) {
    for (const at of [session.at, ...session.turns.map((turn) => turn.at)]) {
      if (last === "" || Date.parse(at) > Date.parse(last)) last = at;
    }
  }
  return last === "" ? new Date(0).toISOString() : last;
}

/** "1 conversation", "5 conversations". */
export const countOf = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? "" : "s"}`;

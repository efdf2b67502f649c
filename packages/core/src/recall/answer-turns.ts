import { stemWord } from "../text/stem.js";
import type { MemoryStore } from "../store/memory-store.js";
import type { Scope } from "../store/scope.js";
import { tokenize } from "../text/text-tokens.js";
import { messageCandidate, type Candidate } from "./recall-candidates.js";
import { queryStopWords } from "./query-terms.js";
import { readReplies } from "./reply-turn.js";

/** The best this many question turns of the pool have the turn after them read as their answer. */
export const answeredQuestions = 5;
/**
 * The best this many requests of the pool (`requestLabel`'s turns that ask nothing) have their reply read
 * for what tool work concluded. Fewer than questions: a request's reply runs through tool work, about three
 * times a question's events to read, and the best two carried 18 of the 19 rankings that reading the
 * best five changed on the personal-scale year's 40 queries, with a third of the reads (decision 0263).
 */
export const answeredRequests = 2;
/** Whose turns that ask nothing may be requests to an agent: a person's, as the role names them (no speaker's name). */
export const requestLabel = "user";
/** An answer read after a question scores this share of the question's text score. */
export const answerShare = 0.8;
/**
 * A past question that only repeats the query ("What is my name?" asked again) keeps this share of
 * its text score: it holds the words, not the answer.
 */
export const echoShare = 0.4;

/** The longest turn that may echo a query of `queryLength` characters: twice it, plus room for a speaker's name. */
const echoLength = (queryLength: number): number => 2 * queryLength + 40;

/** Whether a turn asks something: its last sentence ends with "?". */
export function isQuestion(text: string): boolean {
  return /\?["')\]]*\s*$/u.test(text.trim());
}

function contentStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const token of tokenize(text)) if (!queryStopWords.has(token)) stems.add(stemWord(token));
  return stems;
}

/**
 * Whether a question turn merely repeats the query: it holds at least half of the query's words and at
 * most one topic word of its own (its speaker's name aside).
 */
export function echoesQuery(candidate: Candidate, queryStems: readonly string[], queryLength = Number.POSITIVE_INFINITY): boolean {
  // A turn much longer than the query holds more than it: no echo (and no need to read its words).
  if (queryStems.length === 0 || candidate.text.length > echoLength(queryLength) || !isQuestion(candidate.text)) return false;
  const own = contentStems(candidate.text);
  if (candidate.label) own.delete(stemWord(candidate.label.toLowerCase()));
  const wanted = new Set(queryStems);
  let shared = 0;
  let extra = 0;
  for (const stem of own) {
    if (wanted.has(stem)) shared++;
    else extra++;
  }
  return shared * 2 >= wanted.size && extra <= 1;
}

/**
 * Prefers answers to questions: a past question that repeats the query is worth `echoShare` of its
 * score, and the reply to each of the best question turns (the turn after it, when another speaker gave
 * it; when the reply went through tool work, the agent's last turn with text: `readReplies`) joins the
 * candidates at `answerShare` of the question's score (or keeps its own score, when the search
 * found it with a better one). A request (a person's turn that asks nothing) gains the reply's
 * conclusion the same way, only when tool work led to it: a chat's reply to a statement is no answer.
 * Returns the candidates to use instead of `candidates`.
 */
export async function preferAnswers(
  store: MemoryStore,
  scope: Scope,
  candidates: readonly Candidate[],
  query: { readonly stems: readonly string[]; readonly length: number },
): Promise<Candidate[]> {
  const messages = candidates.filter((candidate) => candidate.kind === "message" && candidate.sessionId !== undefined);
  const best = (turns: Candidate[], count: number) => turns.sort((a, b) => b.textScore - a.textScore).slice(0, count);
  const questions = best(
    messages.filter((candidate) => isQuestion(candidate.text)),
    answeredQuestions,
  );
  // A person's request to an agent ("fix the flaky upload test"): answered only by what tool work concluded.
  const requests = best(
    messages.filter((candidate) => candidate.label === requestLabel && !isQuestion(candidate.text)),
    answeredRequests,
  );
  const out = candidates.map((candidate) =>
    candidate.kind === "message" && echoesQuery(candidate, query.stems, query.length)
      ? { ...candidate, textScore: candidate.textScore * echoShare }
      : candidate,
  );
  const at = new Map(out.map((candidate, index) => [candidate.key, index]));
  // The replies to every question and request are read concurrently (a server store's round trips
  // overlap instead of following one another), then used in their order, as reading them one by one would.
  const asked = [...questions, ...requests];
  const replies = await readReplies(
    store,
    asked.map((turn) => ({ sessionId: turn.sessionId!, seq: turn.seq ?? 0, label: turn.label ?? "" })),
  );
  for (const [turn, question] of asked.entries()) {
    const { answer: next, tools } = replies[turn]!;
    if (next === undefined || (turn >= questions.length && !tools)) continue;
    const score = question.textScore * answerShare;
    const answer = messageCandidate(question.sessionId!, scope, next, score, question.precedence);
    // Not an answer: a turn without text (a tool call with no word before it).
    if (answer.label === question.label || answer.text.trim() === "") continue;
    const index = at.get(answer.key);
    if (index === undefined) {
      at.set(answer.key, out.length);
      out.push(answer);
    } else if (out[index]!.textScore < score) {
      out[index] = { ...out[index]!, textScore: score };
    }
  }
  return out;
}

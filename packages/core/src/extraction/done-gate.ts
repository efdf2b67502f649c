import { sentenceFact, type SentenceFact } from "./sentence-fact.js";
import { toThirdPerson } from "./third-person.js";

/**
 * What has to pass before a piece of work counts as done: "Also run mypy on anything under src/ingest before you say
 * you're done", "check the changelog before calling it finished" (decision 0310). Said as an instruction without
 * "always", it is still a lasting rule: every later piece of work has an end.
 */

/** "before you say you're done", "before calling it finished", "before marking the ticket complete". */
const beforeDone =
  /\bbefore\s+(?:you\s+)?(?:say|saying|call|calling|mark|marking|consider|considering|report|reporting)\s+(?:(?:you['’]re|you are|it['’]s|it is|it|the\s+(?:task|work|change|ticket|PR)(?:\s+is)?|anything|something)\s+)?(?:done|finished|complete)\b/i;
/** A check the agent runs: a verb of running or checking first, after a "please". */
const checkFirst = /^(?:please\s+)?(?:run|check|update|add|test|lint|verify|rebuild|regenerate|format|type-check|typecheck|re-run|rerun)\s+\S/i;
/** What is at hand ("this file", "that test") makes it this task's. */
const atHand = /\b(?:this|that|these|those|today|now)\b/i;

/** `text` with its "before you say you're done" said the one way a fact keeps it. */
export function sayingDone(text: string): string {
  return text.replace(beforeDone, "before saying the work is done");
}

/** The rule a sentence states about what has to pass before work is done, if any. */
export function doneGateRule(s: string): SentenceFact | undefined {
  if (!checkFirst.test(s) || !beforeDone.test(s) || atHand.test(s)) return undefined;
  return sentenceFact(toThirdPerson(sayingDone(s.replace(/^please\s+/i, "")), "user"), "convention", 0.75, 0.85);
}

import { afterLeadComma } from "./lead-comma.js";

/**
 * "Run any change to the CGI scripts past Björn", "run every migration by the data team", "…; run any change to them
 * past him": a kind of change put before someone, who closes the clause (decision 0334). Read in two steps, the start
 * and then the clause's end, where one pattern spanning them is more than the ReDoS checker of core's tests decides
 * quickly. A change at hand ("run this past Björn", "run the changes by him") is no kind of change; a plural is
 * ("run build changes by him first"; decision 0341).
 */
const runPastStart =
  /^\s*(?:(?:so|and)\s+)?(?:please\s+)?(?:always\s+)?(?:run|put|send)\s+(?:(?:any|every|all)\s|(?!(?:the|this|that|these|those|my|your|our|it|them)\b)(?=(?:[\w-]{1,30}\s+){0,2}[a-z][\w-]{0,30}[^s'’\s]s\s))/i;
const runPastEnd = /\s(?:past|by)\s+(\p{Lu}\p{Ll}{1,30}|@[\w-]{1,40}|the\s+(?:[\w-]{1,30}\s+){0,2}team|her|him|them)(?:\s+first)?\s*[.!]?$/u;
/** Names after "by" that say when, not who: "run all tests by Friday". */
const aTime =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Noon|Midnight|Tonight|Tomorrow|Today|Hand)$/;
/** The longest kind of change between the verb and the one it goes past. */
const maxChangeChars = 80;

/** Who `clause` puts a kind of change before (a name, a handle, a team or a pronoun), if it does. */
export function changeRunPast(clause: string): string | undefined {
  const start = runPastStart.exec(clause);
  if (start === null) return undefined;
  const rest = clause.slice(start[0].length);
  if (rest.length > maxChangeChars + 40 || /[,;.]\s/.test(rest)) return undefined;
  const who = runPastEnd.exec(rest);
  if (who === null || who.index > maxChangeChars || aTime.test(who[1]!)) return undefined;
  return who[1];
}

/**
 * "Anything auth-related, run it by Priya first": the kind put first, before a comma within 60 characters, then "run
 * (put, send) it / them by / past" the one who closes the sentence (decision 0378). A pronoun names no one here.
 */
const frontedKind = /^(?:anything|everything)\s+(?=\S)/i;
const runItStart = /^,\s+(?:please\s+)?(?:always\s+)?(?:run|put|send)\s+(?:it|them)(?=\s)/i;
export function frontedRunPast(s: string): string | undefined {
  const rest = afterLeadComma(s, frontedKind, 60);
  const run = rest === undefined ? null : runItStart.exec(rest);
  const who = run === null ? null : runPastEnd.exec(rest!.slice(run[0].length));
  if (who === null || who.index > 0 || aTime.test(who[1]!) || /^(?:her|him|them)$/i.test(who[1]!)) return undefined;
  return who[1];
}

import { atFirstComma, namesExclusion } from "./excluding.js";
import { sentenceFact as fact, type SentenceFact } from "./sentence-fact.js";
import { momentary, personsWords } from "./moment-words.js";
import { statesTeamWay } from "./team-practices.js";
import { toThirdPerson, upperFirst, withoutThis } from "./third-person.js";

/**
 * Readings of a sentence by its clauses, when the whole keeps nothing: clauses a semicolon joins, a rule after its
 * reason, a team's way then what not to do or its one choice, the team's practice after the person's own opinion. Each reads a clause
 * with the classifier of user-rules.ts, passed in.
 */
export type ClauseClassifier = (sentence: string) => SentenceFact | undefined;

/** "Don't …", "please do not …": a prohibition, its verb and what it acts on. */
export const dontRule = /^(?:please\s+)?(?:don['’]t|do not)\s+(?:ever\s+)?([a-z]+)\b\s*((?:\S.*)?)$/i;

/**
 * "We target C++20 and build with CMake presets only; don't call cmake by hand": what the team does (`statesTeamWay`),
 * then after a semicolon what not to do, is the team's rule as a whole, not the person's preference of its last
 * clause (decision 0327). The prohibition is one the person's words would keep.
 */
function teamWayThenDont(s: string, classify: ClauseClassifier): SentenceFact | undefined {
  const at = s.indexOf(";");
  if (at < 0 || !statesTeamWay(s.slice(0, at))) return undefined;
  const rest = s.slice(at + 1).trim();
  const rule = dontRule.test(rest) ? classify(upperFirst(rest)) : undefined;
  return rule?.type === "preference" ? fact(toThirdPerson(s, "user"), "convention", 0.7, 0.8) : undefined;
}

/**
 * "We target the Erlang runtime only, never JavaScript", "we use pnpm, not npm", "we deploy from main only": what the
 * team does (`statesTeamWay`) and the one choice it makes, told by "only" or by what it excludes after a comma
 * (decision 0336). What is at hand ("we only use it for tests") is no choice of the team's.
 */
function teamWayOnly(s: string): SentenceFact | undefined {
  const { first: said, rest } = atFirstComma(s);
  // "only" before the verb is read as the adverb it is, never as the verb ("we only have two days").
  const first = said.replace(/^((?:we|the team|our team)\s+)only\s+/i, "$1");
  if (!statesTeamWay(first) || /^\S+(?:\s+team)?\s+\S+\s+(?:it|this|that|these|those|them)\b/i.test(first)) return undefined;
  const chosen = rest === "" ? /\bonly\b/i.test(said) : namesExclusion(rest);
  return chosen ? fact(toThirdPerson(s, "user"), "convention", 0.7, 0.8) : undefined;
}

/**
 * "It's a Python 3.12 service; the worker consumes from the events topic": clauses a semicolon joins are sentences of
 * their own, read one by one when the whole keeps nothing (decision 0310); the first that states a fact is kept. Two
 * clauses that are each a fact or a rule, one of them a rule, are kept whole, a rule: "Secrets come from ansible-vault;
 * plaintext passwords never land in group_vars" (decision 0350), "Design tokens are the only source of colors; hex
 * values in component CSS fail review" (decision 0351).
 */
function clauseFact(s: string, classify: ClauseClassifier): SentenceFact | undefined {
  if (!s.includes(";")) return undefined;
  return ruleAndFact(s, classify) ?? readClauses(s, classify).find((reading) => reading !== undefined);
}

/** Each clause of `s` a semicolon ends, read as a sentence of its own. */
function readClauses(s: string, classify: ClauseClassifier): (SentenceFact | undefined)[] {
  return s
    .split(";")
    .map((clause) => clause.trim())
    .map((said) => (said === "" ? undefined : classify(upperFirst(said))));
}

/**
 * Two clauses a semicolon joins, each a fact or a rule and one of them a rule, kept whole as the rule (decisions 0350,
 * 0351). Read before the facts of the project too (decision 0372): "Callbacks stay out of models; they belong in service
 * objects" is a rule of where callbacks go, though its second clause's "belong in" alone states a fact.
 */
export function ruleAndFact(s: string, classify: ClauseClassifier): SentenceFact | undefined {
  const at = s.indexOf(";");
  if (at < 0 || s.includes(";", at + 1)) return undefined;
  const [first, second] = readClauses(s, classify);
  const factOrRule = (reading: SentenceFact | undefined): boolean => reading?.type === "fact" || reading?.type === "convention";
  if (factOrRule(first) && factOrRule(second) && (first?.type === "convention" || second?.type === "convention"))
    return fact(toThirdPerson(s, "user"), "convention", 0.7, 0.8);
  return undefined;
}

/**
 * "sbt is slow to start, so keep an sbt shell open instead of running it fresh each time": a reason, then after ", so"
 * a rule read as a sentence of its own (decision 0322). The rule is kept with its reason, when the reason is no more
 * than a clause and the rule alone is a convention, or rules something out anywhere ("…, so no blocking IO anywhere").
 * A reason that is the person's or the moment's ("I'm on my phone, so keep replies short", "for the next hour …") makes
 * the rule as short-lived, and is none.
 */
function ruleWithReason(s: string, classify: ClauseClassifier): SentenceFact | undefined {
  const so = /^([^,;]{3,100}),\s+so\s+(?=\S)/.exec(s);
  if (so === null || personsWords.test(so[1]!) || /\bfor the next\b/i.test(so[1]!) || momentary.test(so[1]!)) return undefined;
  const after = s.slice(so[0].length);
  const rule = classify(upperFirst(after));
  const kept = (importance: number, confidence: number): SentenceFact => fact(toThirdPerson(withoutThis(s), "user"), "convention", importance, confidence);
  if (rule?.type === "convention") return kept(rule.importance, rule.confidence);
  // "…, so no blocking IO anywhere": what the reason rules out everywhere, a ban said without its place (decision 0332).
  return noneAnywhere.test(after) ? kept(0.7, 0.8) : undefined;
}

/** "no blocking IO anywhere", "no globals ever": what is ruled out, everywhere or always; no luck or way is a rule. */
const noneAnywhere =
  /^no\s+(?:[\w-]{1,30}\s+){0,3}(?!(?:luck|way|chance|idea|time|worries|problems?|rush|hurry|doubt|one|things?|signs?|traces?|results?)\s)[\w-]{1,30}\s+(?:anywhere|ever|at all)\s*[.!]?$/i;

/**
 * "Honestly I find snake_case easier to read, but we follow the Google style guide, so camelCase for functions": the
 * person's own view, then after ", but" what the team does (decision 0327). The team's practice is kept alone, when it
 * is a convention read as a sentence of its own; the person's view gave way to it.
 */
function practiceOverOpinion(s: string, classify: ClauseClassifier): SentenceFact | undefined {
  const but = /^([^,;]{3,120}),\s+but\s+(?=(?:we|the team|our team)\b)/i.exec(s);
  if (but === null || !personsWords.test(but[1]!)) return undefined;
  const rule = classify(upperFirst(s.slice(but[0].length)));
  return rule?.type === "convention" ? rule : undefined;
}

/** The first reading of `s` by its clauses that keeps a fact (see the module's comment). */
export function clauseReading(s: string, classify: ClauseClassifier): SentenceFact | undefined {
  return teamWayThenDont(s, classify) ?? teamWayOnly(s) ?? clauseFact(s, classify) ?? ruleWithReason(s, classify) ?? practiceOverOpinion(s, classify);
}

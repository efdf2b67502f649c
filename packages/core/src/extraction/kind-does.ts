import { atFirstComma, namesExclusion } from "./excluding.js";
import { fault } from "./fault-words.js";
import { eachOfAKind, narrowing, pluralKindLead } from "./kind-words.js";
import { namesAKind, namesOneOfAKind } from "./not-a-noun.js";

/**
 * "Staging models list their columns explicitly, never select *", "components fetch data in loaders, never in effects":
 * what every thing of a kind does, any verb in the present, made a rule by "never" and what it excludes after a comma
 * (decision 0433), or by "no exceptions" ("Every function in src/ has full type hints, no exceptions"; decision 0434),
 * every one thing of a kind as the subject too. "Not" is as often a report ("tests pass locally, not on CI"), and so
 * are the verbs of what happened or how long it took ("builds take ten minutes, never less"), of what is lost
 * ("workers drop messages, never retry them"), the auxiliaries, and a verb's past ("releases shipped late, never on
 * time"); those are none, and a plural after a plural subject ("models lists") is no verb of it.
 */
/**
 * The verb in the plural, no word ending in one "s" ("models lists" is no verb of "models"), and in the singular after
 * every one thing of a kind, so that a phrase narrowing the kind ("every function in src/ has …") ends before it.
 */
const kindDoesLead = new RegExp(String.raw`${pluralKindLead}\s+([a-z]{1,19}[a-rt-z]|[a-z]{0,18}ss)\s`, "i");
const eachDoesLead = new RegExp(String.raw`^${eachOfAKind}${narrowing}\s+([a-z]{1,19}s)\s`, "i");
const notADoing =
  /^(?:are|were|be|had|do|did|can|could|will|would|should|may|might|must|shall|need|seem|look|feel|get|got|become|take|cost|last|pass|work|succeed|fail|break|crash|hang|flake|happen|occur|appear|show|load|start|finish|stop|come|go|drop|lose|leak|miss|skip|ignore|swallow|hide|never|always|only|also|often|usually|sometimes|still|just)$/;
/** The verb after every one thing of a kind, in the singular ("lists", "passes", "has"), as `notADoing` names it. */
function singularsBase(verb: string): string | undefined {
  if (verb === "has") return "have";
  if (verb === "is" || verb === "was" || verb === "does") return "be";
  if (/(?:ss|sh|ch|x|z|o)es$/.test(verb)) return verb.slice(0, -2);
  return /[^s]s$/.test(verb) ? verb.slice(0, -1) : undefined;
}
/** What makes the rule after the comma: "never" and what it excludes, or "no exceptions". */
const noExceptions = /^,\s+(?:no exceptions|with no exceptions|without exception)$/i;

/**
 * Whether `s` states what every thing of a kind does (see above). Read in two plain steps: the kind and its verb, then
 * the comma within 100 characters and what follows it, where one pattern with both ran the ReDoS checker of core's
 * tests past its limit.
 */
export function statesKindDoes(s: string): boolean {
  if (alwaysEven(s)) return true;
  const lead = doingLead(s);
  if (lead === undefined) return false;
  const { first, rest } = atFirstComma(s);
  if (rest === "" || first.length < lead || first.length > lead + 100 || fault.test(first)) return false;
  return noExceptions.test(rest) || (/^,\s+never\s/i.test(rest) && namesExclusion(rest));
}

/**
 * "List endpoints always return a next_cursor field, even on the last page": what every thing of a kind always does,
 * made a rule by where it does so even so after the comma (decision 0580); "endpoints return 500, even for valid input",
 * without "always", reports a bug, and a verb of what happened or of a fault ("builds always fail, even on main") is none.
 */
const alwaysLead = new RegExp(String.raw`${pluralKindLead}\s+always\s+([a-z]{1,19}[a-rt-z]|[a-z]{0,18}ss)\s`, "i");
const evenSo = /^,\s+even\s+(?:on|in|when|if|for|with|after|before|at|under|during)\s+[\w\x60"'“‘(]/i;
function alwaysEven(s: string): boolean {
  const lead = alwaysLead.exec(s);
  if (lead === null || noDoing(lead[2]!, s.slice(lead[0].length)) || !namesAKind(lead[1]!.split(/\s+/))) return false;
  const { first, rest } = atFirstComma(s);
  return first.length >= lead[0].length && first.length <= lead[0].length + 100 && !fault.test(first) && evenSo.test(rest);
}

/** "have" or "has" before a participle is a tense of what happened ("tests have passed locally, never on CI"). */
const perfectTense = /^(?:been|had|got|gotten|[a-z]{2,20}ed)\b/i;

/** Where the verb's clause starts after a kind and a verb of what it does, if `s` opens with them. */
function doingLead(s: string): number | undefined {
  const lead = kindAndVerb(s);
  if (lead === undefined) return undefined;
  return /^ha(?:s|ve)$/.test(lead.verb) && perfectTense.test(s.slice(lead.end)) ? undefined : lead.end;
}

/**
 * Whether `verb` (its base) names no doing of a kind's: `notADoing`, but for where a kind comes from ("Colors come from
 * design tokens, never raw hex values"; decision 0447), its source, where "tests come back green" is what happened.
 */
function noDoing(base: string, after: string): boolean {
  return notADoing.test(base) && !(base === "come" && /^from\s/i.test(after));
}

/** The kind's verb and where its clause starts, if `s` opens with a kind and a verb of what it does. */
function kindAndVerb(s: string): { verb: string; end: number } | undefined {
  const each = eachDoesLead.exec(s);
  if (each !== null) {
    const verb = each[2]!;
    const base = singularsBase(verb);
    const end = each[0].length;
    return base !== undefined && !noDoing(base, s.slice(end)) && namesOneOfAKind(each[1]!.split(/\s+/)) ? { verb, end } : undefined;
  }
  const found = kindDoesLead.exec(s);
  if (found === null) return undefined;
  const verb = found[2]!;
  const end = found[0].length;
  return noDoing(verb, s.slice(end)) || /(?:ed|[^s]s)$/.test(verb) || !namesAKind(found[1]!.split(/\s+/)) ? undefined : { verb, end };
}

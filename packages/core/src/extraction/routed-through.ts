import { faultInFirstClause } from "./fault-words.js";
import { reportsFault } from "./fault-report.js";
import { isKin, subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Anything user-facing goes through the i18n module", "everything that touches money goes through the ledger
 * service", "every string the user sees goes through AppLocalizations" (decision 0384): the one way some kind of the
 * project's work is done, a rule a
 * later session needs before it adds any (decision 0336). Read in plain steps (the lead, a search for the verb within
 * a bound, a check of the words between), where one pattern spanning them is more than the ReDoS checker of core's
 * tests decides quickly. What went through once ("went through") or at the moment is no rule; a fault in the first
 * clause makes it a report ("everything goes through the proxy twice").
 */
const lead = /^(?:anything|everything|every|each|all)\s/i;
const through = /(?:^|\s)(?:(?:must|should|always|only)\s+)?(?:goes|go|is routed|is done|passes|runs|is sent)\s+through\s+(?=\S)/i;
/**
 * What it goes through: a part named with "the", "our", "a", in code, or by its own name ("AppLocalizations"), kin never
 * ("anything about money goes through Mom" is the family's).
 */
const throughWhat = /^(?:(?:the|our|a|an)\s+\S|\x60|\p{Lu}[\p{L}\d_.]{2,60}(?:\s|[.!]?$|,\s))/u;
/**
 * A clause after the name and a comma that turns the rule or reports a fault: "… goes through Decimal, but the tax module
 * still uses floats" is no one way. A rule beside it ("…, floats are banned in the billing package") stands (decision 0584).
 */
const turningClause = /^(?:but|which|except|though|although|unless|so|yet)\b/i;
/** Words after "every" that name a moment or who, not a kind: "every time", "every one of them". */
const notAKind = /^(?:time|times|day|morning|night|week|one|body|single)$/i;
/**
 * What narrows "anything": one to seven plain words, no clause of its own ("anything user-facing", "anything under
 * src/ui"). Without them it names no kind of work: "everything goes through the gateway service" is as often what the
 * code under discussion does (decision 0274).
 */
const narrowingWords = /^[\w\x60.'’/-]+(?:\s+[\w\x60.'’/-]+){0,6}$/;
/**
 * "All of them", "all of our services": a part of things at hand after "all", not a kind ("the", "my" and the like are
 * refused by `subjectNamesAKind` already).
 */
const allOf = /^of\s/i;
/** The longest narrowing between the lead and the verb. */
const maxNarrowingChars = 60;

/** Whether `s` says the one way a kind of the project's work is done (see the module's comment). */
export function statesRoutedThrough(s: string): boolean {
  const start = lead.exec(s);
  if (start === null) return false;
  const rest = s.slice(start[0].length - 1);
  const verb = through.exec(rest.slice(0, maxNarrowingChars + 60));
  const what = verb === null ? "" : rest.slice(verb.index + verb[0].length);
  if (verb === null || verb.index > maxNarrowingChars || !throughWhat.test(what) || isKin(what.split(/[\s.!]/)[0]!)) return false;
  const narrowing = rest.slice(0, verb.index).trim();
  if (!narrowingWords.test(narrowing) || (/^e(?:very|ach)\s/i.test(s) && notAKind.test(narrowing.split(/\s+/)[0]!))) return false;
  // "All money math goes through Decimal" (decision 0584): after "all", a kind of the project's things or work, no people.
  if (/^all\s/i.test(s) && (allOf.test(narrowing) || !subjectNamesAKind(narrowing))) return false;
  const comma = /^\p{Lu}[\p{L}\d_.]{2,60},\s/u.exec(what);
  if (comma !== null) {
    const after = what.slice(comma[0].length);
    if (turningClause.test(after) || reportsFault(after)) return false;
  }
  return !faultInFirstClause(s);
}

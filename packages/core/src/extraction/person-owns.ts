import { eachOfAKind } from "./kind-words.js";
import { isKin, namesOneOfAKind, notANoun, subjectNamesAKind } from "./not-a-noun.js";

/** What a person of the project owns, maintains, leads or made: who to ask about a part (project-facts.ts reads it). */

/** The person, by a name with its capital or a handle. */
const who = String.raw`(\p{Lu}\p{Ll}{1,30}|@[\w-]{1,40})`;
/** What is this task's, no part of the project to own: "the bug", "the PR", "the meeting". */
export const ofThisTask = "bug|bugs|ticket|issue|incident|task|PR|pull request|branch|commit|fix|outage|rollout|meeting|call|demo";
/** A plural after up to two words ("release tags", "dependency upgrades"). */
const somePlural = String.raw`(?:[\w-]{1,30}\s+){0,2}[a-z][\w-]{0,30}[^s'’\W]s`;

/**
 * "Jonas owns the design tokens", "@mara maintains the release scripts": what a person owns or maintains, whatever the
 * thing, as for a team (decision 0320), or moderates, administers, curates, manages or leads ("Chiara moderates the
 * community forum"; decision 0391), or looks after or takes care of ("Ines looks after our AWS accounts"; decision 0427),
 * or has done so for a while ("Hiroshi has been maintaining our sbt plugins for years"; decision 0445), or everything
 * under a path or in a part, or a path itself ("Dana looks after everything under internal/billing"; decision 0483); who
 * to ask before changing it is what a new session needs. A pronoun or a
 * quantifier is no one ("It owns the billing context"), kin are no colleagues ("Mom owns the house"), and this task's
 * things are no one's to own ("Jonas owns the bug").
 */
const personOwns = new RegExp(
  String.raw`^${who}\s+(?:owns|maintains|is responsible for|moderates|administers|curates|manages|leads|looks after|takes care of|has\s+(?:long\s+|always\s+)?(?:owned|maintained|managed|led|looked after|taken care of)|has\s+been\s+(?:maintaining|managing|leading|looking after|taking care of))\s+(?:(?:everything\s+(?:in|under|inside|below)\s+)?(?:(?:the|our)\s+|(?=[\w.-]{1,40}\/|\x60))|all\s+)(?!(?:${ofThisTask})\b)\S`,
  "u",
);
/**
 * "Priya runs the release train", "Omar coordinates the on-call rotation": a standing duty a person runs (decision 0405);
 * what is run once is this task's ("Priya runs the tests", "… the migration", "… the numbers").
 */
const personRuns = new RegExp(
  String.raw`^${who}\s+(?:runs|coordinates|oversees|organi[sz]es)\s+(?:the|our)\s+(?!(?:${ofThisTask}|tests?|test suite|builds?|scripts?|commands?|quer(?:y|ies)|migrations?|numbers|show|errands?)\b)(?:[\w-]{1,30}\s+){0,2}[\w-]{2,30}\s*[.!]?$`,
  "u",
);
/**
 * "Nadia set up the Sentry alerts", "Priya wrote the original parser", "Ingrid wrote most of the playbooks" (decision 0399),
 * "Priyanka did most of the SwiftData migration" (decision 0446; "did the dishes" is no share of a part), "Leila did the
 * accessibility pass on checkout" (decision 0461: a pass, an audit, a rewrite or a port of a part, never of this task's):
 * who made a part of the project (decision 0385), who
 * to ask about it as its owner is; what they made for this task ("Sam wrote the email", "… the ticket") is no part.
 */
const personMade = new RegExp(
  String.raw`^${who}\s+(?:(?:set up|built|designed|wrote|created)\s+(?:the|our|(?:most|all|half|much) of (?:the|our))|did\s+(?:most|all|half|much|the bulk)\s+of\s+(?:the|our)|did\s+the\s+(?:[\w-]{1,30}\s+){0,2}?(?:pass|audit|rewrite|migration|port|redesign|overhaul|cleanup|refactor)\s+(?:on|of|for)(?:\s+(?:the|our))?)\s+(?!(?:${ofThisTask}|it|this|that|my|your|his|her|their|email|message|note|reply|comment|post|draft|summary|report|slides|agenda|minutes|invite|list|dishes|cooking|cleaning|driving|talking|shopping|laundry|housework|chores|packing)\b)\S`,
  "u",
);
/**
 * What may follow who made a part: the rest of one clause, 80 characters at most. A later clause ("…, she's the person to
 * ask about edge cases", "… and has the final say on rounding") is the pronoun rules' to read (contact-person.ts).
 */
function madeAlone(s: string): string | undefined {
  const made = personMade.exec(s);
  const rest = made === null ? "" : s.slice(made[0].length);
  return made !== null && rest.length <= 80 && !/[,;:—–]|\s(?:and|so|but)\s/.test(rest) ? made[1] : undefined;
}
/**
 * "Amara owns dependency upgrades": a kind of work a person owns, a bare plural closing the sentence (decision 0397); "Sam
 * owns cats" names no kind of the project's.
 */
const personOwnsKind = new RegExp(String.raw`^${who}\s+(?:owns|maintains|is responsible for)\s+(${somePlural})\s*[.!]?$`, "u");
function ownsAKind(s: string): string | undefined {
  const found = personOwnsKind.exec(s);
  return found !== null && subjectNamesAKind(found[2]) ? found[1] : undefined;
}
/**
 * "Theo keeps the LÖVE build scripts alive", "Ana keeps the staging cluster running": a part a person keeps alive, running or
 * healthy (decision 0412), their standing care of it as a maintainer's; this task's things ("… keeps the PR up to date")
 * are no part, and a talk or a mood ("… keeps the conversation going") is none.
 */
const personKeeps = new RegExp(
  String.raw`^${who}\s+keeps\s+(?:the|our)\s+(?!(?:${ofThisTask}|conversation|chat|mood|spirits?|party|energy|lights|peace)\b)(?:[\p{L}\p{N}_-]{1,30}\s+){0,3}[\p{L}\p{N}_-]{2,30}\s+(?:alive|running|going|working|green|healthy|afloat|ticking|up to date|in shape|in order)\s*[.!]?$`,
  "u",
);
/**
 * "Hamid signs the release tags", "Lena cuts the releases": what a person does to every thing of a kind of the project's
 * releases (decision 0400), a plural closing the sentence, or every one thing of the kind ("Kenji signs every release
 * build"; decision 0432); a moment or a person after "every" ("Lena ships every Friday") names no kind.
 */
const personReleases = new RegExp(String.raw`^${who}\s+(?:signs|cuts|tags|publishes|ships)\s+(?:(?:the|our|all)\s+${somePlural}|${eachOfAKind})\s*[.!]?$`, "u");
function releasesEach(s: string): string | undefined {
  const found = personReleases.exec(s);
  if (found === null) return undefined;
  return found[2] === undefined || namesOneOfAKind(found[2].replace(/[.!]$/, "").split(/\s+/)) ? found[1] : undefined;
}
/**
 * "Noor triages incoming bug reports", "Ade fields support questions": what a person triages or answers of what people
 * send (decision 0398), their standing duty; "Noor triages this ticket" is one at hand.
 */
const personTriages = new RegExp(
  String.raw`^${who}\s+(?:triages|fields|answers|handles|routes)\s+(?:(?:all|incoming|new|inbound)\s+)?(?:[\w-]{1,30}\s+){0,2}(?:reports|tickets|questions|requests|issues|emails|alerts|pages|escalations)\s*[.!]?$`,
  "u",
);
/**
 * "Sofia keeps an eye on bundle size", "Omar keeps a close eye on our error budget": a part or a measure of the project a
 * person watches (decision 0431), who to ask when it moves; this task's things, a pronoun and what is at home ("… the
 * kids") are none.
 */
const personWatches = new RegExp(
  String.raw`^${who}\s+keeps\s+(?:an|a\s+close|a\s+watchful)\s+eye\s+on\s+(?!(?:(?:the|our)\s+)?(?:${ofThisTask}|it|this|that|them|him|her|kids|children|dog|cat|house|time|clock|door|weather)\b)(?:(?:the|our)\s+)?(?:[\p{L}\p{N}_-]{1,30}\s+){0,3}[\p{L}\p{N}_-]{2,30}\s*[.!]?$`,
  "u",
);
/**
 * Whether `s` says what a person owns (`personOwns`, `ownsAKind`), runs (`personRuns`), made alone (`madeAlone`),
 * triages (`personTriages`), signs or cuts (`personReleases`), keeps alive (`personKeeps`) or keeps an eye on
 * (`personWatches`), the person no pronoun, quantifier or kin.
 */
export function statesPersonsOwn(s: string): boolean {
  const person =
    personOwns.exec(s)?.[1] ??
    personRuns.exec(s)?.[1] ??
    ownsAKind(s) ??
    madeAlone(s) ??
    personTriages.exec(s)?.[1] ??
    releasesEach(s) ??
    personKeeps.exec(s)?.[1] ??
    personWatches.exec(s)?.[1];
  return person !== undefined && !notANoun.has(person.toLowerCase()) && !isKin(person);
}

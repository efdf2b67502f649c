import type { EntryType } from "../store/records.js";
import { sentenceFact, type SentenceFact } from "./sentence-fact.js";
import { ephemeralState } from "./skip-rules.js";
import { fault } from "./fault-words.js";
import { withoutProductNames } from "./product-names.js";
import { beforeRequest } from "./request-clause.js";
import { momentaryBesidesNow } from "./moment-words.js";
import { unitOrFormat, writtenVoice } from "./representation.js";
import { letterCase } from "./kind-words.js";
import { statesWhereToChange } from "./change-there.js";
import { obligesAKind } from "./kind-obligation.js";
import { namesContact } from "./contact-person.js";
import { routesWork } from "./routed-work.js";
import { toThirdPerson } from "./third-person.js";
import { statesPersonsOwn } from "./person-owns.js";
import { part } from "./project-parts.js";
import { onlyPlace } from "./only-place.js";
import { statesKindChoice } from "./kind-choice.js";
import { statesKindCount } from "./kind-count.js";
import { ruleAfterFact } from "./rule-after-fact.js";
import { statesStructure } from "./project-structure.js";

/**
 * Facts about the project a person states while asking for something else: where a thing is and what it
 * runs on ("the API runs on port 3000", "migrations live in db/"), what a part of the project is ("our
 * API is on Fastify"), how its parts relate ("the payments service owns the invoices table", "the
 * worker reads from the orders queue"), and what running a part needs ("the tests need a running
 * Postgres on port 5433", "the build requires Node 22"), and what is done to a part on a schedule ("staging
 * is reset every Sunday night"; decision 0299), what a kind is sent, served or processed through (sent-through.ts), where
 * it is queued ("Refund requests are queued in SQS and processed by the refunds worker"; decision 0566), and
 * what it is validated against ("Discount codes are validated against the promotions table in Postgres"; decision 0557),
 * and where it is persisted, with what ("Orders are persisted with EF Core to a SQL Server database"; decision 0563).
 * What is kept to a minimum is a practice, not where a thing is (kind-property.ts;
 * decision 0445). A relation or a need is only read with a
 * subject that names a part of the project, and never in a sentence that reports a fault ("the
 * handler calls the wrong endpoint", "the worker still reads from the old queue") or is about this
 * moment: a bug report is a task, not a standing fact (decision 0267).
 */

const projectFactVerb = new RegExp(
  String.raw`\b(?:runs|listens|is served|is exposed|is available) on port \d+|\b(?:lives|live|sits|sit|is kept|are kept|belongs|belong) (?:in|under|at)\b(?! (?:(?:integer|whole|plain) )?${unitOrFormat})|\b(?:is|are) (?:located|defined|declared|configured|stored|kept|hosted|deployed|set up|generated|published|managed|maintained|tracked) (?:in|at|on|to|under|from|via|by)\b(?! ${unitOrFormat})(?! a (?:bare )?minimum\b)|\b(?:is|are) (?:queued|enqueued|buffered) (?:in|on|into) (?:the |our |an? )?[\w\x60]|\b(?:deploys|deploy|is deployed|are deployed|ships) (?:to|on|via|from)\b|\bhandles\b|\b(?:depends|rely|relies) on\b|\b(?:is|are) (?:(?:always|usually|automatically|all)\s+)?(?:reported|logged|sent|routed|forwarded|exported|pushed|synced|uploaded)(?: back)? (?:to|into)\b|\b(?:is|are) (?:built|written) (?:with|in|on|from)\b(?! (?:${writtenVoice}|${letterCase}))|\b(?:is|are) (?:read|loaded|fetched|pulled|sourced) from\b|\bon (?:node|python|postgres|java|go|ruby) ?v?\d|\b(?:is|are) (?:handled|done|run|generated|regenerated|managed|owned) (?:only )?(?:by|with|through) [A-Z]|\b(?:is|are) persisted (?:with [\w.-]{1,30}(?: [\w.-]{1,30})? )?(?:in|to|into) (?:the|our|a|an) [\w\x60]|\b(?:is|are) (?:(?:always|all)\s+)?(?:validated|checked|verified|matched|reconciled|cross-checked) against (?:the|our|a|an) (?:[\w.-]{1,40} ){0,3}?(?:${part}|schemas?|allow-?lists?|block-?lists?|ledger|registry|catalog)\b|\b(?:is|are|gets|get) (?:reset|wiped|cleared|rebuilt|refreshed|redeployed|restarted|rotated|backed up|truncated|recreated) (?:every|each|nightly|weekly|daily|hourly|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends))\b`,
  "i",
);
/** "our API is…": a subject of 1 to 8 words (2 to 40 characters) before the verb; words, so spaces are read once. */
const ownedSubject = /^(?:our|the|my)((?:\s+[\w.-]{1,40}){1,8}?)\s+(?:is|are|runs on|uses)\s+\S/i;
/** A path, code in backticks, a CamelCase name or a file name; tested only, so `a/b` needs no more than its slash. */
export const codeReference =
  /[\w-]\/[\w./*-]|[\w-]{2}\/(?=[\s,.;:!?)]|$)|`[^`]+`|\b[A-Z][a-z]+(?:[A-Z][a-z0-9]+)+\b|\w\.(?:ts|tsx|js|mjs|cjs|json|py|rs|go|rb|java|md|ya?ml|toml|sql|css|sh)\b/;

/**
 * Two words of a pair of alternatives joined by a slash ("red/green", "and/or", "read/write"): English, not a path
 * (decision 0298). A pair that may also name a project's directories ("client/server") is not among them.
 */
const alternatives =
  /\b(?:and\/or|either\/or|yes\/no|on\/off|true\/false|pass\/fail|read\/write|input\/output|red\/green|green\/red|black\/white|light\/dark|dark\/light|left\/right|up\/down|in\/out|before\/after|he\/she|she\/he|him\/her|his\/her|he\/him|she\/her|they\/them|pros\/cons|do\/don['’]t|dos\/don['’]ts|win\/loss|open\/close|start\/stop)\b/gi;

/** Whether `text` names code (`codeReference`), a product written in CamelCase ("GitHub") and a pair of alternatives left out. */
export function namesCode(text: string): boolean {
  return codeReference.test(withoutProductNames(text).replace(alternatives, " "));
}

/**
 * "We're on Elixir 1.17 with Phoenix 1.7", "we are still on Rails 7.1", "we're running Kubernetes 1.29": the versions
 * of the stack the team is on, any product named with a capital and a version (decision 0315); `projectFactVerb` reads
 * "on Node 22" anywhere, and a product of any name only here, where the team is the subject (a failure "on Chrome 120"
 * is no stack).
 */
const teamStack =
  /^(?:[Ww]e['’]re|[Ww]e are|[Tt]he team is)\s+(?:(?:still|now|all|already)\s+)?(?:on|running|using)\s+\p{Lu}[\p{L}\d.+#-]{0,30}\s+v?\d[\d.x]*\+?(?![\w.]|\s+(?:times|hours|minutes|days|weeks|months|years|people|users|members|of)\b)/u;
/** Whether `s` says which versions the team is on (`teamStack`), with no fault in its first clause ("…120 and it crashes"). */
function namesTeamStack(s: string): boolean {
  return teamStack.test(s) && !fault.test(s.split(/[,;]/)[0] ?? "");
}

/**
 * What follows "is" / "are" when the sentence is an opinion or a state of the moment, not what a thing of the project
 * is: a word of degree, of praise or of how someone feels ("the colors are so bold", "the signature is sweet", "our
 * people are tired") or a verb going on ("the mentoring is going great"; decision 0304). "is using" and "is running on" say what it runs on.
 * A state of a fault ("the UI is frozen again", "the API is down") is of the moment too (decision 0321), a value that
 * is wrong too ("the cart total is off by a coupon", "… is incorrect", "… is out of sync"; decision 0554), and so is a
 * word of degree and one other closing the sentence ("the beaches are insanely beautiful", "the memories are truly
 * unique"; decision 0542), where a participle after it ("is fully typed") says how a thing is kept.
 */
const opinionOrOngoing =
  /^(?:(?:wrong|incorrect|inaccurate|outdated|inconsistent|misconfigured|misaligned|corrupt(?:ed)?)\b|off\s+by\s+(?!default\b)|out\s+of\s+(?:sync|date)\b|frozen|stuck|hung|down|broken|unresponsive|dead|slow|laggy|missing|gone|so|really|super|pretty|very|quite|too|totally|absolutely|just|such|awesome|amazing|great|cool|nice|sweet|lovely|beautiful|gorgeous|wonderful|fantastic|incredible|terrible|awful|horrible|bad|good|fun|funny|cute|adorable|perfect|brilliant|stunning|unforgettable|important to|tired|busy|sick|happy|sad|excited|stressed|worried|bored|exhausted|upset|angry|proud|glad|sorry|(?!using\b|running on\b)[a-z]+ing\b|(?!(?:only|early|daily|weekly|monthly|yearly|hourly|nightly|family|friendly|assembly|supply|reply|apply|july|italy)\b)[a-z]{2,15}ly\s+(?![a-z]{2,30}(?:ed|en)\b)[a-z]{3,30}\s*[.!]?$)/i;

function hasOwnedSubject(sentence: string): boolean {
  const found = ownedSubject.exec(sentence);
  const subject = found?.[1]?.trim() ?? "";
  if (found === null || subject.length < 2 || subject.length > 40) return false;
  const predicate = sentence.slice(found[0].length - 1);
  return !/\s(?:is|are)\s+\S$/i.test(found[0]) || !opinionOrOngoing.test(predicate);
}

/** "never lives / sits / belongs / goes in …": where a thing never is. */
const neverPlaced = /\bnever\s+(?:lives?|live|sits?|belongs?|goes|go|ends? up)\s+(?:in|inside|within|under|at|on)\b/i;

/**
 * Whether a project fact is bound to the moment: "for now", "until…", "this sprint", what `momentary` reads, a
 * plain "now" left to the rule that reads it ("our API is on Fastify now" lasts; decision 0277).
 */
const forTheMoment = (s: string): boolean => momentaryBesidesNow.test(s);

/** The fact about the project a user's sentence states, if any (see the module's comment). */
export function projectFact(s: string): SentenceFact | undefined {
  // A sentence opening with "please" asks for something: a rule, if any, is standing-rules.ts's to read (decision 0287).
  if (/^please\b/i.test(s)) return undefined;
  // "The eslint preset is vendored from acme-lint, so make changes to it there": where it is changed is the rule the
  // standing rules keep whole, not a fact without it (decision 0347); so is a kind required ("… are a must for anything
  // that ships to prod"; decision 0352).
  if (statesWhereToChange(s) || obligesAKind(s)) return undefined;
  // Where a thing never is ("Secrets never live in the repo") is a rule the standing rules read (decision 0382), not
  // where it lives.
  if (neverPlaced.test(s)) return undefined;
  // How every thing of a kind is handled by the one choice it states ("Fixture keys are generated at test time, never
  // committed") is a rule the standing rules read too (kind-choice.ts; decision 0483), not where it is made.
  // So is how many of something every one of a kind has or handles ("Each controller in src/Http/ handles exactly one
  // route"; kind-count.ts; decision 0513), where "handles" alone would read a part's relation.
  if (statesKindChoice(s) || statesKindCount(s)) return undefined;
  // A request that follows in the same sentence ("…, please add a refund column") is not part of the fact, so the fact
  // is read, and typed, without it: "I'm colorblind, so please don't rely on red/green…" states no fact of the project
  // (its "rely on" and "red/green" are the request's; decision 0298).
  const said = beforeRequest(s);
  if (
    !(projectFactVerb.test(said) || hasOwnedSubject(said) || statesStructure(said) || routesWork(said) || namesTeamStack(said) || namesContact(said)) ||
    ephemeralState.test(s) ||
    forTheMoment(s)
  )
    return undefined;
  // "Rounding lives in shop.price and nowhere else": a place said to be the only one is a rule for where the thing goes
  // (decision 0328).
  if (onlyPlace.test(said)) return sentenceFact(toThirdPerson(said, "user"), "convention", 0.7, 0.8);
  // A fact with a rule after a semicolon ("Detekt's baseline is regenerated only by Priya's script; never edit
  // detekt-baseline.xml by hand") is the rule as a whole, as two clauses of a fact and a rule are (decision 0353).
  // So is one with a kind's rule after its semicolon ("… append-only; corrections are new rows, never updates"; decision
  // 0545).
  if (ruleAfterFact(said)) return sentenceFact(toThirdPerson(said, "user"), "convention", 0.7, 0.8);
  // Who to ask is a fact of the team, whatever code it names ("Ines is the one who set up the LuaRocks mirror"; decision
  // 0388), and so is who owns or made a part ("Priyanka wrote the SwiftData migration"; decision 0446).
  const type: EntryType = namesCode(said) && !/\bport \d+/.test(said) && !namesContact(said) && !statesPersonsOwn(said) ? "code_context" : "fact";
  return sentenceFact(toThirdPerson(said, "user"), type, type === "fact" ? 0.55 : 0.5, 0.75);
}

import { fault } from "./fault-words.js";
import { beforeRequest } from "./request-clause.js";
import { sentenceFact, type SentenceFact } from "./sentence-fact.js";
import { whoToAsk } from "./who-to-ask.js";
import { statesTeamMove } from "./team-move.js";
import { eachAsPlural } from "./each-as-plural.js";
import { letterCase, massNoun, narrowing, narrowingWord, plural, practiceParticiple, word } from "./kind-words.js";
import { statesEveryOneHandled } from "./every-one-handled.js";
import { statesKindDeadline } from "./kind-deadline.js";
import { statesKindBlocks } from "./kind-blocks.js";
import { bansWithAlternative } from "./ban-with-alternative.js";
import { statesKindNone } from "./kind-none.js";
import { statesKindRule } from "./kind-rules.js";
import { statesNeverThenOnly } from "./never-only-instead.js";
import { statesLayerNeverReaches } from "./kind-never.js";
import { withoutLastingUntil } from "./lasting-until.js";
import { lastingLead, momentary, momentaryBesidesNow, pastVerbs } from "./moment-words.js";
import { statesTeamPractice } from "./team-practices.js";
import { finishSentence, toThirdPerson } from "./third-person.js";
import { statesWhereToChange } from "./change-there.js";
import { kindObligation, taskSubject } from "./kind-obligation.js";

/**
 * Standing rules and project history a person states in passing while asking for something else, which
 * the other sentence rules (user-rules.ts) do not read: a size limit ("keep PRs under 400 lines"), a
 * requirement on a whole kind of thing ("migrations must be backwards compatible"), a habit to keep
 * ("make sure to run the linter before committing"), something to avoid, what the project may not hold
 * ("no default exports in this repo"), and a move from one tool to another ("we switched from npm to
 * pnpm"). Each pattern needs what makes the sentence general: a number for a limit, a plural or "all"
 * subject for a requirement, a "before"/"after"/"whenever" clause for a habit, the place for a ban, the
 * tool left for a move. A sentence about this task ("keep this under 20 lines", "make sure it
 * compiles", "both fixes must land together") has none of them and is never a fact.
 */

const lead = String.raw`^(?:(?:please|${lastingLead})[\s,]+)?`;
/** "(please) keep PRs under 400 lines", "limit functions to 50 lines": what is bounded, a bound and a number. */
const sizeLimit = new RegExp(
  String.raw`${lead}(?:keep\s+((?:${word}\s+){1,4}?)(?:under|below|within|at most|less than|fewer than|no more than|shorter than)|(?:limit|cap)\s+((?:${word}\s+){1,4}?)(?:to|at)(?:\s+at most)?)\s+(?:about\s+)?\d[\d,.]*\s*(?:%|k\b|[a-z]+)`,
  "i",
);
/**
 * "Batch sizes above 10k blow up memory on the small nodes, so stay under that": a limit told by what happens past a
 * number, then a clause asking to stay within it (decision 0290); a fact about the system, kept with its reason. What
 * is limited is a thing, not a person or a past ("I ran above 10k and it crashed, so stay under that" tells a story).
 */
const limitByConsequence =
  /^(?:(?:the|our|all|any)\s+)?((?:[\w-]+\s+){0,3}?)(?:above|over|beyond|past|under|below|larger than|bigger than|longer than|more than|greater than|less than|fewer than)\s+(?:about\s+|~)?\d[\d,.]*[a-z%]{0,5}\s[^,]{1,80},\s*so\s+(?:please\s+)?(?:always\s+)?(?:stay|keep (?:it|them|things|those|each one|every one)|remain)\s+(?:under|below|within|beneath|above|over)\s+(?:that|it|this|them|those|\d)/i;
/** What a limit never bounds: this task's own things ("keep this under 20 lines", "limit the query to 10 rows"). */
const taskObject = /^(?:it|this|that|these|those|them|everything|things|the|a|an|my)\b/i;

/** A modal that states a rule; a plain "should" is as often a wish for this task ("tests should cover the empty case"). */
const ruleModal = String.raw`(?:(?:must|shall|have to|has to|(?:are|is) required to)(?:\s+(?:not|never|always|only))?|should\s+(?:not|never|always|only))`;
/**
 * "(please) keep controllers thin", "keep functions pure": how every thing of a kind is kept, a plural subject
 * (not one at hand: "keep these short") then a word for the state (decision 0287).
 */
const keepKind = new RegExp(
  String.raw`${lead}keep\s+(?:all\s+)?((?:${word}\s+){0,2}${plural})\s+(?!(?:in|on|at|for|to|from|with|up|out|off|going|running|open|around|until|as)\b)[a-z]{3,}\b`,
  "i",
);
/**
 * "migrations must be backwards compatible", "all public functions need JSDoc comments", "indexes on big
 * tables must be created concurrently": a subject of one to three words naming a kind of thing (after
 * all/every/each/any/new, or a plural, which a phrase of up to four words may narrow), then a rule's modal;
 * "anything touching exports needs a sign-off" names a kind by what it touches (decision 0295). The kind's last word
 * may be a path: "every script in bin/ must pass shellcheck" (decision 0345).
 */
const kindRequirement = new RegExp(
  String.raw`^(?:(?:(?:all|every|each|any|new)\s+|(?:anything|everything)\s+(?=touching|that|in|under|related|involving|changing|which))(?:${word}\s+){0,3}${narrowingWord}\s+(?:${ruleModal}|needs?|should)|(?:${word}\s+){0,2}(?:${plural}|${massNoun})${narrowing}\s+${ruleModal})\s+[a-z]`,
  "i",
);
/**
 * "Production changes need two approvals", "schema migrations require a review from the data team": the approvals or
 * reviews a kind of change needs (decision 0311), or the notice or record it needs: "Breaking changes to the public API
 * need a heads-up in #api-consumers", "new services need an ADR" (decision 0356); whose approval, said with a possessive
 * ("Copyleft dependencies need legal's sign-off", "… the data team's review"; decision 0473); what is at hand ("these
 * changes") is `taskSubject`'s.
 */
const reviewRequirement = new RegExp(
  String.raw`^(?:all\s+)?(?:${word}\s+){0,2}${plural}${narrowing}\s+(?:need|require)\s+(?:(?:at least\s+)?(?:a|an|one|two|three|\d)\s+|(?!(?:today|tomorrow|yesterday|tonight|everyone|anyone|someone|somebody|anybody|nobody|one)['’]s\b)(?:the\s+(?:[\w-]{1,30}\s+){0,2}?)?[\w-]{2,30}['’]s\s+)(?:[\w-]+\s+){0,2}?(?:approvals?|reviews?|reviewers?|sign-offs?|approvers?|heads-ups?|notices?|announcements?|changelog entr(?:y|ies)|migration guides?|ADRs?|RFCs?|design docs?)\b`,
  "i",
);
/**
 * "Pagination params are always called `page` and `pageSize`", "env vars are prefixed with APP_": how a kind of
 * thing is named, a plural subject (which a phrase may narrow) then "called", "named", "prefixed with"… and a
 * name, not a place or an agent ("called from the CLI", "named by the user"; decision 0276); the case they are named in
 * ("Component files are named in PascalCase", "files are kebab-case"; decision 0435).
 */
const naming = new RegExp(
  String.raw`^(?:all\s+)?(?:${word}\s+){0,2}${plural}${narrowing}\s+(?:are|get)\s+(?:(?:always|usually|all)\s+)?(?:(?:called|named|prefixed with|suffixed with|spelled|written as)\s+(?!(?:from|by|in|on|at|for|when|with|after|before|via|through|once|twice|every|each|only)\b)\S|(?:(?:named|spelled|written)\s+)?(?:in\s+)?${letterCase})`,
  "i",
);
/**
 * "Python services are formatted with ruff", "PRs are reviewed by two people": how a kind of thing is made or
 * checked, a plural subject then a participle of the project's work and what does it (decision 0277); a mass noun
 * with "is": "Money is always formatted through ex_cldr" (decision 0326); everything at a place: "Everything under lib/
 * is formatted by mix format" (decision 0354; without the place, "everything is built with esbuild" is as often what the
 * code at hand does).
 */
const passiveSubject = String.raw`^(?:all\s+)?(?:(?:${word}\s+){0,2}${plural}${narrowing}\s+(?:are|get)|(?:${word}\s+){0,2}${massNoun}${narrowing}\s+(?:is|gets)|(?:everything|anything)\s+(?:in|under|inside)\s+(?:${narrowingWord}\s+){0,2}${narrowingWord}\s+(?:is|gets))\s+(?:(?:always|usually|all|only)\s+)?`;
const passivePractice = new RegExp(String.raw`${passiveSubject}${practiceParticiple}\s+(?:with|using|via|through|by)\s+\S`, "i");
/**
 * "Workflow changes are tested on a fork first", "schema changes get tried against a copy of prod first": where a kind
 * of change is tried before it lands, the place in one short clause ending in "first" (decision 0357); "tested on
 * staging" alone is as often what happened to this change.
 */
const triedAt = new RegExp(String.raw`${passiveSubject}(?:tested|tried|checked|validated|deployed|run|previewed|rehearsed)\s+(?:on|in|against)\s+(?=\S)`, "i");
function statesTriedFirst(s: string): boolean {
  const found = triedAt.exec(s);
  const place = found === null ? "" : (s.slice(found[0].length).split(/[,;.!?]/, 1)[0] ?? "").trim();
  return place.length <= 50 && /^(?:[\w'’/-]+\s){1,5}first$/.test(place);
}
/**
 * "Dates on receipts use the customer's locale", "migrations follow the expand-contract pattern": what a kind of
 * thing uses or follows, a plural subject which a phrase may narrow (decision 0278).
 */
const kindUses = new RegExp(
  String.raw`^(?:all\s+)?(?:${word}\s+){0,2}${plural}${narrowing}\s+(?:(?:always|all)\s+)?(?:use|follow)\s+(?:the|a|an|\x60|[A-Z])`,
  "i",
);

/**
 * "Whenever you touch SQL in this service, add an EXPLAIN to the PR description", "Before you push, run the linter":
 * a habit told by when it applies first (of no "it" or "this" at hand), then what to do, a verb of the project's
 * work (decision 0286); what follows a comma that is no such verb ("…, staging breaks", "…, it fails") tells what
 * happens, not what to do. After "whenever", "every time" or "any time" the clause may be of a thing of the project
 * ("Whenever a crate's public API changes, note it in CHANGELOG.md"; decision 0294); after "before" or "after" only
 * of "you" ("After the build finishes, run the tests" is as often this task's order).
 * A plain "when" says it lasts only with a kind after its verb: "When you open PRs for the auth service, tag …" (a
 * plural, or any / every / new; decision 0312), not "when you open the PR, …". An "if" the same, and "a" or "an" is a
 * kind too: "If you change a public header, bump the soname in meson.build" (decision 0346); not "if you get a chance"
 * or "when you have a minute", which say when this task's request suits. A plain "when" and one of a kind doing something
 * ("When a fix touches money or dates, mention the edge cases you checked"; decision 0588) lasts as "whenever" does. A
 * kind of code or data said without a plural is a kind too: "When you touch tax code, add a test …" (decision 0613), where
 * "when you touch the code" is the code at hand.
 */
const whenFirstHabit =
  /^(?:(?:whenever|every time|each time|any ?time|before|after)\s+you\s+[a-z]+\b|(?:whenever|every time|each time|any ?time)\s+(?:a|an|the|any|our)\s+[a-z]|(?:when|if)\s+you\s+(?!(?:get|got|have|find)\s)[a-z]+\s+(?:an?\s+(?!(?:chance|minute|moment|sec|second|bit|while|look)\b)|any\b|every\b|new\b|[a-z][\w-]{0,30}[^s'’\s]s\b|(?:(?!(?:the|this|that|these|those|my|your|its|our)\b)[a-z][\w-]{1,30}\s+)?(?:code|data|config|logic|SQL|CSS|HTML|infrastructure)\b)|when\s+(?:a|an|any)\s+(?:[\w-]{1,30}\s+)?[\w-]{2,30}\s+[a-z]{2,20}(?:es|[^s'’\s]s)\b)[^,]{0,80},\s*(?:please\s+)?(?:always\s+)?(?:add|run|rerun|update|check|write|include|ping|tell|notify|use|bump|regenerate|rebuild|document|mention|open|create|note|link|tag|squash|rebase|test|lint|format|review|ask|keep|put|remove|delete|clear|restart|record|log|attach|describe|explain|sign|commit|message|loop in|cc)\b/i;
/** A "when" clause about what is at hand: "after you fix it", "before you merge this". */
const clauseAtHand = /\b(?:it|them)\b|\b(?:this|that|these|those)\s*$/i;
/** Whether `s` is a habit told by when it applies first (`whenFirstHabit`), its clause about no "it" or "this" at hand. */
function statesWhenFirstHabit(s: string): boolean {
  return whenFirstHabit.test(s) && !clauseAtHand.test(s.slice(0, s.indexOf(",")));
}
/** "make sure to run the linter before committing": a habit, told by when it applies. */
const habit =
  /^(?:(?:please|also|and)[\s,]+)?(?:make sure|be sure)\s+(?:to|you)\s+[a-z].*\b(?:before|after|whenever|every time|each time|when(?:ever)? you)\s+(?:\w+ing\b|you\b|every\b|each\b)/i;
/**
 * "Clippy warnings fail CI", "type errors block the merge": what a kind of thing does to the project's gates, a rule of
 * the gate, not a fault of the moment (decision 0303). A plural subject of up to three words, none a word of what is
 * at hand, which a phrase may narrow; the gate a build, CI, a pipeline, a merge, a deploy, a release, a check or review
 * ("hex values in component CSS fail review"; decision 0351).
 */
const gateRule = new RegExp(
  String.raw`^(?!(?:the|this|that|these|those|my|our|your|it|they|we|all)\b)(?:[\w-]+\s+){0,2}?[\w-]+[^s\s'’]s${narrowing}\s+(?:always\s+)?(?:fail|break|block)\s+(?:the\s+)?(?:CI|build|builds|pipeline|merge|merges|deploy|deploys|release|releases|checks?|review|code review)\b`,
  "i",
);

/**
 * "Config values come from environment variables, never from hard-coded defaults": where a kind of thing must come
 * from, said with where it never does (decision 0302). A subject of up to four words, none of this moment.
 */
const sourceRule =
  /^(?:(?:the|our|all)\s+)?(?:[\w-]+\s+){0,3}?[\w-]+\s+(?:always\s+)?(?:comes?|(?:is|are)\s+(?:read|loaded|taken))\s+from\s+[^\s,;][^,;]*[,;]\s*(?:and\s+)?(?:never|not)\s+from\s+\S/i;
/** "avoid mocking the database in integration tests", "avoid default exports": a standing "never", said softly. */
const avoid = new RegExp(String.raw`${lead}avoid\s+(?!(?:it|this|that|these|those|them|the|a|an|my|your)\b)\S`, "i");
/** What a limit told by its consequence never bounds: a person's story ("I ran above 10k…"). */
const limitedByPerson = new RegExp(String.raw`\b(?:i|we|you|it|they|he|she|${pastVerbs})\b`, "i");
function statesLimitByConsequence(s: string): boolean {
  const limited = limitByConsequence.exec(s)?.[1];
  return limited !== undefined && !limitedByPerson.test(limited);
}

/** Whether `sentence` bans something from a place of the project ("no default exports in this repo"): read before "no" is taken for a correction. */
export function statesBan(sentence: string): boolean {
  const s = sentence.trim();
  return statesKindNone(s) || bansWithAlternative(s);
}

const leadPattern = new RegExp(String.raw`^(?:please|${lastingLead}|also|and)[\s,]+`, "i");
const withoutLead = (s: string): string => s.replace(leadPattern, "");
/** Whether `s` opens with words that say it lasts (`lastingLead`). */
const lastingLeadPattern = new RegExp(String.raw`^${lastingLead}[\s,]+`, "i");

/**
 * "From here on, analyzer changes get a test with non-ASCII input": after words that say it lasts, a statement
 * about a kind of thing (a plural, which a phrase may narrow, or all / every / each / any / new of a kind) is a
 * rule whatever its verb of the present ("get", "start", "return"), which the other rules leave to a modal or a
 * participle (decision 0284); a past tells what happened ("from now on, builds failed" is no rule).
 */
const lastingKindStatement = new RegExp(
  String.raw`^(?:(?:all|every|each|any|new)\s+(?:${word}\s+){0,2}${word}|(?:${word}\s+){0,2}${plural}${narrowing})\s+(?!(?:${pastVerbs})\b)[a-z]{2,}\s+[a-z\x60]`,
  "i",
);

/**
 * "Every new component ships with a Storybook story", "all new endpoints get rate limiting": what every new thing
 * of a kind gets is a rule whatever its verb of the present, as after a lasting lead, since things not made yet are
 * no report of what happened (decision 0289). The verb is a singular after every/each/any ("all new code goes" and
 * "all new endpoints get" both read); not a past, a modal, a verb of how things seem, of an outcome or of a fault
 * ("every new build fails", "all new tests pass"), nor a sentence with words of a fault. A bare "new tests …" is as
 * often this task's.
 */
const notARuleVerb = String.raw`(?!(?:${pastVerbs}|is|are|was|were|can|could|will|would|may|might|seems?|looks?|feels?|fails?|breaks?|crash(?:es)?|hangs?|flakes?|leaks?|errors?|times?|takes?|costs?|happens?|appears?|shows? up|pass(?:es)?|succeeds?|works?|compiles?|builds?|loads?|renders?|needs?|wants?)\b)`;
/** Words no verb of the rule is: a determiner or a preposition ("all new code goes through review" is not read as "goes through"). */
const notAVerb = String.raw`(?!(?:the|a|an|our|its|their|this|that|these|those|with|to|in|on|for|from|at|by|through|into|and|or|but)\b)`;
/** A word of the subject, none a verb of a past or of a fault: the shortest subject is read first. */
const subjectWord = String.raw`(?!(?:${pastVerbs}|is|are|fails?|breaks?|crash(?:es)?|hangs?|flakes?|leaks?)\b)[\p{L}\d][\w-]*`;
const subjectWords = String.raw`((?:${subjectWord}\s+){0,2}?${subjectWord})`;
const ruleAdverbs = String.raw`(?:(?:always|also|automatically)\s+)?`;
const newOfKind = new RegExp(
  String.raw`^(?:(?:every|each|any)\s+new\s+${subjectWords}\s+${ruleAdverbs}${notARuleVerb}${notAVerb}\p{Ll}{2,}s|all\s+new\s+${subjectWords}\s+${ruleAdverbs}${notARuleVerb}${notAVerb}\p{Ll}{2,})\s+[\p{Ll}\d\x60]`,
  "iu",
);
/** A subject word that tells who, not what: "every new test I write fails" is about the person. */
const personWord = /^(?:i|we|you|they|he|she|it|one|someone|somebody|people|users?|customers?|hires?|joiners?|folks|members?|employees?)$/i;
/** Whether `s` states what every new thing of a kind gets (`newOfKind`). */
function statesNewOfKind(s: string): boolean {
  const found = newOfKind.exec(s);
  const subject = found?.[1] ?? found?.[2];
  return subject !== undefined && !subject.split(/\s+/).some((word) => personWord.test(word)) && !fault.test(s);
}

/** The standing rule or project move `sentence` states, if any (see the module's comment). */
export function standingRule(sentence: string): SentenceFact | undefined {
  const s = sentence.trim();
  if (statesTeamMove(s)) return momentaryBesidesNow.test(s) ? undefined : sentenceFact(toThirdPerson(beforeRequest(s), "user"), "fact", 0.65, 0.8);
  // "From now on" and "going forward" say the rule lasts: the moment is read in what follows them.
  const body = withoutLead(s);
  if (momentary.test(withoutLastingUntil(body)) || /\?\s*$/.test(body)) return undefined;
  const asked = whoToAsk(s);
  if (asked !== undefined) return rule(asked);
  if (statesLimitByConsequence(body)) return sentenceFact(toThirdPerson(body, "user"), "fact", 0.6, 0.8);
  if (gateRule.test(body)) return sentenceFact(toThirdPerson(body, "user"), "fact", 0.6, 0.8);
  const limit = sizeLimit.exec(s);
  if (limit) return taskObject.test(limit[1] ?? limit[2] ?? "") ? undefined : rule(toThirdPerson(body, "user"));
  const kept = keepKind.exec(s);
  if (kept && !taskObject.test(kept[1] ?? "") && !taskSubject.test(kept[1] ?? "")) return rule(toThirdPerson(body, "user"));
  // A rule of every thing of a kind is read as the same rule of the kind in the plural (decision 0552), and so is where
  // the one thing of a kind always goes (decision 0555).
  const plural = eachAsPlural(body);
  if (
    (statesKindGroupRule(body) && !taskSubject.test(body)) ||
    (plural !== undefined && statesKindGroupRule(plural) && !taskSubject.test(plural)) ||
    habit.test(s) ||
    statesWhenFirstHabit(s) ||
    avoid.test(s) ||
    (sourceRule.test(body) && !taskSubject.test(body))
  )
    return rule(toThirdPerson(body, "user"));
  if (statesWhereToChange(body)) return rule(toThirdPerson(body, "user"));
  // "The domain layer knows nothing about Django": one layer's rule, "the" before it (decision 0468).
  if (statesLayerNeverReaches(body)) return rule(toThirdPerson(body, "user"));
  // "The operator never deletes PVCs; scaling down only detaches them": a part's "the", read as the layer's is (decision 0601).
  if (statesNeverThenOnly(body)) return rule(toThirdPerson(body, "user"));
  if (statesBan(s)) return rule(finishSentence(s));
  if (statesTeamPractice(body)) return rule(toThirdPerson(beforeRequest(body), "user"));
  if (((lastingLeadPattern.test(s) && lastingKindStatement.test(body)) || statesNewOfKind(body)) && !taskSubject.test(body))
    return rule(toThirdPerson(beforeRequest(body), "user"));
  return undefined;
}

/** Whether `body` states a rule of a kind of the project's things, its subject a kind in the plural or a mass noun. */
function statesKindGroupRule(body: string): boolean {
  return (
    kindRequirement.test(body) ||
    kindObligation.test(body) ||
    naming.test(body) ||
    passivePractice.test(body) ||
    statesEveryOneHandled(body) ||
    statesKindDeadline(body) ||
    statesKindBlocks(body) ||
    statesTriedFirst(body) ||
    kindUses.test(body) ||
    statesKindRule(body) ||
    reviewRequirement.test(body)
  );
}

function rule(content: string): SentenceFact {
  return sentenceFact(content, "convention", 0.7, 0.8);
}

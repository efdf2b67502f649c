import { faultInFirstClause } from "./fault-words.js";
import { momentary, pastVerbs, personsWords } from "./moment-words.js";

/**
 * What the team does, said with the team as the subject: a habit told by its adverb, what it does not do, a practice
 * told by what it covers or where it applies, a command or a file it works with, and its way of working (decisions
 * 0276-0341). Read by the standing rules (standing-rules.ts) and the readings by clauses (clause-readings.ts).
 */

/** Verbs that state a need, an outcome or a fault, never a practice ("we only need one", "we always end up …"). */
const notAPractice = String.raw`(?!(?:${pastVerbs}|end|need|want|get|have|has|know|think|seem|hear|see|say|wish|hope|like|love|hate|forget|remember|try|mean|are|is|can|could|will|would|should|must|may|might|fail|fails|complain|complains|break|breaks|crash|crashes|hang|hangs|flake|flakes|leak|leaks|error|errors|time|times)\b)`;
/**
 * "we never merge on Fridays", "the team always rebases feature branches": what the team does as a habit, told
 * by its adverb, whatever the verb (the convention rule of user-rules.ts lists its verbs). Not a past ("we never
 * got a reply"), nor a verb that states a need or an outcome rather than a practice ("we only need one", "we
 * always end up rewriting it"), nor a practice of "it" or "this" (what is at hand).
 */
const teamHabit = new RegExp(
  String.raw`^(?:we|the team|our team)\s+(?:always|usually|never|generally|only|normally|typically)\s+${notAPractice}[a-z]{2,}\s+(?!(?:it|this|that|these|those|them|so|too)\b)\S`,
  "i",
);
/**
 * "We don't use any C dependencies", "the team does not deploy on Fridays": what the team does not do, as "never" says
 * it (decision 0329); the verbs `teamHabit` refuses, refused, and a verb of understanding or minding ("we don't
 * understand why", "we don't mind") is no practice.
 */
const teamDoesNot = new RegExp(
  String.raw`^(?:we|the team|our team)\s+(?:don['’]t|do not|doesn['’]t|does not)\s+${notAPractice}(?!(?:understand|mind|care|agree|expect|believe|recall|own)\b)[a-z]{2,}\s+(?!(?:it|this|that|these|those|them|so|too|yet|anymore)\b)\S`,
  "i",
);
/**
 * The subject of a team's practice: we, the team, or someone or something of the team ("our copywriter", "our CI",
 * "our on-call engineer"; decision 0278).
 */
const teamSubject = String.raw`(?:we|the team|our team|our\s+(?:[\w-]+\s+){0,2}?[\w-]+)`;
/**
 * "we log every slow query to Sentry", "the team reviews all migrations": a practice told by what it covers, a
 * verb of the present on every, all or each of a kind (decision 0276), a kind named in code too ("we treat every `any` in
 * src/ as a bug"; decision 0474); the verbs `teamHabit` refuses, refused.
 */
const teamPractice = new RegExp(
  String.raw`^${teamSubject}\s+${notAPractice}[a-z]{2,}\s+(?:every|all|each)\s+(?!(?:now|once|of (?:it|them|this|that|these|those))\b)(?:[a-z]|\x60[^\x60\s]{1,40}\x60)`,
  "i",
);
/**
 * "We target WCAG AA on every page", "we enable strict mode in every package": a practice told by what it covers after
 * what it does, a preposition before every, each or all of a kind (decision 0403); the verbs `teamHabit` refuses, and
 * what the team loses, hits or runs into, refused, and a fault in its first clause ("we get timeouts on every deploy").
 */
const teamPracticeScoped = new RegExp(
  String.raw`^${teamSubject}\s+${notAPractice}(?!(?:lose|loses|hit|hits|miss|misses|run into|runs into)\b)[a-z]{2,}\s+(?!(?:it|this|that|these|those|them)\b)(?:[\w'’.-]{1,30}\s+){1,4}?(?:on|in|for|across|to|at)\s+(?:every|each|all)\s+(?!(?:now|once|time|of (?:it|them|this|that|these|those))\b)[a-z]`,
  "i",
);

/**
 * "We pair on anything touching payments", "the team reviews everything that touches auth": a practice told by what it
 * covers, anything or everything of a part named after it (decision 0407); the verbs `teamHabit` refuses, refused.
 */
const teamPracticeOnAnything = new RegExp(
  String.raw`^${teamSubject}\s+${notAPractice}[a-z]{2,}\s+(?:(?!(?:it|this|that|these|those|them)\b)[\w'’.-]{1,30}\s+){0,3}?(?:(?:on|for|in|with|before)\s+)?(?:anything|everything|any\s+change|every\s+change)\s+(?:that\s+)?(?:touch(?:es|ing)|involv(?:es|ing)|affect(?:s|ing)|related\s+to|under|in)\s+\S`,
  "i",
);

/**
 * "Our accountants close the books on the fifth business day of each month", "we cut a release on the first Monday of
 * every month": a practice told by when in each period it is done (decision 0584), the day's place in a month, quarter,
 * year, week or sprint; the verbs `teamHabit` refuses, refused ("we had an outage on the last day of the month").
 */
const teamPeriodDay = new RegExp(
  String.raw`^${teamSubject}\s+${notAPractice}[a-z]{2,}\s+(?!(?:it|this|that|these|those|them)\b)(?:[\w'’.-]{1,30}\s+){0,4}?(?:on|by|before|after)\s+the\s+(?:first|second|third|fourth|fifth|tenth|fifteenth|last|\d{1,2}(?:st|nd|rd|th))\s+(?:(?:business|working|week)\s?day|day|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|week)\s+of\s+(?:each|every|the)\s+(?:month|quarter|year|week|sprint|cycle)\s*[.!]?$`,
  "i",
);

/**
 * "Our warehouse in Leipzig doesn't pick orders on Sundays", "our support desk never answers on public holidays": what a
 * place or a group of the business does not do on the days it is closed (decision 0589), said as the team's practice; a
 * place or group named among the first words, the days closing the sentence. "Our kids don't go to school on Sundays"
 * names none of the business.
 */
const businessUnit = String.raw`(?:warehouses?|offices?|stores?|shops?|factory|factories|plants?|support(?:\s+(?:team|desk))?|help\s?desk|call\s+cent(?:er|re)s?|ops(?:\s+team)?|on-call|finance(?:\s+team)?|accountants|staff|couriers?|carriers?|drivers|teams?)`;
const businessOff = new RegExp(
  String.raw`^(?:our|the)\s+(?:[\w-]{1,30}\s+)?${businessUnit}(?:\s+(?:in|at)\s+[A-Z][\w-]{1,30})?\s+(?:don['’]t|doesn['’]t|do\s+not|does\s+not|never)\s+${notAPractice}[a-z]{2,}\s+(?:[\w'’.-]{1,30}\s+){0,3}?(?:on|during|over)\s+(?:weekends|Saturdays|Sundays|Mondays|Fridays|(?:public\s+|bank\s+)?holidays|Christmas)\s*[.!]?$`,
  "i",
);

/**
 * "We round half-up everywhere, never banker's rounding": a practice told by where it applies, everywhere, after what
 * is done (decision 0321); the verbs `teamHabit` refuses, refused ("we see errors everywhere", "we looked everywhere").
 */
const teamEverywhere = new RegExp(
  String.raw`^${teamSubject}\s+${notAPractice}[a-z]{2,}\s+(?!(?:it|this|that|these|those|them)\b)(?:[\w'’.-]{1,30}\s+){0,4}?everywhere\b`,
  "i",
);
/**
 * "we backfill with `make backfill DATE=...`", "our team deploys via deploy/prod.sh": what the team does with a
 * command or a file of the project, any verb of the present before with, using, via or through (decision 0280), or a
 * program's flags ("we compile with -Wall -Wextra -Werror"; decision 0341).
 */
const teamTool = new RegExp(
  String.raw`^${teamSubject}\s+${notAPractice}[a-z]{2,}\s+(?:with|using|via|through)\s+(?:\x60[^\x60]|[\w.-]+\/[\w.-]|--?[A-Za-z][\w=.-])`,
  "i",
);
/**
 * "We target C++20 and build with CMake presets only": what the team does, a verb of the present after the team
 * (`teamSubject`; the verbs `teamHabit` refuses, refused), with no word of the person or the moment (decision 0327).
 */
const teamWay = new RegExp(String.raw`^${teamSubject}\s+(?:(?:always|only|usually|all)\s+)?${notAPractice}[a-z]{2,}\s+\S`, "i");

/**
 * A verb whose past is its present ("put", "set", "cut" …) told with a clause of the past after it: "we put the admin
 * API behind the VPN after someone scraped the user list" was done once, no way of working (decision 0519).
 */
const sameFormPastLead = /^(?:we|the team|our team)\s+(?:put|set|cut|split|shut|quit|spread|cast|hit|let)\b/i;
const pastClause = new RegExp(String.raw`\b(?:after|when|because|since|once|before)\s+(?:[\w'’-]{1,30}\s+){0,4}?(?:${pastVerbs})\b`, "i");
/** Whether `clause` is told as done once (see above), no way of the team's, whatever reads it. */
export function toldAsDoneOnce(clause: string): boolean {
  return sameFormPastLead.test(clause) && pastClause.test(clause);
}

/** Whether `clause` says what the team does: its way of working, with no word of the person or the moment. */
export function statesTeamWay(clause: string): boolean {
  return teamWay.test(clause) && !personsWords.test(clause) && !momentary.test(clause) && !toldAsDoneOnce(clause);
}

/**
 * Whether `body` states a practice of the team's: a habit, what it does not do, what it covers (after what it does, too),
 * where, or its tool.
 */
export function statesTeamPractice(body: string): boolean {
  return (
    teamHabit.test(body) ||
    teamDoesNot.test(body) ||
    teamPractice.test(body) ||
    ((teamPracticeScoped.test(body) || teamPracticeOnAnything.test(body)) && !faultInFirstClause(body)) ||
    teamEverywhere.test(body) ||
    (teamPeriodDay.test(body) && !faultInFirstClause(body)) ||
    businessOff.test(body) ||
    teamTool.test(body)
  );
}

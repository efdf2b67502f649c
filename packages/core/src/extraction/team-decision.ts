import { fault } from "./fault-words.js";
import { momentary } from "./moment-words.js";
import { changesCourse, statesChangeOfCourse } from "./change-of-course.js";
import { leadThen } from "./clause-after-lead.js";
import { forAReason } from "./course-reasons.js";
import { toThirdPerson } from "./third-person.js";

/**
 * A decision said as taken, by the person or the team: "we decided …", "we went with …" (among the first rules), "we're
 * standardizing on …" (decision 0434), what the team standardized on it ("we've standardized every service on port 8080";
 * decision 0458), "we're sticking with …" (decision 0437; "we're stuck with …" is a complaint), "we've
 * consolidated on …" or "converged on …" (decision 0448), a call
 * made or said ("we made the call to vendor dependencies", "our call was to keep Java 17"; decisions 0429, 0430), or a
 * change of course with its reason (change-of-course.ts) ("we dropped Stackage nightly because …"; decisions 0428, 0431), or a pick against
 * another ("we picked SwiftPM over CocoaPods"; decision 0432), or a move from one thing to another after an event ("after
 * the outage we moved session storage from Redis to Postgres"; decision 0435), or an option ruled out ("we've ruled out
 * Celery"; decision 0436), or the team's whole bet ("we went all in on Hotwire"; decision 0440). Kept in the third person
 * by user-rules.ts. Where the team's choice landed ("we landed on Docusaurus after trying MkDocs") or ended up ("we ended
 * up going with Vite") is one too (decision 0441), and so is a part of the work put off ("we've parked the WASM build
 * until the core API settles"; decision 0442) or frozen ("we've frozen the public API until 2.0 ships"; decision 0443) or put
 * on the back burner (decision 0445). A part of the project switched to a named tool for a reason is one too (decision
 * 0451), and a way the team is not adopting (decision 0454), and a choice said without its subject against another
 * ("Going with OIDC … instead of long-lived keys"; decision 0455).
 */

const decided =
  /^(?:we|I|the team)(?:['’]ve| have| has)?\s+(?:decided|agreed|chose|opted|settled on|went with|are going with|standardi[sz]ed\s+(?:(?:every|each|all|all\s+of\s+our|our|the)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}\s+)?on|consolidated on|converged on|aligned on)\b|^we(?:['’]re| are)\s+(?:going with|standardi[sz]ing on|sticking with|staying with)\s+(?!(?:it|this|that|these|those|them|you|him|her)\b)(?=\S)/i;
/**
 * "We went all in on Hotwire instead of a SPA", "we're all-in on Postgres": the team's whole bet on a way, a decision
 * (decision 0440); the person's own ("I went all in on the exam") is theirs, and what is at hand ("we went all in on it",
 * a moment of it: "we went all in on poker last night") is none.
 */
const allIn =
  /^(?:we|the team)(?:['’]ve|['’]re| have| has| are| is)?\s+(?:(?:went|gone|going)\s+)?all[-\s]in\s+on\s+(?!(?:it|this|that|these|those|them|you|him|her)\b)(?=\S)/i;
/**
 * "We bet on Compose for every new screen", "the team doubled down on Elixir": the team's bet on a way, as going all in
 * on it is (decision 0459); a wager ("we bet on the horse", "… the game") and a moment of it ("… last night") are none.
 */
const betOn =
  /^(?:we|the team)(?:['’]ve| have| has)?\s+(?:bet|doubled\s+down)\s+on\s+(?!(?:it|this|that|these|those|them|you|him|her|the\s+(?:horse|horses|game|match|race|team|fight|wrong\s+horse))\b)(?=\S)/i;
const aMomentPast = /\b(?:last\s+(?:night|week|weekend|time|round|hand)|yesterday|tonight|this\s+(?:morning|afternoon|evening))\b/i;
/** "… to" then a verb, not a person, a place or a thing: "to vendor dependencies", never "to the bank" or "to Bob". */
const aVerbNext = String.raw`\s+to\s+(?!(?:the|a|an|my|our|your|his|her|their|him|them|us|me|it)\b)[a-z]{2,30}\s+\S`;
/**
 * "We made the call to vendor dependencies": a decision said as a call made, then a verb (decision 0429); "I made the call
 * to Bob" or "… to the bank" is a telephone's call.
 */
const madeTheCall = new RegExp(String.raw`^(?:[Ww]e|I|[Tt]he team)(?:['’]ve| have)?\s+made\s+the\s+(?:call|decision)${aVerbNext}`);
/**
 * "Our call was to keep Java 17 until the next LTS", "the team's decision is to vendor dependencies": the team's decision
 * said as its call, then a verb (decision 0430); "our call is at 3pm" names a meeting.
 */
const ourCall = new RegExp(String.raw`^(?:[Oo]ur|[Tt]he team['’]s)\s+(?:call|decision)\s+(?:was|is|has been)${aVerbNext}`);
/**
 * "We picked SwiftPM over CocoaPods so CI needs no Ruby", "the team selected Postgres because it has row locks": a pick
 * the team made against another or with its reason (decision 0432), or a way stuck or stayed with ("we stuck with plain
 * Markdown instead of MDX"; decision 0481), or adopted ("we adopted CUE over JSON Schema because it merges defaults for
 * us"; decision 0490), where "chose" alone already is one (`decided`);
 * without either, "we picked the wrong branch" is an act at hand, and "picked up" or "picked on" is no pick.
 */
const pickedLead =
  /^(?:we|the team)(?:['’]ve| have)?\s+(?:picked|selected|adopted|stuck\s+with|stayed\s+with)\s+(?!(?:it|this|that|these|those|them|up|out|on|off|apart|the wrong|a wrong)\b)(?=\S)/i;
const againstAnotherOrForAReason = /\s(?:over|instead\s+of|rather\s+than|because|since|after\s+(?:trying|comparing|evaluating|testing|benchmarking))\s+\S/i;
/**
 * "We landed on Docusaurus after trying MkDocs", "the team has landed on Postgres over Mongo": where the team's choice
 * landed, against another, for a reason or after trying others (decision 0441); "we landed on the moon" or "… in Lisbon"
 * names no choice, and neither does "we landed on it".
 */
const landedLead =
  /^(?:we|the team)(?:['’]ve| have| has)?\s+(?:finally\s+|eventually\s+)?landed\s+on\s+(?!(?:it|this|that|these|those|them|the\s+(?:moon|ground|floor|runway|beach|island))\b)(?=\S)/i;
/**
 * "We've parked the WASM build until the core API settles", "the team shelved the rewrite for now": a part of the work the
 * team put off until later, a decision (decision 0442), or held off on ("we held off on dropping Python 3.9 until the next
 * major"; decision 0477), "until", "pending" or "for now" in its clause; a car parked, or
 * what is at hand ("we parked it"), is none.
 */
const parkedLead =
  /^(?:we|the team)(?:['’]ve| have| has)?\s+(?:parked|shelved|deferred|tabled|held\s+off\s+on|are\s+holding\s+off\s+on)\s+(?!(?:it|this|that|these|those|them|(?:the|our|my)\s+(?:car|cars|van|truck|bike|bikes|boat|camper|rv))\b)(?=\S)/i;
/**
 * "We've frozen the public API until 2.0 ships": a part of the project the team froze, a decision (decision 0443), with
 * "until" or "for now" as work parked is; what a team freezes is named (an API, a schema, its dependencies, a branch, its
 * scope, its protos or endpoints) or is a version of something ("we froze the v1 protos until every client is on v2";
 * decision 0491), where "we froze the leftovers" keeps food.
 */
const frozeLead =
  /^(?:we|the team)(?:['’]ve| have| has)?\s+(?:froze|frozen)\s+(?=(?:the|our)\s+(?:(?:[\w-]{1,20}\s+){0,2}(?:API|APIs|schema|schemas|interface|interfaces|dependencies|deps|versions|branch|feature\s+set|features|scope|protocol|contract|contracts|format|config|migrations|protos?|protobufs?|proto\s+files|endpoints?|routes|SDKs?)\b|v\d{1,4}(?:\.\d{1,4}){0,2}\s+\w))/i;
const untilLater = /\s(?:until|till|pending|for\s+now|for\s+the\s+time\s+being|indefinitely)(?=[\s.!]|$)/i;
/**
 * "We've put Scala 3 on the back burner until Spark supports it", "we put the rewrite on hold for now": work put off as
 * parked work is (decision 0445), its clause holding where it was put and until when; "we put the call on hold" is at
 * hand.
 */
const putLead =
  /^(?:we|the team)(?:['’]ve| have| has)?\s+put\s+(?!(?:it|this|that|these|those|them|(?:the|my|our)\s+(?:call|calls|phone|kettle|kids?|baby|dog))\b)(?=\S)/i;
const onHold = /\son\s+(?:the\s+back[\s-]?burner|hold|ice)(?=[\s.,!]|$)/i;
function putOff(s: string): boolean {
  return leadThen(s, putLead, onHold) && leadThen(s, putLead, untilLater);
}
/**
 * "We bumped the minimum Kubernetes version to 1.29", "the team raised the minimum supported Node version to 22": the
 * oldest version the team supports, a decision (decision 0449); "we bumped the version to 2.3.1" is a release at hand.
 */
const minimumRaised =
  /^(?:we|the team)(?:['’]ve| have| has)?\s+(?:bumped|raised|moved|lowered|set)\s+(?:our|the)\s+minimum\s+(?:supported\s+|required\s+)?(?:[\w.-]{1,30}\s+){0,2}versions?\s+(?:to|at)\s+v?\d/i;
/**
 * "Going with OIDC for cloud credentials instead of long-lived keys", "sticking with Postgres over Mongo": a decision said
 * without its subject, a participle of choosing opening the sentence (decision 0455), made one by what it is chosen over
 * or instead of in its clause; "going with the flow" and what is at hand ("going with it") are none, and without what it
 * is chosen over it is as often an answer of the moment ("going with the blue one").
 */
const choosingLead =
  /^(?:going|sticking|staying|standardi[sz]ing|settling)\s+(?:with|on)\s+(?!(?:it|this|that|these|those|them|you|him|her|the\s+flow)\b)(?=\S)/i;
const overAnother = /\s(?:instead\s+of|over|rather\s+than)\s+\S/i;
/**
 * "We're not adopting Poetry; uv does everything we need", "the team won't adopt GraphQL": a way the team decided
 * against taking up, "adopt" its word (decision 0454); what is at hand ("we're not adopting it") is none, and so is a
 * "not" of the moment ("… yet", "… for now", "… until", which `momentary` reads).
 */
const notAdopting =
  /^(?:we|the team)(?:['’]re|\s+are|\s+is)?\s+(?:not\s+(?:adopting|going\s+to\s+adopt)|(?:won['’]t|will\s+not)\s+adopt|(?:decided|chose)\s+not\s+to\s+adopt)\s+(?!(?:it|this|that|these|those|them)\b)(?=\S)/i;
/** "We ended up going with Vite", "the team ended up choosing Bazel": a decision said as where it ended (decision 0441). */
const endedUpChoosing =
  /^(?:we|the team)\s+(?:(?:finally|eventually)\s+)?ended\s+up\s+(?:going\s+with|choosing|picking|settling\s+on|standardi[sz]ing\s+on)\s+(?!(?:it|this|that|these|those|them)\b)(?=\S)/i;

/**
 * "Last month", "two sprints ago", "back in March", "in 2024": when a decision was taken, said before it (decision 0533;
 * any decision after it since the review of decisions 0520-0536); the decision is kept with it, its time made a date
 * where it is relative.
 */
const whenItWasDone =
  /^(?:last\s+(?:week|month|quarter|year|spring|summer|autumn|fall|winter|sprint)|(?:a|one|two|three|four|a\s+few|several)\s+(?:days|weeks|months|years|sprints|quarters|releases)\s+ago|(?:back\s+)?in\s+(?:January|February|March|April|May|June|July|August|September|October|November|December|20\d\d|Q[1-4])|earlier\s+this\s+(?:year|quarter|month))(?:,\s*|\s+)(?=(?:we|the team)\b)/i;

/**
 * "After the outage", "following the incident": the event a change of course answers, its reason said before it
 * (decision 0435); the decision is kept with it.
 */
const afterAnEvent =
  /^(?:after|following|since)\s+(?:the|that|our|this|an?)\s+(?:[\w-]{1,20}\s+)?(?:outage|incident|breach|post-?mortem|audit|downtime|security\s+review|leak|data\s+loss)(?:,\s*|\s+)(?=(?:we|the team)\b)/i;

/**
 * "We've ruled out Celery; cron jobs are enough for our load": an option the team ruled out, a decision (decision 0436);
 * ruling out a cause while debugging ("we ruled out the network as the cause", "we've ruled out the cache for the
 * timeouts") is a diagnosis, and none, and what is at hand ("we ruled it out") is none.
 */
const ruledOutLead = /^(?:we|the team)(?:['’]ve| have| has)?\s+ruled\s+out\s+(?!(?:it|this|that|these|those|them)\b)(?=\S)/i;
const asACause = /\bas\s+(?:the|a|an)\s+(?:cause|culprit|source|reason|problem)\b/i;
/**
 * "We said no to GraphQL for the storefront because caching REST at the CDN is simpler", "we passed on Kafka since the
 * volumes are tiny": an option named with a capital (no one's: "Mike's party" is a person's) declined with its reason
 * (decision 0542), as an option ruled out is; without a reason it is as often a reply of the moment.
 */
const declinedLead =
  /^(?:[Ww]e|[Tt]he team)(?:['’]ve| have| has)?\s+(?:said\s+no\s+to|passed\s+on|turned\s+down|vetoed|decided\s+against)\s+(?=\p{Lu}(?![\p{L}\d.+#-]*['’]s\b)|\x60)/u;
function ruledOutAnOption(s: string): boolean {
  return (ruledOutLead.test(s) || leadThen(s, declinedLead, forAReason)) && !asACause.test(s) && !fault.test(s);
}

/**
 * "Ultimately", "in the end", "after a lot of back and forth": a word of how the decision came about before it, said of
 * none of it and kept without it ("Ultimately we went with dbt over Airflow …"; decision 0433); "after a long debate"
 * too (decision 0460).
 */
const howItCameAbout =
  /^(?:ultimately|eventually|finally|in the end|at the end of the day|after (?:a lot of|lots of|much|some|long|a (?:long|lengthy|heated|big|short)) (?:back and forth|back-and-forth|debates?|discussions?))(?:,\s*|\s+)(?=\S)/i;
/**
 * "After a long debate we kept Devise": what the team kept after it weighed the other ways (decision 0460), a decision
 * only after a word of how it came about; "we kept the old schema" alone is as often a report.
 */
const keptAfterAll =
  /^(?:we|the team)\s+(?:kept|stuck\s+with|stayed\s+with|stayed\s+on)\s+(?!(?:it|this|that|these|those|them|going|quiet|calm|trying|at\s+it)\b)(?=\S)/i;

/**
 * "Going forward", "from now on", "starting next sprint": a way the team takes up from now, a decision said by when it
 * starts (decision 0444), kept with it. What follows is the team doing a thing ("we're doing trunk-based development",
 * "we squash-merge every PR", "we'll tag releases from main"), not being something ("we're friends"), what is at hand
 * ("we do it this way") or what keeps happening ("we keep breaking the build").
 */
const fromNowOn =
  /^(?:from\s+now\s+on|going\s+forward|moving\s+forward|henceforth|as\s+of\s+(?:today|now|this\s+(?:week|sprint|release))|starting\s+(?:today|now|this\s+(?:week|sprint)|next\s+(?:week|sprint)|with\s+the\s+next\s+release))(?:,\s*|\s+)(?=(?:we|the team)\b)/i;
const teamTakesUp =
  /^(?:we|the team)(?:\s+(?:will|shall)|['’]ll|(?:['’]re|\s+are|\s+is)(?=\s+[a-z]{2,30}ing\b))?\s+(?!(?:not|never|going\s+to\s+(?:the|a|an|be)|be|have|had|were|was|are|is|get|got|keep\s+[a-z]{2,30}ing)\b)[a-z][a-z-]{1,30}\s+(?!(?:it|this|that|them|so|too|now)\b)(?=\S)/i;

/**
 * "We'll squash old migrations once a year from now on": the same moment closing the sentence (decision 0457), what the
 * team takes up read before it as after a lead.
 */
const lastingEnds = ["from now on", "going forward", "moving forward", "henceforth"];
/**
 * `sentence` without the lasting phrase that closes it (`lastingEnds`, after a space or a comma, before a full stop at
 * most), if one does. Read by the phrases' ends, where a pattern searching for them took the ReDoS checker of core's
 * tests as polynomial.
 */
function beforeLastingEnd(sentence: string): string | undefined {
  const trimmed = sentence.trimEnd();
  const body = trimmed.endsWith(".") || trimmed.endsWith("!") ? trimmed.slice(0, -1) : trimmed;
  const lower = body.toLowerCase();
  const phrase = lastingEnds.find((end) => lower.endsWith(` ${end}`) || lower.endsWith(`,${end}`));
  if (phrase === undefined) return undefined;
  const rest = body.slice(0, body.length - phrase.length).trimEnd();
  return rest.endsWith(",") ? rest.slice(0, -1) : rest;
}

/**
 * A decision `teamDecision` read, in the third person: a decision is told as taken, so a verb whose past is its present
 * stays the past ("we split the docs out of the main repo" → "The team split …", decision 0504; "we put the jQuery
 * upgrade on ice …" → "The team put …", decision 0539, where only a change of course was told so before).
 */
export function decisionInThirdPerson(decision: string): string {
  return toThirdPerson(decision, "user", true);
}

/**
 * The decision the person or the team took that `s` states (see the module's comment), without `howItCameAbout`; after
 * an event (`afterAnEvent`), a change of course needs no other reason, and is kept with the event; after when it was
 * done (`whenItWasDone`), any decision read here is kept with its time; from a moment on
 * (`fromNowOn`, or one of `lastingEnds` closing the sentence), a way the team takes up is one (`teamTakesUp`), and is kept with
 * it.
 */
export function teamDecision(sentence: string): string | undefined {
  const event = afterAnEvent.exec(sentence);
  if (event !== null) {
    const rest = sentence.slice(event[0].length);
    return statesTeamDecision(rest) || changesCourse(rest) ? sentence : undefined;
  }
  const when = whenItWasDone.exec(sentence);
  if (when !== null && statesTeamDecision(sentence.slice(when[0].length))) return sentence;
  const lasting = beforeLastingEnd(sentence);
  if (lasting !== undefined && (statesTeamDecision(lasting) || teamTakesUp.test(lasting)) && !fault.test(lasting)) return sentence;
  const from = fromNowOn.exec(sentence);
  if (from !== null) {
    const rest = sentence.slice(from[0].length);
    return (statesTeamDecision(rest) || teamTakesUp.test(rest)) && !fault.test(rest) ? sentence : undefined;
  }
  const lead = howItCameAbout.exec(sentence);
  const s = lead === null ? sentence : `${sentence.charAt(lead[0].length).toUpperCase()}${sentence.slice(lead[0].length + 1)}`;
  return statesTeamDecision(s) || (lead !== null && keptAfterAll.test(s) && !fault.test(s)) ? s : undefined;
}

/** Whether `s` states a decision the person or the team took. */
function statesTeamDecision(s: string): boolean {
  return (
    decided.test(s) ||
    (allIn.test(s) && !aMomentPast.test(s)) ||
    (betOn.test(s) && !aMomentPast.test(s)) ||
    madeTheCall.test(s) ||
    ourCall.test(s) ||
    statesChangeOfCourse(s) ||
    ruledOutAnOption(s) ||
    leadThen(s, pickedLead, againstAnotherOrForAReason) ||
    leadThen(s, landedLead, againstAnotherOrForAReason) ||
    leadThen(s, parkedLead, untilLater) ||
    leadThen(s, frozeLead, untilLater) ||
    putOff(s) ||
    endedUpChoosing.test(s) ||
    leadThen(s, choosingLead, overAnother) ||
    (notAdopting.test(s) && !momentary.test(s)) ||
    minimumRaised.test(s)
  );
}

import { movedBesideLead } from "./moved-beside.js";
import { movedOffNamed } from "./moved-off-named.js";
import { betweenNames, namedToNamed } from "./named-to-named.js";
import { namesNoKind } from "./not-a-noun.js";
import { clauseAfter, holdsAt, leadThen } from "./clause-after-lead.js";
import { forAReason, forAReasonOrPurpose, reasonAfterComma } from "./course-reasons.js";
import { part, toolingPart } from "./project-parts.js";
import {
  killedLead,
  mergedIntoOneLead,
  movedIntoPartLead,
  movedOffLead,
  ownPartLead,
  putBehindLead,
  splitOutLead,
  takenOutLead,
  teamDid,
} from "./part-course-leads.js";
import { fault } from "./fault-words.js";
import { switchedForAReason } from "./setting-switched.js";

/**
 * "We dropped Stackage nightly because builds kept breaking", "we switched to pnpm since installs were slow": the team's
 * change of course with its reason, a decision (decision 0428), going back to a way too ("we went back to the Options API
 * … because the team knows it better"; decision 0431), or moving off one ("we've moved off nightly Rust now that the
 * feature we needed is stable"; decision 0439), or stopping publishing, deploying or shipping to one (decision 0467), or
 * no longer doing one of the project's ways ("we no longer vendor wheels; pip's cache made it pointless"; decision 0559), or
 * stopping a practice of the team's on a part ("we stopped numbering the sections after …"; decision 0506) or offering,
 * selling or issuing a kind of the product's offers ("we stopped offering lifetime plans in 2024 because …"; decision
 * 0602) or taking or accepting a kind of the product's payments or bookings ("we stopped taking deposits by bank transfer
 * because …"; decision 0609) or charging, billing or collecting a kind of its fees, surcharges, penalties or interest
 * ("we stopped charging late fees to nonprofits after …"; decision 0618) or renting out, leasing out or lending out a
 * kind of its things ("we stopped renting out convertibles in winter after …"; decision 0626) or on a kind of
 * the project's work ("we stopped accepting pull requests from forks to …"; decision 0521; "we stopped sending coupon emails
 * from the app after …", emails, notifications, reports and the like the project sends; decision 0570; PDFs and attachments too, decision 0613) or with a checker named
 * ("we stopped running golangci-lint on every push once …"; decision 0535) or of a kind of things in a part ("we stopped
 * generating PDFs on the web server once …"; decision 0584), or work of the project's in the browser ("we stopped
 * printing labels in the browser after …"; decision 0605; "watching movies in the browser" is none), or
 * pinning one to a version ("we pinned Postgres to 16 because the extensions we use lag behind"; decision 0489), or
 * swapping one for another ("we swapped Celery for RQ, since we only ever needed one queue"; decision 0534), or going
 * one way of building ("we went API-first last year because …", serverless, monorepo, open source; decision 0541), or
 * leaving one for another ("we left Terraform Cloud for plain S3 state because per-seat pricing stopped making sense";
 * decision 0493; "we left the office for lunch" names no way), or rewriting a part in another language or on another
 * framework, named with a capital ("we rewrote the cart in Elm because …"; decision 0503), or splitting a part out of
 * another, cutting, breaking or spinning it off ("we split the docs out of the main repo so …"; decision 0504), or pulling,
 * moving or taking one out of a part or a layer of the code ("we pulled the refund logic out of the HTTP handlers into its
 * own package so …"; decision 0586; "we took the kids out of school" names no part), or retiring or sunsetting one, named with "the" or "our" ("we retired
 * early" is a person's life; decision 0453). Without a reason it is as often an act at hand ("we dropped the table");
 * what is at hand ("we dropped it because …") and the idiom "dropped the ball" are none, nor is dropping someone off, by or in
 ("we dropped the kids off when the plane landed"; decision 0537), where "dropped Node 18 off the matrix" is a way. Read in
 * two plain steps (the lead, then the reason within one clause of 100 characters), where one pattern spanning both was
 * more than the ReDoS checker of core's tests could decide.
 */
const changedCourseLead = new RegExp(
  String.raw`^(?:we|the team)(?:['’]ve| have| has)?\s+(?:dropped(?!\s+(?:by|in|over)\b)(?!\s+(?:[\w'’.-]{1,30}\s+){0,3}?off\b(?!\s+(?:the|our|of)\b))|ditched|abandoned|replaced|switched\s+(?:to|from)|migrated\s+(?:to|off|from)|moved\s+(?:off(?:\s+of)?|away\s+from)|stopped\s+(?:using|(?:publishing|deploying|shipping)(?:\s+to\b|(?!\s+to\b))|supporting|vendoring|maintaining|[a-z]{3,20}ing(?=\s+(?:the|our)\s+(?!(?:other\s+day|day|night|week|weekend|morning|evening|moment|time|minute)\b))|[a-z]{3,20}ing(?=\s+(?:[\w-]{1,30}\s+)?(?:pull\s+requests|PRs|merge\s+requests|MRs|patches|contributions|commits|pushes|deploys|releases|builds|uploads|sign-?ups|emails|newsletters|notifications|reminders|receipts|invoices|reports|webhooks|alerts|PDFs|attachments|statements|quotes)\b)|(?:offering|selling|issuing)(?=\s+(?:[\w-]{1,30}\s+)?(?:plans|tiers|trials|discounts|coupons|subscriptions|licen[cs]es|bundles|add-ons|credits|rides|rentals|deliveries|routes|trips|flights|tours)\b)|(?:taking|accepting|processing)(?=\s+(?:[\w-]{1,30}\s+)?(?:deposits|payments|bookings|reservations|orders|pre-?orders|cheques|checks|returns|refunds|tips|donations)\b)|(?:charging|billing|collecting|levying|adding)(?=\s+(?:[\w-]{1,30}\s+){0,2}?(?:fees|surcharges|penalties|interest|commissions?|taxes|VAT|GST|shipping|overages|deposits)\b)|(?:renting|leasing|lending|hiring)\s+out(?=\s+(?:[\w-]{1,30}\s+)?[a-z][\w-]{1,30}[^s'’\s]s\b)|[a-z]{3,20}ing(?=\s+[\w.@/-]{0,30}(?:lint|check|test|tests|audit|scan|fmt)[\w.@/-]{0,30}\s)|[a-z]{3,20}ing(?=\s+(?:[\w-]{1,30}\s+)?[\w-]{2,30}s\s+(?:on|in|inside|at)\s+(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:${part})\b)|(?:printing|rendering|generating|computing|storing|caching|signing|validating|resizing|encoding|hashing|encrypting)(?=\s+(?:[\w-]{1,30}\s+)?[\w-]{2,30}\s+(?:on|in|inside)\s+the\s+browser\b))|ended\s+support\s+for|no\s+longer\s+(?:use|vendor|ship|publish\s+to|deploy\s+to|support|maintain|run|commit|check\s+in|bundle|mock|pin)(?=\s)|went(?=\s+(?:[A-Za-z]{2,20}-first|serverless|monorepo|open[\s-]source|cloud-native)\b)|gave(?=\s+(?:[\w.-]{1,30}\s+){1,3}?the\s+boot\b)|gave\s+up\s+on|went\s+back\s+to|reverted\s+to|returned\s+to|(?:retired|sunset(?:ted)?)(?=\s+(?:the|our)\s)|left(?!\s+(?:home|work|early|(?:the|our|my)\s+(?:office|house|home|party|room|meeting|building|company|team|job|city|country)\b))(?=\s+(?:[\w.@/-]{1,40}\s+){1,3}?for\s+\S)|pinned(?=\s+(?:[\w.@/-]{1,40}\s+){1,3}?(?:to|at)\s+\S)|swapped(?=\s+(?!(?:it|this|that|them)\b)[\w.@/-]{1,40}(?:\s+[\w.@/-]{1,40}){0,2}?\s+(?:for|out\s+for)\s+\S)|(?:split|spun|cut|broke)(?=\s+(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,2}?[\w.-]{1,30}\s+(?:out\s+(?:of|into)|off\s+(?:from|of|into))\s)|(?:pulled|moved|took|lifted)(?=\s+(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,2}?[\w.-]{1,30}\s+out\s+of\s+(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,2}?(?:${part}|handlers?|controllers?|views?|models?|components?|routes?|monolith|codebase)\b)|(?:rewrote|rebuilt|reimplemented)(?=\s+(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,2}?[\w.-]{1,30}\s+(?:in|on|with)\s+[A-Z\x60]))\s+(?!(?:it|this|that|these|those|them|the ball)\b)(?=\S)`,
  "i",
);
/**
 * "We've switched the docs site to Starlight for the search", "the team moved our CI to Buildkite because queues were
 * long": a part of the project moved to (or into; decision 0476) a named tool, a change of course (decision 0451), its reason given as any
 * other's or as what the move is for ("for the search", "for speed"). The part is one of how the project is made or
 * run (`toolingPart`), so "we moved the meeting to Tuesday" names none; the tool is a name, not a thing at hand ("to
 * the new folder", "to it"), and a moment or a task at hand is no purpose ("for now", "for the demo"). The part needs no
 * "the" ("we moved reminder scheduling into Sidekiq-Cron after …"; decision 0581).
 */
const partSwitchedLead = new RegExp(
  String.raw`^(?:[Ww]e|[Tt]he team)(?:['’]ve| have| has)?\s+(?:switched|moved|migrated|ported)\s+(?:(?:the|our)\s+)?(?:[\w-]{1,30}\s+){0,2}?(?:${toolingPart})\s+(?:over\s+)?(?:to|into)\s+(?!(?:the|a|an|my|our|your|his|her|their|its|it|them|this|that|these|those)\b)(?=[\p{Lu}\x60@]|[a-z][\w.-]{1,30}\s)`,
  "u",
);

/**
 * "We moved session storage from Redis to Postgres because …": a part of the project moved from one thing to another, a
 * change of course too (decision 0435), "from" (or "off", "moved background jobs off Celery to Dramatiq"; decision 0468)
 * and "to" in its clause; switched, migrated or ported the same way from one name to another ("we switched PDF rendering
 * from Prawn to Grover because …"; decision 0548; "switched seats from the back to the front" names none), where
 * "switched off" is a setting's; "we moved the meeting to Tuesday" names no
 * "from", and "we moved it …" is at hand.
 */
const movedLead =
  /^(?:we|the team)(?:['’]ve| have)?\s+(?:moved|switched(?!\s+off\b)|migrated|ported)\s+(?!(?:it|this|that|these|those|them|in|out|on|back|house|offices?)\b)(?=\S)/i;

/**
 * "We moved error responses to RFC 7807 problem details so every client parses them the same way", "the team switched
 * all timestamps to ISO 8601 because …": a kind of the project's things, a plural, moved to a way named with a capital
 * (decision 0492), a word before the name at most ("… image uploads to direct S3 uploads so …"; decision 0543), a
 * change of course with its reason as any other (`forAReason`). A day or a month is no way ("we moved the standups to
 * Monday so everyone can join"), and "we moved them …" is at hand; people are no kind ("we moved the kids to Grandma
 * after …"; `kindMoved`, decision 0627).
 */
const kindMovedLead =
  /^(?:[Ww]e|[Tt]he team)(?:['’]ve| have| has)?\s+(?:moved|switched|migrated|converted|ported)\s+(?:(?:the|our|all|all\s+our|all\s+the)\s+)?(?!(?:it|this|that|these|those|them)\b)((?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}s)\s+(?:over\s+)?to\s+(?:(?!(?:a|an|the|my|our|his|her|their|next|last|this)\b)[a-z][\w-]{1,20}\s+)?(?!(?:Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|January|February|March|April|May|June|July|August|September|October|November|December)\b)(?=[A-Z\x60])/;

/** `kindMovedLead` in `s` when the kind it moved names no people (`namesNoKind`). */
function kindMoved(s: string): RegExpExecArray | null {
  const found = kindMovedLead.exec(s);
  return found !== null && !namesNoKind((found[1] ?? "").split(/\s+/)) ? found : null;
}

/**
 * "We kept Perl for the billing jobs because rewriting them would take a quarter", "the team stuck with Webpack for the
 * admin app since …": a way the team kept for a part of the project when it could have changed (decision 0512), a
 * decision with its reason as a change of course is. The part is one of how the project is made or run (`toolingPart`),
 * so "we kept the leftovers for the party" names none, and "we kept it …" is at hand.
 */
const keptForLead = new RegExp(
  String.raw`${teamDid}(?:kept|stuck\s+with|stayed\s+with|stayed\s+on)\s+(?!(?:it|this|that|these|those|them)\b)(?=(?:[\w.+#@/-]{1,40}\s+){1,3}?for\s+(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:${toolingPart})\b)`,
  "i",
);

/**
 * Where the clause after a change of course's lead starts in `s` (`changedCourseLead`, `keptForLead`, `ownPartLead`,
 * `takenOutLead`, `movedIntoPartLead`, `putBehindLead`, `mergedIntoOneLead`, `killedLead`, `movedOffLead`,
 * `movedOffNamed` (moved-off-named.ts), `splitOutLead`, `movedBesideLead` (moved-beside.ts), `kindMovedLead`,
 * `movedLead` from one thing to another), if `s` opens with one.
 */
function courseClauseStart(s: string): number | undefined {
  const changed =
    changedCourseLead.exec(s) ??
    keptForLead.exec(s) ??
    ownPartLead.exec(s) ??
    takenOutLead.exec(s) ??
    movedIntoPartLead.exec(s) ??
    putBehindLead.exec(s) ??
    mergedIntoOneLead.exec(s) ??
    killedLead.exec(s) ??
    movedOffLead.exec(s) ??
    movedOffNamed(s) ??
    splitOutLead.exec(s) ??
    movedBesideLead.exec(s) ??
    kindMoved(s);
  if (changed !== null) return changed[0].length;
  const moved = movedLead.exec(s);
  if (moved === null) return undefined;
  const clause = clauseAfter(s, moved[0].length);
  // "We moved from Make to Bazel …": from one named thing straight to another, no part named before "from" (decision 0505).
  if (namedToNamed.test(clause)) return moved[0].length;
  const from = /\s(?:from|off)\s+\S/i.exec(clause);
  if (from === null || from.index < 2) return undefined;
  // Switched, migrated or ported from one name to another: "we switched seats from the back to the front" names none.
  const named = /\bmoved\s/i.test(moved[0]) || betweenNames(clause.slice(0, from.index), clause.slice(from.index + 1));
  // Onto another as to it: "we moved backups off cron onto Temporal workflows after …" (decision 0610).
  return named && /\s(?:to|onto)\s+\S/i.test(clause.slice(from.index + from[0].length)) ? moved[0].length : undefined;
}

/**
 * Whether the change of course `s` opens with gives its reason: inside the clause after its lead (`forAReason`), or
 * right after the clause's comma (`reasonAfterComma`: "…off the primary entirely, because dashboards were locking
 * orders"; decision 0533; "…two years ago, when native nesting landed"; decision 0537).
 */
function courseWithReason(s: string): boolean {
  const at = courseClauseStart(s);
  if (at === undefined) return false;
  const clause = clauseAfter(s, at);
  return holdsAt(clause, forAReason) || (clause.length >= 2 && reasonAfterComma.test(s.slice(at + clause.length)));
}

/**
 * "We've dropped Sail; Herd is much faster on our Macs": a change of course with its reason said after a semicolon, what
 * is better in another way (decision 0452), a comparative ("faster", "simpler", "more reliable") of a thing the clause
 * names, or what does its job now ("We've retired the nightly full refresh; incremental models cover it now"; decision
 * 0453), or was enough ("We dropped Terragrunt a while back; plain modules were enough"; decision 0462), the clause
 * closing the sentence, or does the job alone ("We stopped publishing to the GitHub registry; npm alone reaches
 * everyone"; decision 0467), or covers a named thing ("… an audit table covers the history"; decision 0472), or where
 * the traffic, the users or the orders come through now ("… nearly all traffic comes through the apps"; decision 0529;
 * "the money comes from the budget" names none), or what made it pointless, unnecessary or redundant ("… pip's cache
 * made it pointless"; decision 0559). "it", "this", "that", "they", "we" or "I" as its subject may be the way dropped
 * or the moment ("we dropped the table; it was much bigger than we thought"), and is none.
 */
const comparedAfter =
  /^;\s+(?!(?:it|this|that|they|we|I)\b)(?:[\w'’.-]{1,30}\s+){0,3}?[\w'’.-]{1,30}\s+(?:(?:is|are|was|were|runs|run|builds|build|starts|start|feels|feel)\s+(?:(?:much|far|way|a\s+lot|so\s+much|a\s+bit|noticeably)\s+)?(?:faster|quicker|simpler|cheaper|easier|lighter|smaller|safer|better|more\s+[a-z]{3,20}|less\s+[a-z]{3,20})\b|(?:covers?|handles?|replaces?|does|do|takes?\s+care\s+of)\s+(?:it|that|this|them|the\s+[\w-]{2,30}(?:\s+[\w-]{2,30})?)(?:\s+now)?\s*[.!]?$|(?:is|are|was|were)\s+(?:(?:more\s+than|quite|plenty|good)\s+)?enough\s*[.!]?$|alone\s+(?:reaches|covers|does|handles|serves|works|gets)\b|made\s+(?:it|them|that|this)\s+(?:pointless|unnecessary|redundant|obsolete|moot)\s*[.!]?$|(?<=\b(?:traffic|users|customers|orders|requests|sign-?ups|usage|payments|logins)\s)(?:now\s+)?(?:comes?|arrives?|goes)\s+(?:through|from|via|to)\s+(?:the|our)\s+[\w-]{2,30})/i;
/**
 * "We kept soft deletes out of the schema; an audit table covers the history": a way the team keeps out of a part of the
 * project (decision 0472), a decision with its reason after a semicolon (`comparedAfter`) or in its clause
 * (`forAReason`); "we kept it out of the PR" is at hand.
 */
const keptOutLead =
  /^(?:we|the team)(?:['’]ve| have| has)?\s+kept\s+(?!(?:it|this|that|these|those|them)\b)(?:[\w-]{1,30}\s+){1,3}?out\s+of\s+(?:the|our)\s+(?=\S)/i;
function keptOut(s: string): boolean {
  const lead = keptOutLead.exec(s);
  if (lead === null) return false;
  const clause = clauseAfter(s, lead[0].length);
  return holdsAt(clause, forAReason) || (clause.length >= 2 && comparedAfter.test(s.slice(lead[0].length + clause.length)));
}

/**
 * "We swapped the GPL chart library for Chart.js, which is MIT", "the team replaced our hand-rolled router with Hono,
 * which has typed routes": a way of the project swapped for one named, the new one's property after a comma its reason
 * (decision 0473). "We swapped the fan for a quieter one" names none, "we swapped it for …" is at hand, and a property
 * that is a fault ("…, which is broken") reports one.
 */
const swappedFor =
  /^(?:[Ww]e|[Tt]he team)(?:['’]ve| have| has)?\s+(?:swapped|replaced|traded|exchanged)\s+(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,3}?[\w.-]{1,30}\s+(?:for|with)\s+[\p{Lu}\x60@][\w.@/\x60-]{0,40}(?:\s+\p{Lu}[\w.-]{0,30}){0,2},\s+which\s+(?:is|are|has|have|supports|ships|works|runs|needs|keeps|gives|handles)\s+\S/u;

/**
 * "We turned on noUncheckedIndexedAccess last spring and never looked back", "the team switched to Vitest and hasn't
 * looked back": a way taken up or dropped that the team kept (decision 0474); "never looked back" tells it lasts, as a
 * reason tells why, and so does not missing what was left ("we moved off Azure DevOps last spring and haven't missed
 * it"; decision 0530). What is at hand ("we turned it on and never looked back") is none.
 */
const takenUpLead =
  /^(?:we|the team)(?:['’]ve| have| has)?\s+(?:turned\s+(?:on|off)|enabled|disabled|switched\s+(?:on|off|to|over\s+to)|moved\s+(?:to|off(?:\s+of)?|away\s+from)|migrated\s+(?:to|off)|adopted|went\s+with|started\s+using|stopped\s+using|dropped|ditched|replaced)\s+(?!(?:it|this|that|these|those|them)\b)(?=\S)/i;
const neverLookedBack =
  /\s(?:and|—)\s+(?:(?:(?:have|has)\s+)?(?:never|not|haven['’]t|hasn['’]t)\s+looked\s+back(?:\s+since)?|(?:haven['’]t|hasn['’]t|never|have\s+not|has\s+not)\s+missed\s+(?:it|them)(?:\s+(?:once|since|at\s+all))?|(?:don['’]t|do\s+not)\s+miss\s+(?:it|them)(?:\s+(?:at\s+all|one\s+bit))?)\s*[.!]?$/i;

/** Whether `s` is a change of course (`changedCourseLead`) whose first clause ends at a semicolon before `comparedAfter`. */
function courseThenCompared(s: string): boolean {
  const lead = changedCourseLead.exec(s);
  if (lead === null) return false;
  const clause = clauseAfter(s, lead[0].length);
  return clause.length >= 2 && comparedAfter.test(s.slice(lead[0].length + clause.length));
}

/**
 * Whether `s` states a change of course the team made with its reason (`changedCourseLead` or `movedLead` with a reason
 * in its clause or after its comma, `courseThenCompared`, `keptOut`, `partSwitchedLead` with a reason or a purpose, `swappedFor`, `takenUpLead` kept since,
 * `switchedForAReason`): a decision.
 */
export function statesChangeOfCourse(s: string): boolean {
  return (
    courseWithReason(s) ||
    courseThenCompared(s) ||
    keptOut(s) ||
    leadThen(s, partSwitchedLead, forAReasonOrPurpose) ||
    (swappedFor.test(s) && !fault.test(s)) ||
    leadThen(s, takenUpLead, neverLookedBack) ||
    switchedForAReason(s)
  );
}

/** Whether `s` opens with a change of course, with or without its reason: after an event (team-decision.ts), one. */
export function changesCourse(s: string): boolean {
  return courseClauseStart(s) !== undefined;
}

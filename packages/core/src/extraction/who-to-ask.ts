import { fileName } from "./file-name.js";
import { narrowing } from "./kind-words.js";
import { afterLeadComma, oneClause } from "./lead-comma.js";
import { isKin, namesThingsAtHand, notANoun } from "./not-a-noun.js";
import { personLead } from "./role-lead.js";
import { beforeRequest } from "./request-clause.js";
import { changeRunPast, frontedRunPast } from "./run-past.js";
import { finishSentence, toThirdPerson } from "./third-person.js";

/**
 * Who to ask before changing a part of the project, and who has to approve or review a kind of thing: rules a later
 * session needs before it touches anything (decisions 0308, 0313). Each names a person, a handle or a team; no one in
 * particular ("Everyone", "Someone") is no one to ask.
 */

/**
 * "Ask Priya before touching the tax tables", "check with the platform team before changing any Helm chart": who to
 * ask before changing a part of the project (decision 0308; "bumping the MSRV" and other changes of a setting since
 * decision 0343); what is at hand ("this file") is no part of it, a file by its name is ("Ping Lukas before touching
 * goreleaser.yaml", whose dots end no sentence; decision 0344), "before you change …" too (decision 0363). A reason after
 * a comma or a semicolon ("…, she set them up") is left out.
 */
const askBefore = new RegExp(
  String.raw`^(?:[Pp]lease\s+|[Aa]lways\s+)?(?:[Aa]sk|[Cc]heck with|[Tt]alk to|[Pp]ing|[Cc]onsult|[Ll]oop in|[Gg]et (?:a )?sign-off from|[Gg]et approval from)\s+(\p{Lu}\p{Ll}{1,30}|@[\w-]{1,40}|the\s+(?:[\w-]{1,30}\s+){0,2}team)\s+before\s+(?:touching|changing|editing|modifying|deploying|merging|deleting|removing|upgrading|migrating|renaming|releasing|rotating|dropping|bumping|raising|lowering|pinning|unpinning|disabling|enabling|updating|reverting|you\s+(?:touch|change|edit|modify|deploy|merge|delete|remove|upgrade|migrate|rename|release|rotate|drop|bump|disable|enable|update|revert))\s+(?:(?:the|any|our|anything)\b(?:[^,;.!?]|\.(?=[\w/]))*|${fileName}(?=\s*[.!]?$))`,
  "u",
);
/**
 * "For anything touching mail templates, Sofia from marketing has to approve the copy", "the security team must review
 * every new dependency": who has to approve or review what, after a scope of a kind of thing at most (decision 0313);
 * "Sofia has to approve it" is this task's. Said as a habit, of anything or every thing of a kind: "Marta reviews
 * anything that touches payments" (decision 0319); "Marta reviews the PR" is this task's. Who edits, proofreads or vets
 * everything that goes out somewhere is its gate the same way ("Ines edits everything that goes on the public blog";
 * decision 0451); "Ines edits everything" alone, or "… in Figma", names no gate.
 */
const approver =
  /^(?:[Ff]or\s+(?:anything|everything|any|all|every)\b[^,]{0,80},\s+)?(\p{Lu}\p{Ll}{1,30}|@[\w-]{1,40}|[Tt]he\s+(?:[\w-]{1,30}\s+){0,2}team)(?:\s+(?:from|on|in)\s+(?:the\s+)?[\w-]{1,30}(?:\s+team)?)?\s+(?:(?:has to|have to|must|needs to|need to|should)\s+(?:approve|review|sign off on|okay)\s+(?:the|any|all|every)\b|(?:approves|reviews|signs off on|approve|review|sign off on)\s+(?:anything|everything|any|all|every)\b|(?:edits|copy-?edits|copyedits|proofreads|vets|okays|fact-checks)\s+(?:anything|everything)\s+that\s+(?:goes|gets|lands|ships|touches)\s)/u;
/**
 * "Ines signs off on ABI changes", "Tomasz reviews Ecto migrations": who approves or reviews a kind of thing, named by a
 * bare plural (which a phrase may narrow) that closes the sentence (decision 0364), or a time of each release after it
 * ("Leila reviews template changes before each release"; decision 0396), or who can ("Tomasz can approve schema
 * changes"; decision 0404); "Sam reviews the changes" or "… my
 * changes" names what is at hand, and no one in particular or kin approve nothing.
 */
const kindApprover = new RegExp(
  String.raw`^(\p{Lu}\p{Ll}{1,30}|@[\w-]{1,40}|[Tt]he\s+(?:[\w-]{1,30}\s+){0,2}team)\s+(?:approves|reviews|signs off on|approve|review|sign off on|can\s+(?:approve|review|sign off on|green-light))\s+((?:[\w\x60.'’-]{1,30}\s+){0,2}[\w-]{0,30}[^s'’\W]s)${narrowing}(?:\s+(?:before|after)\s+(?:each|every|any)\s+[a-z][\w-]{1,30})?\s*[.!]?$`,
  "u",
);
const atHandWord = /^(?:the|this|that|these|those|my|your|his|her|its|their|them|a|an|some|all|any|every)$/i;
/** Who `s` says approves or reviews a kind of thing (`approver`, `kindApprover`), when it names someone in particular. */
function approverName(s: string): string | undefined {
  const name = approver.exec(s)?.[1];
  // Kin approve nothing of the project's ("Mom edits everything that goes on the fridge"; decision 0451).
  if (name !== undefined) return noOne(name) || isKin(name) ? undefined : name;
  const found = kindApprover.exec(s);
  if (!namesSomeone(found)) return undefined;
  const words = found[2]!.split(/\s+/);
  // "changes" and "requests" name no kind as a subject (what people send), but do as what someone approves.
  return words.some((word) => atHandWord.test(word)) || namesThingsAtHand(words) ? undefined : found[1];
}

/**
 * "When in doubt about money math, Bogdan has the final say", "the platform team has the last word on Terraform": who
 * decides a kind of question (decision 0328). Without a lead of doubt it needs what it is about ("… on pricing");
 * "Bogdan has the final say." alone names nothing decided. Kin decide no question of the project ("Mom has the final
 * say on dinner").
 */
const doubtLead = /^(?:when|if)\s+in\s+doubt\s+(?:about|on|over|with)\s/i;
const finalSay = /^(\p{Lu}\p{Ll}{1,30}|@[\w-]{1,40}|[Tt]he\s+(?:[\w-]{1,30}\s+){0,2}team)\s+(?:has|gets|makes)\s+the\s+(?:final|last)\s+(?:say|word|call)\b/u;
const aboutWhat = /^\s+(?:on|about|over|for|in)\s+\S/;
/** Whether `s` names who decides a kind of question (`finalSay`). */
function namesDecider(s: string): boolean {
  // The lead's topic ends at a comma within 60 characters: found by a search, where one pattern spanning it took the
  // ReDoS checker of core's tests minutes.
  const doubt = doubtLead.exec(s);
  const start = doubt === null ? -1 : doubt[0].length;
  const comma = start < 0 ? -1 : s.indexOf(",", start);
  const lead = comma > start && comma - start <= 60 ? comma + 1 : undefined;
  const rest = lead === undefined ? s : s.slice(lead).trimStart();
  const found = finalSay.exec(rest);
  if (found === null || noOne(found[1]!) || isKin(found[1]!)) return false;
  return lead !== undefined || aboutWhat.test(rest.slice(found[0].length));
}

/**
 * Someone in particular, as the rules below name who to ask or who approves: a name (any script), a handle, or a team
 * ("the platform team"); one pattern for all, so that each rule reads the same people.
 */
const someone = String.raw`(\p{Lu}\p{Ll}{1,30}|@[\w-]{1,40}|the\s+(?:[\w-]{1,30}\s+){0,2}team)`;

/** Whether the one named is no one in particular: "Ask Everyone before …", "Someone must review …". */
const noOne = (name: string): boolean => notANoun.has(name.toLowerCase());
/** Whether `found` names, in its first group, someone in particular of the project: not no one, and not kin. */
function namesSomeone(found: RegExpExecArray | null): found is RegExpExecArray {
  const name = found?.[1];
  return name !== undefined && !noOne(name) && !isKin(name);
}

/**
 * "Noor is our OCaml person, she reviews anything with functors": who reviews or approves, by a pronoun after a clause
 * that names the person with what they are (decision 0331). The later clause is read as if it named the person.
 */
const roleSeparator = /,\s+|;\s+|\s[—–-]\s+/;
function pronounApprover(s: string): boolean {
  const lead = personLead(s, roleSeparator);
  if (lead === undefined) return false;
  const pronoun = /^(?:she|he|they)\s+/i.exec(s.slice(lead.length));
  return pronoun !== null && approverName(`${lead.name} ${s.slice(lead.length + pronoun[0].length)}`) !== undefined;
}

/**
 * "Kasia wrote the pricing module and has the final say on rounding", "Sam is our DBA and approves every migration": who
 * decides or approves, in a second verb of the person a lead names (decision 0355). The clause after "and" is read as
 * if it named the person.
 */
const andDecides = /\sand\s(?=(?:has|gets|makes|approves|reviews|signs off on)\s)/;
function andApprover(s: string): boolean {
  const lead = personLead(s, andDecides);
  if (lead === undefined) return false;
  const clause = `${lead.name} ${s.slice(lead.length)}`;
  return namesDecider(clause) || approverName(clause) !== undefined;
}

/**
 * "If a workflow needs a new secret, Rafael adds it", "whenever a migration needs a backfill, the data team writes it":
 * who does a kind of work when a thing of a kind needs it (decision 0365). The thing is "a / an / any" of a kind, never
 * one at hand; the one who does it a person, a handle or a team, doing it as a habit (a verb in the present) to "it" or
 * "them", which closes the sentence.
 */
const whenNeeded = /^(?:[Ii]f|[Ww]hen(?:ever)?)\s+(?:a|an|any)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{1,30}\s+(?:needs|requires)\s+(?=[^,;\s])/;
const whoDoesIt = new RegExp(
  String.raw`^,\s+${someone}\s+(?:adds|writes|does|handles|sets up|creates|makes|updates|rotates|provisions|reviews|approves)\s+(?:it|them|one)\s*[.!]?$`,
  "u",
);
/**
 * Whether `s` names who does a kind of work when it is needed (`whenNeeded`, what is needed up to a comma within 60
 * characters, then `whoDoesIt`): read in plain steps, where one pattern spanning them took the ReDoS checker of core's
 * tests past its limit.
 */
function namesWhoDoesIt(s: string): boolean {
  const rest = afterLeadComma(s, whenNeeded, 60);
  return rest !== undefined && namesSomeone(whoDoesIt.exec(rest));
}

/**
 * "For anything odd with fixtures, ask Dana", "for anything about billing, ping @mei": who to ask about a kind of thing,
 * after a scope of anything or every thing of a kind (decision 0366), the one asked closing the sentence.
 */
const askAboutScope = new RegExp(
  String.raw`^[Ff]or\s+(?:anything|everything|any|all|every)\b[^,]{0,80},\s+(?:please\s+)?(?:ask|ping|talk to|check with|go to)\s+${someone}\s*[.!]?$`,
  "u",
);

/**
 * "Cache changes go through Greta", "all PRs to main go through the platform team": who a kind of change passes through
 * before it lands (decision 0367), a person, a handle, a team or the tool they review in ("changes go through Gerrit"):
 * the team's way either way. Only changes, PRs, patches, diffs, commits, merge requests, and bumps and upgrades ("Gradle
 * plugin bumps go through Sven"; decision 0380): "deploys go through Envoyer"
 * is where a delivery goes (routed-work.ts).
 */
const changesThrough = new RegExp(
  String.raw`^(?:[Aa]ll\s+)?(?:[\w-]{1,30}\s+){0,2}?(?:changes|PRs|pull requests|patches|diffs|commits|merge requests|MRs|bumps|upgrades)(?:\s+(?:to|in|on|for)\s+[\w./-]{1,40})?\s+(?:always\s+)?(?:go|must go|have to go)\s+through\s+${someone}\s*[.!]?$`,
  "u",
);
function changesGoThrough(s: string): boolean {
  return namesSomeone(changesThrough.exec(s)) && !/^(?:my|your|his|her|their|these|those|the|this|that)\b/i.test(s);
}

/**
 * "Type-level trickery needs Kofi's blessing", "schema changes require the data team's sign-off": a kind of work that
 * waits for someone's approval, named with "'s" (decision 0369), or said to wait for it ("Terraform applies wait for
 * Dmitri's go-ahead"; decision 0379); what is at hand ("this change needs …") is none.
 */
const needsTheirOkay = new RegExp(
  String.raw`^(?!(?:[Tt]his|[Tt]hat|[Tt]hese|[Tt]hose|[Ii]t|[Tt]he|[Mm]y|[Yy]our|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\b)(?:[\w'’-]{1,30}\s+){0,3}?[\w'’-]{1,30}\s+(?:needs|requires|need|require|waits? for)\s+${someone}['’]s\s+(?:blessing|approval|sign-off|signoff|okay|OK|go-ahead|review|say-so)\s*[.!]?$`,
  "u",
);

/**
 * "Ask Ines about anything touching the ABI", "ping @mei on any billing question": who to ask about anything or every
 * thing of a kind (decision 0370), as "For anything …, ask Dana" says it (decision 0366), or anything about a part ("Ask
 * Bogdan anything about the Celery workers"; decision 0409); "ask Ines about this" is this task's.
 */
const askAboutAnything = new RegExp(
  String.raw`^(?:[Aa]sk|[Pp]ing|[Tt]alk to|[Cc]heck with)\s+${someone}\s+(?:(?:about|on|regarding)\s+(?:anything|everything|any|all|every)\b|(?:anything|everything)\s+(?:about|on|regarding)\s+(?:the|our)\s)[^,;.!?]{0,80}[.!]?$`,
  "u",
);

/**
 * "Whatever touches payments, Lena reviews", "anything that changes the schema, the data team signs off on": who reviews
 * or approves anything of a kind, the kind put first before a comma (decision 0372), as "Marta reviews anything that
 * touches payments" says it (decision 0319). The one who reviews closes the sentence, doing it as a habit; "whatever you
 * like" names no kind.
 */
const frontedKind = /^(?:whatever|anything(?:\s+that)?|everything(?:\s+that)?)\s+(?:touches|changes|affects|involves|concerns|modifies)\s+(?=\S)/i;
const reviewerLast = new RegExp(String.raw`^,\s+${someone}\s+(?:reviews|approves|signs off on|signs off|okays|vets)(?:\s+(?:it|them))?\s*[.!]?$`, "u");
/** Whether `s` names who reviews anything of a kind put first (`frontedKind`, what it touches up to a comma within 80 characters, `reviewerLast`). */
function frontedApprover(s: string): boolean {
  const rest = afterLeadComma(s, frontedKind, 80);
  return rest !== undefined && namesSomeone(reviewerLast.exec(rest));
}

/**
 * "Rosa has the keys to our Hex organisation; publishing goes through her": what a kind of work goes through, the person
 * a lead names and a pronoun stands for (decision 0375), as "Cache changes go through Greta" names them (decision 0367).
 * What is at hand ("this release goes through her") is none.
 */
const throughThem =
  /^(?!(?:this|that|these|those|it|the|my|your)\b)(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}\s+(?:always\s+)?(?:goes|go|must go|has to go|have to go)\s+through\s+(?:her|him|them)\s*[.!]?$/i;
function goesThroughThem(s: string): boolean {
  const lead = personLead(s, /;\s+|,\s+(?:so\s+)?/);
  return lead !== undefined && throughThem.test(s.slice(lead.length));
}

/**
 * "Noor is the one who signs off on anything security-related": who approves or reviews anything or every thing of a
 * kind, said as who they are (decision 0376), as "Marta reviews anything that touches payments" is (decision 0319); "the
 * one who knows …" is who to ask, a fact of the project (contact-person.ts).
 */
const oneWhoApproves =
  /^(\p{Lu}\p{Ll}{1,30}|@[\w-]{1,40})\s+is\s+(?:the|our)\s+(?:one|person)\s+who\s+(?:signs off on|approves|reviews|okays|vets)\s+(?:anything|everything|any|all|every)\b/u;
/** Whether `s` names the one who approves anything of a kind (`oneWhoApproves`), what it is closing one clause of 80 characters at most. */
function namesOneWhoApproves(s: string): boolean {
  const found = oneWhoApproves.exec(s);
  const rest = found === null ? "" : s.slice(found[0].length).replace(/[.!]$/, "");
  return namesSomeone(found) && oneClause(rest, 80);
}

/**
 * "Before touching the eviction policy, loop in Kenji", "before changing any Helm chart, check with the platform team":
 * who to ask before changing a part of the project, the change put first (decision 0377), as `askBefore` reads it the
 * other way round. The part is "the / any / our …", never what is at hand; read in plain steps (the change, a comma
 * within 80 characters, the one to ask closing the sentence).
 */
const beforeChange =
  /^[Bb]efore\s+(?:touching|changing|editing|modifying|deploying|merging|deleting|removing|upgrading|migrating|renaming|releasing|rotating|dropping|bumping|disabling|enabling|updating|reverting)\s+(?:the|any|our)\s+(?=\S)/;
const askLast = new RegExp(String.raw`^,\s+(?:please\s+|always\s+)?(?:ask|check with|loop in|ping|talk to|consult)\s+${someone}(?:\s+first)?\s*[.!]?$`, "u");
function asksAfterChange(s: string): boolean {
  const rest = afterLeadComma(s, beforeChange, 80);
  return rest !== undefined && namesSomeone(askLast.exec(rest));
}

/**
 * "Any change to the public API needs a nod from Ayla", "every schema migration needs a sign-off from the data team": who
 * approves any or every thing of a kind, named after it with "from" (decision 0381), as "… needs Kofi's blessing" names
 * them with "'s" (decision 0369). Read in plain steps: the lead, what is needed within 80 characters, who closes it.
 */
const anyOfAKind = /^(?:[Aa]ny|[Ee]very|[Ee]ach|[Aa]ll)\s+(?=\S)/;
const needsFrom = /\sneeds?\s+(?:a|an)\s+(?:nod|sign-off|signoff|okay|OK|approval|review|go-ahead|thumbs-up|green light)\s+from\s+/;
const fromWhom = new RegExp(String.raw`^${someone}\s*[.!]?$`, "u");
function needsOneFrom(s: string): boolean {
  const lead = anyOfAKind.exec(s);
  const need = lead === null ? null : needsFrom.exec(s.slice(lead[0].length, lead[0].length + 140));
  if (lead === null || need === null || !oneClause(s.slice(lead[0].length, lead[0].length + need.index), 80)) return false;
  return namesSomeone(fromWhom.exec(s.slice(lead[0].length + need.index + need[0].length)));
}

/** The rule `s` states about who to ask or who approves, as a fact's content, if any. */
export function whoToAsk(s: string): string | undefined {
  if (
    namesDecider(s) ||
    pronounApprover(s) ||
    andApprover(s) ||
    approverName(s) !== undefined ||
    namesWhoDoesIt(s) ||
    changesGoThrough(s) ||
    frontedApprover(s) ||
    goesThroughThem(s) ||
    namesOneWhoApproves(s) ||
    asksAfterChange(s) ||
    needsOneFrom(s) ||
    namesSomeone(needsTheirOkay.exec(s))
  )
    return finishSentence(toThirdPerson(beforeRequest(s), "user"));
  // "Run any change to the CGI scripts past Björn" (decision 0334): a name, not a pronoun, which only a lead explains.
  const past = changeRunPast(s) ?? frontedRunPast(s);
  if (past !== undefined && !/^(?:her|him|them)$/i.test(past) && !noOne(past) && !isKin(past))
    return finishSentence(toThirdPerson(beforeRequest(s.replace(/^please\s+/i, "")), "user"));
  if (namesSomeone(askAboutScope.exec(s) ?? askAboutAnything.exec(s))) return finishSentence(s.replace(/,\s+please\s+/i, ", "));
  const ask = askBefore.exec(s);
  if (ask === null || noOne(ask[1] ?? "")) return undefined;
  return finishSentence(toThirdPerson(ask[0].replace(/^please\s+/i, ""), "user"));
}

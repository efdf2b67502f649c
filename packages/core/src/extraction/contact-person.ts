import { fileName } from "./file-name.js";
import { anyKindLead } from "./kind-words.js";
import { isKin, notANoun, subjectNamesAKind } from "./not-a-noun.js";
import { personLead } from "./role-lead.js";
import { changeRunPast } from "./run-past.js";
import { beforeRequest } from "./request-clause.js";
import { sentenceFact, type SentenceFact } from "./sentence-fact.js";
import { momentaryBesidesNow } from "./moment-words.js";
import { toThirdPerson } from "./third-person.js";

/**
 * "Jonas is the person to ask about the load balancer", "Mei is our go-to for billing": who to ask about a part of
 * the project, by name (any script; decision 0286), or the team's point person for it (decision 0448), or its resident
 * or in-house expert ("Jun is our resident expert on the tax rules"; decision 0454), or who goes between the team and another ("Tariq is our go-between
 * with the security team"; decision 0389). "Amira is the one who knows the pricing rules": who knows, owns or
 * built it (decision 0323), or set it up, created it or runs it ("Ines is the one who set up the LuaRocks mirror";
 * decision 0388), or cuts, ships, publishes, deploys, manages, approves or signs it ("Tomas is the one who cuts our npm
 * releases"; decision 0443), or is the person behind it (`personBehind`).
 */
const contactPerson =
  /^(\p{Lu}\p{Ll}{1,30})\s+is\s+(?:the|our)\s+(?:(?:(?:(?:resident|in-house|local|main)\s+)?(?:person|one|go-to(?:\s+person)?|point of contact|point person|contact|expert)\s+(?:to (?:ask|talk to|ping)\s+)?(?:for|about|on|regarding)|(?:go-between|liaison)\s+(?:with|to|for))|(?:person|one)\s+who\s+(?:knows|owns|understands|handles|maintains|wrote|built|designed|set up|created|runs|cuts|ships|publishes|deploys|manages|approves|signs)\s+(?:the|our|all|most|everything)\b)\s*\S/u;
/**
 * "Chiara is who we ask about Algolia", "Bo is who to go to for the build farm": who to ask about a part of the project,
 * said as who the team asks (decision 0441), as "the person to ask about" says it.
 */
const whoWeAsk =
  /^(\p{Lu}\p{Ll}{1,30})\s+is\s+(?:who|whom)\s+(?:(?:we|everyone|the team)\s+(?:ask|asks|go to|goes to|talk to|talks to|ping|pings|turn to|turns to)|to\s+(?:ask|go to|talk to|ping|turn to))\s+(?:about|for|on|regarding|with)\s+(?!(?:it|this|that|them|anything|everything)\b)\S/u;
/**
 * "Hannah is the person behind our Sidekiq setup": the person behind a part (decision 0408); the one behind an idea, a
 * joke or an outage is none.
 */
const personBehind =
  /^(\p{Lu}\p{Ll}{1,30})\s+is\s+the\s+(?:person|one|brains|mind)\s+behind\s+(?:the|our)\s+(?!(?:idea|joke|mess|delay|bug|outage|incident)\b)\S/u;

/**
 * "Henrik knows the export format best", "Ana knows our billing code inside out": who knows a part of the project best,
 * by name (decision 0347), or a tool by its name ("Wei knows Gradle better than anyone"; decision 0387). Kin know no part of it ("Mom knows the recipe best").
 */
const knowsBest =
  /^(\p{Lu}\p{Ll}{1,30})\s+knows\s+(?:(?:the|our|all|most)\s+|(?=\p{Lu}))(?:[\w'’./-]{1,40}\s+){0,5}?(?:best|inside out|better than anyone(?: else)?)(?=[\s,;.!]|$)/u;

/**
 * What may follow who knows best: nothing, or a clause about them ("…; he wrote the spec"). A request after it ("…; run
 * this past him") is the pronoun rules' to read (`pronounContact`), or this task's.
 */
const aboutThem = /^(?:\s*[.!]?$|[;,]\s+(?:(?:and|since|because)\s+)?(?:she|he|they)\s+\S)/i;
/** Who `s` says knows a part of the project best, with nothing but a clause about them after it (`knowsBest`). */
function knowsBestName(s: string): string | undefined {
  const found = knowsBest.exec(s);
  return found !== null && aboutThem.test(s.slice(found[0].length)) ? found[1] : undefined;
}

/**
 * "Dmitri has the history on the cache package", "Lea knows the history of our billing code": who knows how a part of the
 * project came to be (decision 0429), who to ask about it, "knows where the bodies are buried in …" too (decision 0456);
 * the history of this task's things or of a person is none.
 */
const knowsHistory =
  /^(\p{Lu}\p{Ll}{1,30})\s+(?:(?:has|knows)\s+(?:the\s+)?(?:(?:full|whole|most of the|all the)\s+)?(?:history|backstory|background)\s+(?:on|of|behind)|knows\s+where\s+(?:all\s+)?the\s+bodies\s+are\s+buried\s+(?:in|on))\s+(?:the|our)\s+(?!(?:bug|ticket|issue|incident|PR|pull request|outage|meeting|family|house)\b)(?:[\w'’./-]{1,40}\s+){0,3}[\w'’./-]{2,40}\s*[.!]?$/u;

/**
 * "Accessibility questions are Joon's area", "billing issues are the payments team's call": whose area a kind of
 * question is (decision 0382), as "Billing questions go to Aisha" says who it goes to. Questions, issues or requests of
 * a kind; "my questions" are the person's own.
 */
const areaOf =
  /^(?!(?:my|your|his|her|their|these|those|the|this|that)\b)(?:[\w-]{1,30}\s+){0,2}(?:questions|issues|requests|tickets)\s+(?:are|is)\s+(\p{Lu}\p{Ll}{1,30})['’]s\s+(?:area|domain|department|turf|call|thing)\s*[.!]?$/u;

/**
 * "Releases to crates.io are Farah's job", "data migrations are Tomás's responsibility": whose job a kind of work is
 * (decision 0383), a plural kind (which a phrase may narrow) or a mass noun ("infrastructure is Lee's area") as its
 * subject, read in two steps; "the release is Farah's job" is one at hand.
 */
const jobLead = new RegExp(String.raw`${anyKindLead}\s+(?:are|is)\s+`, "i");
const jobOf = /^(\p{Lu}\p{Ll}{1,30})['’]s\s+(?:job|responsibility|duty|area|domain|remit|department)\s*[.!]?$/u;
/** Who `s` says a kind of work is the job of (`jobLead`, then `jobOf`), its subject naming a kind. */
function jobOwner(s: string): string | undefined {
  const lead = jobLead.exec(s);
  return lead !== null && subjectNamesAKind(lead[1]) ? jobOf.exec(s.slice(lead[0].length))?.[1] : undefined;
}

/**
 * "Ravi is our accessibility champion", "Ines is the Gradle guru": who champions a part of the project or a practice
 * (decision 0392), a word or two naming it ("Katja is our Flow whisperer"; decision 0407), or a tool's name before
 * "person" ("Rafael is our BEAM person"; decision 0410); or keeps it ("Bilal is the keeper of the pricing rules"; decision 0401).
 */
const championOf =
  /^(\p{Lu}\p{Ll}{1,30})\s+is\s+(?:the|our)\s+(?:(?:[\w-]{1,30}\s+){1,2}(?:champion|steward|guru|wizard|whisperer|expert|DRI|point person)\s*[.!]?$|\p{Lu}[\w.+#-]{1,30}\s+person\s*[.!]?$|(?:keeper|custodian|guardian|steward)\s+of\s+(?:the|our)\s+\S)/u;

/**
 * "Marta is our SRE lead", "Jonas is the release manager", "Aiko is our DBA": who holds a role on the team, a word or two
 * naming its area before a role's noun closing the sentence (decision 0426); who to ask about that area. "Max is our dog"
 * names no role, and kin are no colleagues.
 */
const teamRole =
  /^(\p{Lu}\p{Ll}{1,30})\s+is\s+(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}(?:lead|manager|architect|owner|maintainer|PM|EM|DBA|SRE|CTO|VP|head)\s*[.!]?$/u;

/**
 * "Greta is on point for cluster upgrades": who is on point for a kind of work (decision 0402), a word to four naming it;
 * "on point for this" or "for today" is of what is at hand.
 */
const onPointFor =
  /^(\p{Lu}\p{Ll}{1,30})\s+is\s+on\s+point\s+(?:for|on)\s+(?!(?:it|this|that|these|those|them|now|today|tonight|tomorrow)\b)(?:(?:the|our|all)\s+)?(?:[\w-]{1,30}\s+){0,3}[\w-]{2,30}\s*[.!]?$/u;

/**
 * "Maren has admin rights on the Stripe account", "Ola has deploy access to prod": who holds the rights to a part of the
 * project (decision 0390), who to ask when it needs them; or its credentials or keys ("Yusuf holds the AWS root
 * credentials"; decision 0395), kept or managed too ("Ingrid keeps our crates.io tokens"; decision 0442), or is the one
 * with them ("Sven is the one with prod database access"; decision 0406; "Lukas is the only one with access to the prod
 * cluster", decision 0449), or the only one who can publish, deploy or release to it ("Ravi is the only one who can
 * publish to the Play Store"; decision 0459), never the secrets themselves.
 */
const holdsRights =
  /^(\p{Lu}\p{Ll}{1,30})\s+(?:has\s+(?:the\s+)?(?:admin|owner|write|deploy|root|full|billing|merge|publish)\s+(?:rights|access|permissions)\s+(?:on|to|for|in)\s+(?:the|our)\s+\S|(?:holds|keeps|manages)\s+(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,3}(?:credentials|keys|certificates|signing key|tokens|API tokens)\s*[.!]?$|is\s+the\s+(?:only\s+)?(?:one|person)\s+with\s+(?:the\s+)?(?:[\w-]{1,30}\s+){1,3}(?:access|rights|permissions|credentials|keys)\s*[.!]?$|is\s+the\s+(?:only\s+)?(?:one|person)\s+with\s+(?:[\w-]{1,30}\s+)?(?:access|rights|permissions)\s+(?:to|on|for)\s+(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,3}[\w.-]{2,30}\s*[.!]?$|is\s+the\s+only\s+(?:one|person)\s+who\s+can\s+(?:publish|deploy|release|ship|push|merge|sign|rotate|access)\s+(?:(?:to|on|in|into)\s+)?(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,3}[\w.-]{2,30}\s*[.!]?$)/u;

/**
 * Whether `s` says, by name, who to ask about something (`contactPerson`, `whoWeAsk`, `knowsBest`, `areaOf`), whose job it is (`jobOf`)
 * or who holds the rights to it (`holdsRights`), champions it (`championOf`), is on point for it (`onPointFor`), holds a
 * role on the team (`teamRole`) or knows its history (`knowsHistory`).
 */
export function namesContact(s: string): boolean {
  const name =
    contactPerson.exec(s)?.[1] ??
    whoWeAsk.exec(s)?.[1] ??
    personBehind.exec(s)?.[1] ??
    knowsBestName(s) ??
    areaOf.exec(s)?.[1] ??
    jobOwner(s) ??
    holdsRights.exec(s)?.[1] ??
    championOf.exec(s)?.[1] ??
    onPointFor.exec(s)?.[1] ??
    teamRole.exec(s)?.[1] ??
    knowsHistory.exec(s)?.[1];
  return name !== undefined && !notANoun.has(name.toLowerCase()) && !isKin(name);
}

/** Where a later clause starts: after a comma or semicolon, and an "and" or "but" (decision 0289). */
const laterClause = /[,;]\s+(?:(?:and|but|also)\s+)?(?=\p{Lu})/gu;
/** What a contact is asked about that only the clause before names: "them", "it", "that". */
const pronounObject = /\b(?:for|about|on|regarding)\s+(?:it|them|this|that|these|those|those ones)\b/i;
/**
 * "The flags moved last week, and Tom is the one to ask about the load balancer": who to ask, in a clause after one
 * that states no fact; a clause whose object only the clause before names ("…, and Tom is the one to ask about
 * them") is kept only with a first clause that is itself a fact, which keeps the whole sentence (decision 0289).
 */
function laterContact(s: string): string | undefined {
  for (const boundary of s.matchAll(laterClause)) {
    const clause = s.slice(boundary.index + boundary[0].length);
    if (namesContact(clause)) return pronounObject.test(clause) ? undefined : clause;
  }
  return undefined;
}

/** The pronoun and "is" that open the later clause: "she's", "he is", "they're". */
const pronounIs = /^\s*(?:and\s+)?(?:she|he|they)(?:['’]s|\s+is|['’]re|\s+are)\s+/;
/**
 * A later clause that asks to bring the person in on a kind of change, by a pronoun: "loop her in on anything that
 * touches .github/workflows", "so ping him about any change to …" (decision 0329), or before touching a file the sentence
 * ends with: "ping him before touching goreleaser.yaml" (decision 0344). A kind of change, never one at hand.
 */
const pronounAsk = new RegExp(
  String.raw`^\s*(?:(?:so|and)\s+)?(?:please\s+)?(?:loop|ping|ask|cc|tag|check with|talk to|consult)\s+(?:her|him|them)(?:\s+in)?\s+(?:(?:on|about|before|for)\s+(?:anything|any|every|all)\b|before\s+(?:touching|changing|editing|modifying|deploying|merging)\s+(?:(?:it|them)\b|${fileName}\s*[.!]?$))`,
  "i",
);
/**
 * A later clause that says, by a pronoun, that the person decides a kind of question: "so she decides how the API
 * looks", "he has the final say on naming" (decision 0337).
 */
const pronounDecides =
  /^\s*(?:(?:so|and)\s+)?(?:she|he|they)\s+(?:(?:decides?|gets? to decide)\s+(?:how|what|which|whether|when|where|on|about)|(?:ha(?:s|ve) the (?:final|last) (?:say|word)|makes? the call)\s+(?:on|about|over))\s+\S/i;
/**
 * A later clause that routes a kind of change or question through the person by a pronoun: "so changes to its output
 * format go through her", "and schema questions go to him" (decision 0342), or anything about a subject: "so anything
 * about runner capacity goes to him" (decision 0357). Read in two steps, the kind and then the clause's end, the words
 * between bounded.
 */
const routedStart =
  /^\s*(?:(?:so|and)\s+)?(?:(?:any\s+|all\s+)?(?!(?:the|this|that|these|those|my|your|our|its)\b)(?:[\w-]{1,30}\s+)?(?:changes?|PRs?|pull requests|migrations|releases|reviews|questions|decisions|deploys|upgrades)\b|(?:anything|everything)\s+(?:about|on|regarding|touching|involving|related to)\b)/i;
const routedEnd = /\s(?:go|goes|should go|must go|run|runs|get routed)\s+(?:through|past|by|to)\s+(?:her|him|them)(?:\s+first)?\s*[.!]?$/i;
function routedThroughPronoun(later: string): boolean {
  const start = routedStart.exec(later);
  const rest = start === null ? "" : later.slice(start[0].length);
  return start !== null && rest.length <= 80 && !/[,;]/.test(rest) && routedEnd.test(rest);
}
/**
 * A later clause that makes a kind of change wait for the person's approval, by a pronoun: "anything that changes token
 * names needs her sign-off", "schema changes need his review" (decision 0351). Read in two steps, the kind and then the
 * clause's end, the words between bounded.
 */
const signOffStart =
  /^\s*(?:(?:so|and)\s+)?(?:anything|everything|any\s+change|every\s+change|all\s+changes|(?!(?:the|this|that|these|those|my|your|our|its)\b)[\w-]{1,30}\s+changes)\b/i;
const signOffEnd =
  /\s(?:needs|need|requires|require|must get|must have|waits for|wait for)\s+(?:her|his|their)\s+(?:sign-off|signoff|approval|review|okay|OK|go-ahead|blessing)\s*[.!]?$/i;
function signOffByPronoun(later: string): boolean {
  const start = signOffStart.exec(later);
  const rest = start === null ? "" : later.slice(start[0].length);
  return start !== null && rest.length <= 100 && !/[,;]/.test(rest) && signOffEnd.test(rest);
}
/** Whether `later`, a clause after a lead naming a person, asks to bring them in on a kind of change. */
function asksToBringIn(later: string): boolean {
  return pronounAsk.test(later) || /^(?:her|him|them)$/i.test(changeRunPast(later) ?? "");
}
/**
 * "Priya wrote the original parser, she's the person to ask about edge cases": a lead naming the person (`personLead`),
 * then by a pronoun that they are the one to ask (decision 0327), or to bring them in on a kind of change ("Yuki set up
 * the CI matrix; loop her in on anything that touches .github/workflows"; decision 0329), or that they decide a kind of
 * question ("Marta did the original port from Python, so she decides how the API looks"; decision 0337), or that a kind
 * of change needs their sign-off, after a dash too ("Zainab designed the token pipeline — anything that changes token
 * names needs her sign-off"; decision 0351). The later clause is read as
 * if it named the person; the whole sentence is kept, since its first clause says what the person knows or is.
 */
function pronounContact(s: string): string | undefined {
  const lead = personLead(s, /[,;]|\s[—–]\s/);
  if (lead === undefined) return andIsContact(s);
  const later = s.slice(lead.length);
  if (asksToBringIn(later) || pronounDecides.test(later) || routedThroughPronoun(later) || signOffByPronoun(later)) return s;
  const pronoun = pronounIs.exec(later);
  return pronoun !== null && namesContact(`${lead.name} is ${later.slice(pronoun[0].length)}`) ? s : undefined;
}

/**
 * "Bea runs the docs site and is the one to ask about its theme": who to ask, in a second verb of the person a lead
 * names (decision 0359), or who knows the history of what it names ("… and knows where the bodies are buried"; decision
 * 0456). The clause after "and" is read as if it named the person; the whole sentence is kept.
 */
function andIsContact(s: string): string | undefined {
  const lead = personLead(s, /\sand\s(?=is\s|knows\s+where\s)/);
  if (lead === undefined) return undefined;
  const rest = s.slice(lead.length);
  return knowsItsHistory.test(rest) || namesContact(`${lead.name} ${rest}`) ? s : undefined;
}
/**
 * "… and knows where the bodies are buried": the history of the part the lead names ("Tamsin ran the accessibility audit
 * last spring and knows where the bodies are buried"; decision 0456), the idiom closing the sentence.
 */
const knowsItsHistory = /^knows\s+where\s+(?:all\s+)?the\s+bodies\s+are\s+buried\s*[.!]?$/i;

/**
 * Who to ask, told in a later clause of a sentence no other rule reads (see `laterContact`): that clause alone; or by
 * a pronoun after a clause naming the person (`pronounContact`): the whole sentence.
 */
export function laterContactFact(s: string): SentenceFact | undefined {
  if (/^please\b/i.test(s)) return undefined;
  const contact = laterContact(s) ?? pronounContact(s);
  return contact === undefined || momentaryBesidesNow.test(contact)
    ? undefined
    : sentenceFact(toThirdPerson(beforeRequest(contact), "user"), "fact", 0.55, 0.75);
}

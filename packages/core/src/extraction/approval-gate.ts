import { pluralKindLead } from "./kind-words.js";
import { isKin, notANoun } from "./not-a-noun.js";
import { personLead } from "./role-lead.js";
import { beforeRequest } from "./request-clause.js";
import { sentenceFact, type SentenceFact } from "./sentence-fact.js";
import { momentaryBesidesNow } from "./moment-words.js";
import { finishSentence, toThirdPerson } from "./third-person.js";

/**
 * "Nothing ships on a Friday without Liam's okay", "No migration is merged without a review from the data team": what
 * cannot go out or be merged without someone's approval, a rule of the project's gates (decision 0326). "Ships on a
 * Friday" is no place a thing is shipped to: the rule is read before the project's facts.
 */
const gateSubject =
  /^(?:[Nn]othing(?:\s+(?:there|in there|in it|in them))?|[Nn]o\s+(?!one\b)(?:[\w-]{1,30}\s+){0,2}?[\w-]{1,30})\s+(?:ships|lands|deploys|releases|merges|goes\s+(?:out|live|to\s+prod(?:uction)?)|(?:gets|is|are|get)\s+(?:merged|deployed|released|shipped|published))\b/;
/** Whose approval the gate waits for, up to 80 characters after its subject and verb, in the same clause. */
const gateApproval =
  /\swithout\s+(\p{Lu}\p{Ll}{1,30}['’]s|@[\w-]{1,40}['’]s|his|her|their|the\s+(?:[\w-]{1,30}\s+){0,2}team['’]s|an?)\s+(?:okay|OK|ok|approval|sign-off|signoff|go-ahead|say-so|review|thumbs-up|green light)\b/u;

/**
 * "Nobody touches the CDN config without telling Ravi first", "no one rotates the keys without asking the platform team":
 * who must be told or asked before anyone changes a thing (decision 0358), read as the gate of an approval is.
 */
const nobodySubject =
  /^(?:[Nn]obody|[Nn]o[\s-]one)\s+(?:touches|changes|edits|modifies|deploys|merges|rotates|upgrades|deletes|removes|renames|restarts)\s+(?=\S)/;
const nobodyWithout =
  /\swithout\s+(?:telling|asking|checking with|pinging|looping in|talking to|consulting|warning)\s+(\p{Lu}\p{Ll}{1,30}|@[\w-]{1,40}|him|her|them|the\s+(?:[\w-]{1,30}\s+){0,2}team)(?:\s+first)?\s*[.!]?$/u;

/**
 * The gate after a person named with what they are or did: "Liam is the release manager; nothing ships … without his
 * okay"; after a semicolon, a dash, or a comma and "so" or "and" (`personLead`).
 */
const gateSeparator = /;\s+|\s[—–-]\s+|,\s+(?:so|and)\s+/;

/**
 * "Olu owns the tax engine, so nothing there merges without her": the gate waits for the person themselves, who closes
 * the sentence (decision 0368); "nothing there" is the part the lead names.
 */
const gateWithout = /\swithout\s+(\p{Lu}\p{Ll}{1,30}|@[\w-]{1,40}|him|her|them|the\s+(?:[\w-]{1,30}\s+){0,2}team)\s*[.!]?$/u;

/**
 * "Schema changes land only after Lena has looked at them", "releases go out only after the QA team has signed off on
 * them": a kind of change that waits for someone's look (decision 0386), the kind read without regard to case, then who
 * and what they do, closing the sentence.
 */
const onlyAfterSubject = new RegExp(
  String.raw`${pluralKindLead}\s+(?:land|merge|ship|deploy|go\s+(?:out|live|in)|get\s+(?:merged|deployed|released|shipped)|are\s+(?:merged|deployed|released|shipped))\s+only\s+after\s+(?=\S)`,
  "i",
);
const onlyAfterWho =
  /^(\p{Lu}\p{Ll}{1,30}|@[\w-]{1,40}|the\s+(?:[\w-]{1,30}\s+){0,2}team)\s+(?:has\s+|have\s+)?(?:looked at|reviewed|approved|signed off on|okayed|OK['’]d|seen|checked|read)\s+(?:them|it)\s*[.!]?$/u;

/** A gate's subject and verb, and whose approval, or whom to tell, it waits for (the first of its patterns found). */
const gates: readonly (readonly [RegExp, readonly RegExp[]])[] = [
  [gateSubject, [gateApproval, gateWithout]],
  [nobodySubject, [nobodyWithout]],
  [onlyAfterSubject, [onlyAfterWho]],
];

/** Whether `s` makes a gate of someone's approval (`gateSubject`, `gateApproval`), a pronoun's person named before it. */
export function statesGate(s: string): boolean {
  const lead = personLead(s, gateSeparator);
  const rest = lead === undefined ? s : s.slice(lead.length);
  for (const [subjectPattern, approvalPatterns] of gates) {
    const subject = subjectPattern.exec(rest);
    if (subject === null) continue;
    const tail = rest.slice(subject[0].length, subject[0].length + 200);
    const approval = approvalPatterns.map((pattern) => pattern.exec(tail)).find((found) => found !== null) ?? null;
    if (approval === null || approval.index > 80 || /[;.!?]/.test(tail.slice(0, approval.index))) return false;
    const who = approval[1]!.replace(/['’]s$/, "");
    // No one in particular and kin are no one of the project to ask ("without telling Mom first").
    if (notANoun.has(who.toLowerCase()) || isKin(who)) return false;
    const byPronoun = /^(?:his|her|their|him|them)$/.test(who);
    return !byPronoun || lead !== undefined;
  }
  return false;
}

/** The approval gate `s` states (`gate`), as a convention, if any; a gate for the moment ("this week") is none. */
export function approvalGateRule(s: string): SentenceFact | undefined {
  if (momentaryBesidesNow.test(s) || !statesGate(s)) return undefined;
  return sentenceFact(finishSentence(toThirdPerson(beforeRequest(s), "user")), "convention", 0.7, 0.8);
}

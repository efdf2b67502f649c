import { notANoun } from "./not-a-noun.js";
import { beforeRequest } from "./request-clause.js";
import { sentenceFact, type SentenceFact } from "./sentence-fact.js";
import { momentaryBesidesNow } from "./standing-rules.js";
import { finishSentence, toThirdPerson } from "./third-person.js";

/**
 * "Nothing ships on a Friday without Liam's okay", "No migration is merged without a review from the data team": what
 * cannot go out or be merged without someone's approval, a rule of the project's gates (decision 0326). "Ships on a
 * Friday" is no place a thing is shipped to: the rule is read before the project's facts.
 */
const gate =
  /^(?:[Nn]othing|[Nn]o\s+(?!one\b)(?:[\w-]{1,30}\s+){0,2}?[\w-]{1,30})\s+(?:ships|lands|deploys|releases|merges|goes\s+(?:out|live|to\s+prod(?:uction)?)|(?:gets|is|are|get)\s+(?:merged|deployed|released|shipped|published))\b[^;.!?]{0,80}?\s+without\s+(\p{Lu}\p{Ll}{1,30}['’]s|@[\w-]{1,40}['’]s|his|her|their|the\s+(?:[\w-]{1,30}\s+){0,2}team['’]s|an?)\s+(?:okay|OK|ok|approval|sign-off|signoff|go-ahead|say-so|review|thumbs-up|green light)\b/u;

/**
 * Who the gate's pronoun names, in a clause before it: "Liam is the release manager; nothing ships … without his
 * okay". The person by name, then what they are; the gate after a semicolon, a dash, or a comma and "so" or "and".
 */
const personThenGate = /^(\p{Lu}\p{Ll}{1,30})\s+is\s+(?:the|our)\s+[\w -]{1,40}?(?:;|\s[—–-]|,\s+(?:so|and))\s+(?=\S)/u;

/** Whether `s` makes a gate of someone's approval (`gate`), a pronoun's person named before it. */
export function statesGate(s: string): boolean {
  const lead = personThenGate.exec(s);
  const found = gate.exec(lead === null ? s : s.slice(lead[0].length));
  if (found === null) return false;
  const byPronoun = /^(?:his|her|their)$/.test(found[1]!);
  return !byPronoun || (lead !== null && !notANoun.has(lead[1]!.toLowerCase()));
}

/** The approval gate `s` states (`gate`), as a convention, if any; a gate for the moment ("this week") is none. */
export function approvalGateRule(s: string): SentenceFact | undefined {
  if (momentaryBesidesNow.test(s) || !statesGate(s)) return undefined;
  return sentenceFact(finishSentence(toThirdPerson(beforeRequest(s), "user")), "convention", 0.7, 0.8);
}

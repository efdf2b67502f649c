import { anyKindLeadPattern } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Invoices are numbered per company and the sequence never resets", "tickets are numbered per project": how the things
 * of a kind are numbered or sequenced, per or within what (decision 0588), closing the sentence or going on after "and", a
 * comma or a semicolon. A kind is a plural or a mass noun of the project's (`subjectNamesAKind`); "the seats are numbered
 * per row" names things at hand.
 */
const numberedPer =
  /^\s+(?:are|is)\s+(?:always\s+)?(?:numbered|sequenced|versioned|counted)\s+(?:per|within|for\s+each|by)\s+(?!(?:hand|me|us|you|them|it)\b)(?:[\w-]{1,30}\s+)?[\w-]{2,30}(?=\s*[.!]?$|,?\s+and\s+\S|[,;]\s+\S)/i;
/**
 * What a numbering never does, said after it: "the sequence never resets", "numbers are never reused" — how it is
 * numbered, not a fault, where "never" before a verb reads as one elsewhere.
 */
const sequenceNever =
  /^(?:,?\s+and|[,;])\s+(?:the\s+)?(?:sequence|numbers?|counter|numbering)\s+(?:never|does\s+not|doesn['’]t|is\s+never|are\s+never)\s+(?:resets?|restarts?|repeats?|wraps?|reused|skips?|gaps?)\b/i;

/**
 * Whether `s` says how the things of a kind are numbered (see above), what follows the numbering reporting no fault by
 * `faulty` unless it says what the sequence never does.
 */
export function statesKindNumbering(s: string, faulty: (text: string) => boolean): boolean {
  const kind = anyKindLeadPattern.exec(s);
  if (kind === null || !subjectNamesAKind(kind[1])) return false;
  const rest = s.slice(kind[0].length);
  const numbered = numberedPer.exec(rest);
  if (numbered === null) return false;
  const after = rest.slice(numbered[0].length);
  return !faulty(`${kind[0]}${numbered[0]}`) && (sequenceNever.test(after) || !faulty(after));
}

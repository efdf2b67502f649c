import { faultInFirstClause } from "./fault-words.js";
import { anyKindLead } from "./kind-words.js";
import { namesAKind } from "./not-a-noun.js";

/**
 * "CPAN modules get added to cpanfile, not installed globally with cpanm", "secrets live only in Vault", "env vars are
 * declared in .env.example": where a kind of thing is recorded or kept (decision 0334). A plural or a mass noun,
 * which a phrase may narrow, then a verb of recording or keeping and where. The first clause says no fault
 * ("duplicates get added to the cart", "orders get stored in the wrong table" are reports), and names no people.
 */
const kindRecord = new RegExp(
  String.raw`${anyKindLead}\s+(?:(?:are|is|get|gets)\s+(?:(?:always|only|all)\s+)?(?:added|declared|listed|registered|defined|kept|stored|recorded|pinned|tracked)|(?:always\s+|only\s+)?(?:live|lives|belong|belongs))\s+(?:only\s+)?(?:to|in|into|under|inside)\s+(?!(?:the\s+)?(?:wrong|same|middle|meantime|future|past)\b)\S`,
  "i",
);

/** Whether `s` says where a kind of thing is recorded or kept (`kindRecord`). */
export function statesWhereKindIsKept(s: string): boolean {
  const subject = kindRecord.exec(s)?.[1];
  if (subject === undefined) return false;
  const words = subject.split(/\s+/);
  return namesAKind(words) && !faultInFirstClause(s);
}

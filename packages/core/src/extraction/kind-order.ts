import { fault } from "./fault-words.js";
import { pluralKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "First-party imports always sit below third-party ones", "private methods always go after public ones", "migrations
 * always run before seeds": where every thing of a kind always goes against another kind or a part, a rule (decision
 * 0484). "always" or "never" makes it one, where "imports sit below the header" is as often where they are today; the
 * other side is up to three words closing the sentence. A fault ("builds always break after a merge") is none.
 */
const kindOrder = new RegExp(
  String.raw`${pluralKindLead}\s+(?:always|never)\s+(?:come|go|sit|appear|stay|run|live|belong|land)\s+(?:before|after|above|below|beneath|under|ahead\s+of|behind)\s+(?:(?:the|all|any|every|other)\s+)?(?:[\w'’-]{1,30}\s+){0,2}?[\w'’-]{1,30}\s*[.!]?$`,
  "i",
);

/** Whether `s` says where every thing of a kind always goes against another (see `kindOrder`). */
export function statesKindOrder(s: string): boolean {
  const subject = kindOrder.exec(s)?.[1];
  return subjectNamesAKind(subject) && !fault.test(s);
}

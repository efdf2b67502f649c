import { namesOneOfAKind, namesThingsAtHand } from "./not-a-noun.js";

/**
 * "When a refactor touches more than five files, I want a plan first", "whenever a migration drops a column, I need a
 * backfill plan": what the person wants every time a thing of a kind does something (decision 0465), a lasting wish; a
 * thing at hand ("when it …", "when the build …") or a person ("when a user …") says when this task's request suits.
 * The condition's verb is the kind's own in the present; what is wanted is no pronoun at hand and no task for now.
 * "Something" or "anything" is every thing ("when something breaks, I want the log lines before any theory"; decision
 * 0525).
 */
const conditionalWish =
  /^(?:when|whenever|if|any\s?time|every\s+time)\s+(?:(?:a|an|any|every)\s+((?:[\w-]{1,30}\s+){0,2}?[a-z][\w-]{1,30})|something|anything)\s+(?!(?:is|was|were|has|had|does|did)\b)[a-z]{2,20}s\b[^,\n]{0,100},\s*I\s+(?:(?:always|really)\s+)?(?:want|need|prefer|expect|like)\s+(?!(?:it|this|that|them|these|those)\b)[a-z][\w-]{0,30}\s+\S/i;

/**
 * "For bugs like this I want the failing value first, then the fix", "for migrations, I want a rollback plan": what the
 * person wants for every thing of a kind (decision 0569), a plural after "for", "like this" after it at most, the same
 * wish; "for now", "for this one" and "for dinner" name no kind.
 */
const forKindWish =
  /^for\s+((?:[\w-]{1,30}\s+){0,2}?[a-z][\w-]{1,30}[^s'’\s]s)(?:\s+like\s+(?:this|that|these|those))?,?\s+I\s+(?:(?:always|really)\s+)?(?:want|need|prefer|expect|like)\s+(?!(?:it|this|that|them|these|those|to\s+(?:go|eat|have|get|buy))\b)[a-z][\w-]{0,30}\s+\S/i;

/** Whether `s` states what the person wants every time a thing of a kind (or anything) does something (see above). */
export function statesConditionalWish(s: string): boolean {
  const forKind = forKindWish.exec(s);
  const kindWords = forKind?.[1]?.split(/\s+/);
  if (kindWords !== undefined) return namesOneOfAKind(kindWords) && !namesThingsAtHand(kindWords);
  const found = conditionalWish.exec(s);
  if (found === null) return false;
  const words = found[1]?.split(/\s+/);
  return words === undefined || (namesOneOfAKind(words) && !namesThingsAtHand(words));
}

/**
 * "Stripe is only used for cards; bank transfers go through Wise", "Redis is only used for sessions": what a named product
 * or part is used for alone (decision 0590), "only" making it a standing fact, a name with a capital or in code before
 * "is only used for (to)" and up to four words, closing the sentence or its first clause. "It is only used for testing"
 * names nothing, and without "only" it is as often what is at hand ("Redis is used for this").
 */
const onlyUsedFor =
  /^(?:(?!(?:It|This|That|These|Those|He|She|They|We|One)\b)\p{Lu}[\p{L}\d.-]{1,30}|\x60[^\x60\s]{1,40}\x60)\s+is\s+(?:only\s+used|used\s+only)\s+(?:for|to)\s+(?!(?:it|this|that|these|those|them|now)\b)(?:[\p{L}\d'’/-]{1,30}\s+){0,3}[\p{L}\d'’/-]{1,30}(?:\s*[.!]?$|[;,]\s+\S)/u;

/** Whether `s` says what a named product or part is only used for (see above). */
export function statesOnlyUse(s: string): boolean {
  return onlyUsedFor.test(s);
}

/**
 * "The operator never deletes PVCs; scaling down only detaches them", "the API never deletes invoices; it only archives
 * them": what a part of the project never does to a kind of its data, and after a semicolon the lesser thing it only
 * does to them (decision 0601), a rule of its design. Alone, "the worker never deletes files" is as often a fault
 * reported; the second clause, with "only" and "them" or "it" for the same things, makes it the rule. The verb is one of
 * what is done to data, so "the cat never eats vegetables; it only plays with them" names none.
 */
const neverThenOnly =
  /^(?:[Tt]he|[Oo]ur)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}\s+never\s+(?:deletes|drops|removes|purges|truncates|overwrites|mutates|modifies|updates|rewrites|edits|moves|renames|exposes|publishes|sends|retries|caches|stores|logs|shares)\s+(?:[\w.-]{1,30}\s+){0,2}?[\w.-]{2,30};\s+(?:(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}\s+)?only\s+[a-z]{2,20}\s+(?:them|it)\s*[.!]?$/;

/** Whether `s` says what a part never does to a kind of its data and the lesser thing it only does (see above). */
export function statesNeverThenOnly(s: string): boolean {
  return neverThenOnly.test(s);
}

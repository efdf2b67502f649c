/**
 * "Order numbers restart at 1 every January", "the invoice counter resets each month", "API quotas reset at midnight": when
 * a kind of the project's numbers, counters or quotas starts over (decision 0512), what a later session needs before it
 * reads a repeated number as a duplicate or an emptied quota as a fault. The subject ends in a noun of counting, "the"
 * or "our" before it at most; the verb is in the present ("the counter reset last night" tells of one time); when is
 * every or each period, midnight or a word of how often. A fault or what is of the moment is refused where
 * project-facts.ts reads it.
 */
const counter = "numbers?|ids|IDs|counters?|sequences?|serials?|quotas?";
const when = String.raw`(?:(?:on\s+|at\s+the\s+start\s+of\s+)?(?:every|each)\s+[\w-]{2,20}|at\s+midnight|daily|weekly|monthly|yearly|annually|nightly)\b`;
const countReset = new RegExp(
  String.raw`^(?:(?:the|our)\s+)?(?:[\w-]{1,30}\s+){0,2}?(?:${counter})\s+(?:(?:always|automatically)\s+)?(?:restart|restarts|reset|resets|roll\s+over|rolls\s+over|start\s+over|starts\s+over|wrap\s+around|wraps\s+around)(?:\s+(?:at|from|to)\s+(?:\d{1,9}|zero|one))?\s+${when}`,
  "i",
);

/** Whether `s` says when a kind of the project's numbers, counters or quotas starts over (see above). */
export function statesCountReset(s: string): boolean {
  return countReset.test(s);
}

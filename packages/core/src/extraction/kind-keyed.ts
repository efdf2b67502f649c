import { kindLeadThen } from "./kind-lead-then.js";

/**
 * "Shipping zones are keyed by the first three digits of the ZIP code", "events are partitioned by tenant and day": what
 * a kind of the project's things is keyed, indexed, grouped, partitioned, sharded or bucketed by (decision 0617), in up to
 * nine words closing the sentence. The kind is a plural or a mass noun of the project's, not of the moment; "my socks are
 * grouped by color" is a person's.
 */
const keyedBy =
  /^\s+(?:are|is)\s+(?:always\s+)?(?:keyed|indexed|grouped|partitioned|sharded|bucketed|bucketized|clustered)\s+(?:by|on)\s+(?:[\w'’.-]{1,30}\s+){0,8}?[\w'’.-]{1,30}\s*[.!]?$/i;

/** Whether `s` says what a kind of the project's things is keyed or partitioned by (see above). */
export function statesKindKeyedBy(s: string): boolean {
  return kindLeadThen(s, keyedBy);
}

import { pluralKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";
import { part } from "./project-parts.js";

/**
 * "Order webhooks from Shopify land in an SQS queue before the worker picks them up", "exported reports end up in the
 * archive bucket": where the things of a kind land, arrive or end up, a part of the project's (decision 0560), what
 * happens to them after it may follow. "Letters end up in the bin" names no part.
 */
const landsIn = new RegExp(
  String.raw`${pluralKindLead}(?:\s+from\s+[\w.-]{1,30})?\s+(?:always\s+)?(?:land|arrive|end\s+up|get\s+queued|are\s+queued)\s+(?:in|into|on)\s+(?:an?|the|our)\s+(?:[\w.-]{1,30}\s+){0,2}?(?:${part})\b`,
  "i",
);

/** Whether `s` says where the things of a kind land (see the module's comment). */
export function statesWhereKindLands(s: string): boolean {
  return subjectNamesAKind(landsIn.exec(s)?.[1]);
}

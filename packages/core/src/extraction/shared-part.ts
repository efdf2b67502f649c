import { part } from "./project-parts.js";

/**
 * "Sidekiq and Puma share the Redis instance on staging", "the API and the worker use the same database": two parts of
 * the project, each a name with a capital or a part named with "the" or "our", that share a third (decision 0478), what
 * a later session must know before it restarts, migrates or scales one of them. What they share is a part, an instance,
 * a host or a volume; "Alice and Bob share the car" names none.
 */
const sharer = String.raw`(?:\p{Lu}[\w.-]{1,30}|(?:[Tt]he|[Oo]ur)\s+(?:[\w-]{1,30}\s+){0,2}?(?:${part}))`;
const sharedThing = String.raw`${part}|instances?|hosts?|nodes?|machines?|VMs?|volumes?|networks?|connection\s+pool|pool`;
const sharesAPart = new RegExp(
  String.raw`^${sharer}\s+and\s+${sharer}\s+(?:both\s+)?(?:share|use\s+the\s+same|run\s+on\s+the\s+same|talk\s+to\s+the\s+same)\s+(?:(?:the|one|a\s+single|a)\s+)?(?:[\w-]{1,30}\s+){0,2}?(?:${sharedThing})\b`,
  "u",
);

/**
 * "Horizon runs the queues on a separate box from the web tier", "the worker runs on its own node": a part of the project
 * kept apart from the rest on a machine of its own (decision 0479), what a later session must know before it deploys or
 * scales one of them.
 */
const host = String.raw`box|server|host|machine|node|instance|VM|cluster|container|pod|dyno`;
const keptApart = new RegExp(
  String.raw`^${sharer}\s+(?:runs|serves|processes|handles|lives)\s+(?:(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}\s+)?on\s+(?:a\s+separate|its\s+own|a\s+dedicated|their\s+own)\s+(?:${host})\b`,
  "u",
);

/** Whether `s` says two parts of the project share a third, or one is kept apart on a machine of its own (see above). */
export function statesSharedPart(s: string): boolean {
  return sharesAPart.test(s) || keptApart.test(s);
}

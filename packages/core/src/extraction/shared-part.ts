import { environment } from "./environment-parity.js";
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
 * "The worker container shares its network with the API", "the API shares its database with the admin app": a part that
 * shares one of its own with another (decision 0489), as two parts sharing a third do; an environment too, and "a" or
 * "the same" one ("Staging shares a cluster with the load-test environment"; decision 0507). The other part closes the
 * sentence.
 * Read in three plain steps (the part and "shares its", what, then with whom), where one pattern spanning them, or the
 * last two, or the other part without the sentence's end after it, took the ReDoS checker of core's tests minutes.
 */
const sharesItsLead = new RegExp(String.raw`^(?:${sharer}|${environment})\s+shares\s+(?:its|their|a|an|one|the\s+same)\s+(?=\S)`, "u");
const sharedThingWith = new RegExp(String.raw`^(?:[\w-]{1,30}\s+){0,2}?(?:${sharedThing})\s+with\s+(?=\S)`, "u");
/** The other part closing the sentence. */
const sharerLast = new RegExp(String.raw`^(?:${sharer}|${environment}|(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:environment|env|stack))\s*[.!]?$`, "u");
function sharesItsWith(s: string): boolean {
  const lead = sharesItsLead.exec(s);
  const rest = lead === null ? "" : s.slice(lead[0].length);
  const thing = sharedThingWith.exec(rest);
  return thing !== null && sharerLast.test(rest.slice(thing[0].length));
}

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

/**
 * Whether `s` says two parts of the project share a third, or one shares its own with another, or one is kept apart on a
 * machine of its own (see above).
 */
export function statesSharedPart(s: string): boolean {
  return sharesAPart.test(s) || sharesItsWith(s) || keptApart.test(s);
}

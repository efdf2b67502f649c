import { environmentSubject } from "./environment-parity.js";
import { notANoun } from "./not-a-noun.js";
import { part, partSubject } from "./project-parts.js";

/**
 * How one part of the project stands to another, or what it does to what passes through it ("The load balancer
 * terminates TLS before traffic reaches nginx"; decision 0486).
 */
const relationVerb =
  "owns|own|maintains|maintain|looks after|look after|(?:is|are) responsible for|talks to|talk to|goes through|go through|runs through|run through|(?:is|are) routed through|(?:is|are) handled by|calls|call|reads from|read from|writes to|write to|publishes to|publish to|subscribes to|subscribe to|consumes from|consume from|consumes|consume|listens to|listen to|sits behind|sit behind|(?:is|are) behind|(?:is|are) owned by|(?:is|are) fronted by|(?:is|are) backed by|proxies|proxy|wraps|wrap|caches|cache|serves|serve|exposes|expose|terminates|terminate|authenticates|authenticate|rate-limits|rate-limit|compresses|compress|encrypts|encrypt|signs|sign|load-balances|load-balance";
/** An adverb a relation may carry before its verb ("the mobile client still calls…", "the worker only reads from…"). */
const relationAdverb = String.raw`(?:(?:still|also|only|always|usually|mostly)\s+)?`;
const relation = new RegExp(String.raw`^${partSubject}\s+${relationAdverb}(?:${relationVerb})\s+(?:the|our|a|an|every|all|each|\x60|[\w-]+\/|[A-Z])`);
/**
 * "The batch server reads its jobs from config/jobs.xml at startup": where a part takes what it works on from, its own
 * things named between the verb and the place (decision 0472), or things without "its" ("the iOS app reads prices from
 * the same GraphQL schema as the web app"; decision 0556), an environment as a part ("Staging reads its secrets from
 * Doppler"; decision 0485); "it" or "them" is at hand.
 */
const readsOwnFrom = new RegExp(
  String.raw`^(?:${partSubject}|${environmentSubject})\s+${relationAdverb}(?:reads|loads|pulls|fetches|gets|takes)\s+(?:(?:its|their)\s+)?(?!(?:it|them|this|that|these|those)\b)(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}\s+from\s+(?:the|our|a|an|\x60|[\w-]+\/|[A-Z])`,
);
/**
 * "Checkout goes through the payments-gateway package": a subject of one bare word is read only when what
 * it relates to names a part of the project, and the word is no pronoun, quantifier or adverb (`notANoun`).
 */
const bareRelation = new RegExp(
  // A name of letters of any script ("Tomás", "Zoë"; decision 0284): a capital or small letter, then small ones.
  String.raw`^((?:\p{Lu}|\p{Ll})\p{Ll}{2,30})\s+${relationAdverb}(?:${relationVerb})\s+(?:the|our)\s+(?:[\w.-]{1,40}\s+){0,4}?(?:${part})\b`,
  "u",
);
/**
 * "The storefront talks to the Shopify Storefront API through a Cloudflare Worker": one word after "the" as the subject
 * (decision 0549), read only when the part it relates to is named with a capital before its noun, a product of someone
 * else's, and the word is none of the code under discussion ("the page calls the API on every keystroke", "the handler
 * reads from the Redux store").
 */
const theWordRelation = new RegExp(
  String.raw`^[Tt]he\s+(\p{Ll}{3,30})\s+${relationAdverb}(?:${relationVerb})\s+(?:the|our)\s+\p{Lu}[\w.-]{0,40}\s+(?:[\w.-]{1,40}\s+){0,3}?(?:${part})\b`,
  "u",
);
/** Code under discussion, where a relation is what this task's code does: a page, a component, a handler … */
const codeAtHand =
  /^(?:page|component|function|method|class|handler|hook|view|screen|modal|button|form|widget|route|controller|model|template|script|query|test|spec|file|loop|callback|request|response)s?$/;

function bareSubjectRelation(s: string): boolean {
  const subject = bareRelation.exec(s)?.[1]?.toLowerCase();
  if (subject !== undefined && !notANoun.has(subject) && !subject.endsWith("ly")) return true;
  const word = theWordRelation.exec(s)?.[1];
  return word !== undefined && !notANoun.has(word) && !codeAtHand.test(word);
}

/**
 * Whether `s` says how a part of the project stands to another (`relation`, `bareRelation`, `theWordRelation`) or where
 * a part takes what it works on from (`readsOwnFrom`); project-facts.ts reads it with no fault of the moment.
 */
export function statesPartRelation(s: string): boolean {
  return relation.test(s) || readsOwnFrom.test(s) || bareSubjectRelation(s);
}

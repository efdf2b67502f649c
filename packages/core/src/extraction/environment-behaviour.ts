import { environment } from "./environment-parity.js";

/**
 * "In the sandbox, an amount ending in 13 always declines", "in staging, every email goes to one catch-all inbox": how a
 * thing behaves in one of the project's environments (decision 0529), what a later session needs before it reads the
 * environment's answer as a bug or tests against it. "In" and an environment by name (`environment`), a comma, then a
 * thing ("a", "an", "any", "every", "all", "the" and up to six words) and its verb in the present. A fault ("in staging,
 * the login always fails") and what is of the moment are refused where project-facts.ts reads it.
 */
const inEnvironment = new RegExp(
  String.raw`^in\s+${environment},\s+(?:an?|any|every|each|all|the)\s+(?:[\w'’.-]{1,30}\s+){0,5}?(?:(?:always|never|only|still)\s+)?(?!(?:is|was|has|does|goes\s+down)\b)[a-z]{2,20}s\b`,
  "i",
);

/** Whether `s` says how a thing behaves in one of the project's environments (see above). */
export function statesEnvironmentBehaviour(s: string): boolean {
  return inEnvironment.test(s);
}

/**
 * The words of a fault, shared by the rules that read a standing statement and must not read a bug report as
 * one: a relation between parts (project-facts.ts) and what every new thing of a kind gets (standing-rules.ts).
 */

/**
 * A sentence that reports a fault ("…serves a 500 on empty bodies", "…calls the API twice") or a change of
 * the moment rather than how things are.
 */
export const fault =
  /\b(?:wrong|twice|again|still|anymore|no longer|incorrectly|somehow|sometimes|randomly|accidentally|instead|without|never|not|too (?:many|much|often|early|late)|every time|[45]\d\d|errors?|exceptions?|crash(?:es|ed|ing)?|null|undefined|NaN|empty|stale|duplicates?|broken|bugs?|leaks?|timeouts?)\b|n['’]t\b/i;

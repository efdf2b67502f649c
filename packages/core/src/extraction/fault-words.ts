/**
 * The words of a fault, shared by the rules that read a standing statement and must not read a bug report as
 * one: a relation between parts (project-facts.ts) and what every new thing of a kind gets (standing-rules.ts).
 */

/**
 * A sentence that reports a fault ("…serves a 500 on empty bodies", "…calls the API twice") or a change of
 * the moment rather than how things are. "Bug" naming a kind of report or tracker ("bug reports", "the bug tracker") is
 * none (decision 0398), and "twice" a period ("twice a month") is a schedule's frequency (decision 0473). Damage done to
 * things is one ("images are corrupted by the CDN before they reach the browser"; decision 0496), and so is what breaks or
 * broke ("our runners run Node 18, which breaks the build"; decision 0502), where "breaking changes" names a kind of change
 * and "line breaks", "page breaks" or "coffee breaks" are things, not faults; "fails over" is a database's or a
 * cluster's way of staying up (decision 0519).
 */
export const fault =
  /\b(?:wrong|twice(?!\s+(?:a|an|per|each|every)\s+(?:day|night|week|month|quarter|year|sprint)\b)|again|still|anymore|no longer|incorrectly|somehow|sometimes|randomly|accidentally|instead|without|never|not|too (?:many|much|often|early|late)|every time|[45]\d\d|errors?|exceptions?|crash(?:es|ed|ing)?|fail(?:s|ed|ing)?(?!\s+over\b)|flaky|null|undefined|NaN|empty|stale|duplicates?|broken|bugs?(?!\s+(?:reports?|trackers?|bount(?:y|ies)|tickets?)\b)|leaks?|timeouts?|corrupt(?:s|ed|ing)?|mangled|garbled|(?<!(?:line|page|word|hard|soft|column|coffee|lunch|short|long|regular|frequent|take)\s)breaks|broke)\b|n['’]t\b/i;

/**
 * Whether the first clause of `s` (up to a comma, semicolon, colon or dash) reports a fault: a rule's reason or what to
 * do instead may name one ("…, not NaN"), its statement may not ("orders get stored in the wrong table").
 */
export function faultInFirstClause(s: string): boolean {
  return fault.test(s.split(/[,;:—–]/, 1)[0] ?? s);
}

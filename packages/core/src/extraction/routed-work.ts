import { eitherCaseFirst } from "./either-case.js";
import { reportsFault } from "./fault-report.js";
import { namesNoKind } from "./not-a-noun.js";
import { withoutNeverPlace } from "./only-place.js";

/**
 * Where a kind of the project's work goes: who a kind of request is routed to (decision 0285), where a kind of the
 * output the project produces is sent (decision 0314) and what its deploys or releases go through (decision 0355). All three are standing facts a later session needs before
 * it files, asks or wires anything up.
 */

/** A noun of a kind of request, matched with its first letter in either case. */
const requestKinds = eitherCaseFirst([
  "questions",
  "requests",
  "issues",
  "bugs",
  "tickets",
  "reviews",
  "PRs",
  "pull requests",
  "changes",
  "incidents",
  "alerts",
  "escalations",
]);
/**
 * "Billing questions go to Aisha", "security issues go to the platform team", "questions about the API go to
 * #api-help": who a kind of request goes to, a person's name (any script), a handle or channel, or a team of the
 * project. A kind of request may name a fault ("bugs"): it is what is routed, not a fault reported.
 */
const routedRequests = new RegExp(
  String.raw`^(?:[Aa]ll\s+)?(?:[\w-]+\s+){0,2}(?:${requestKinds})(?:\s+(?:about|on|for|from|in|of|with)\s+(?:[\w.-]+\s+){0,2}[\w.-]+)?\s+(?:(?:always|usually|should)\s+)?(?:go|goes|get routed|get sent|get escalated)\s+to\s+(?:\p{Lu}\p{Ll}{1,30}\b|@[\w-]+|#[\w-]+|the\s+(?:[\w-]+\s+){0,2}(?:team|squad|channel|on-call|owners?)\b)`,
  "u",
);

/**
 * "Crash reports go to Crashlytics", "errors go to Sentry", "the audit logs go to the security team's bucket": where
 * a kind of output the project produces is sent, a product named with a capital, a channel, or a team's or a part's
 * place; "are sent to" is project-facts.ts's `projectFactVerb`'s.
 */
const outputKinds = "reports|errors|exceptions|logs|metrics|traces|crashes|events|notifications|emails";
const routedOutput = new RegExp(
  String.raw`^(?:[Aa]ll\s+)?((?:[\w-]+\s+){0,2})(?:${eitherCaseFirst(outputKinds.split("|"))})\s+(?:(?:all|always|usually)\s+)?(?:go|get routed|get shipped|get forwarded|end up)\s+(?:to|in)\s+(?:\p{Lu}[\p{L}\d]{1,30}\b|#[\w-]+|the\s+(?:[\w'’-]+\s+){0,3}(?:team|channel|bucket|dashboard|topic|queue|inbox|project)\b)`,
  "u",
);
/** Whose output: someone's own ("my emails go to Gmail") is no routing of the project's. */
const someonesOwn = /^(?:my|your|his|her|their)$/i;

/**
 * Whether `s` says where a kind of output goes (`routedOutput`), of the project's outputs, not only some of them or
 * someone's own, and reports no fault after it ("errors go to Sentry" routes what is itself a fault's name; "…, but
 * half of them are never sent" reports one).
 */
function routesOutput(s: string): boolean {
  const found = routedOutput.exec(s);
  if (found === null) return false;
  const subject = (found[1] ?? "").split(/\s+/).filter(Boolean);
  return !namesNoKind(subject) && !subject.some((word) => someonesOwn.test(word)) && !reportsFault(s.slice(found[0].length));
}

/**
 * "Our deploys go out through Envoyer from the main branch", "releases run through GitHub Actions": what a kind of the
 * project's delivery goes through, a product named with a capital or the team's own tool (decision 0355), or any tag,
 * branch or commit it goes out from ("from a tag"; "cut from the stable branch" states no choice, decision 0337); uploads and publishes are delivery too ("PyPI uploads happen from the release
 * workflow"; decision 0477), and the place it never goes out from closing the sentence is a rule, no fault. A plural
 * only ("the deploy goes through" is this one's), of no one's own, reporting no fault after it; a day or a month is no
 * product ("deploys go out on Tuesdays" is the team's schedule, decision 0316's).
 */
const deliveryKinds = "deploys|deployments|releases|builds|rollouts|backups|migrations|hotfixes|uploads|publishes";
const routedDelivery = new RegExp(
  String.raw`^(?:(?:[Oo]ur|[Aa]ll|[Tt]he)\s+)?((?:[\w-]+\s+){0,2})(?:${eitherCaseFirst(deliveryKinds.split("|"))})\s+(?:(?:all|always|usually)\s+)?(?:go out|go|run|ship|get shipped|are shipped|are cut|happen)\s+(?:through|via|with|on|from)\s+(?:(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)s?\b)\p{Lu}[\p{L}\d]{1,30}\b|(?:the|our)\s+(?:[\w'’-]+\s+){0,3}(?:pipeline|workflow|job|tool|script|runner|platform)\b|an?\s+(?:[\w'’-]+\s+){0,2}?(?:tag|branch|commit)\b)`,
  "u",
);
function routesDelivery(s: string): boolean {
  const found = routedDelivery.exec(s);
  if (found === null) return false;
  const subject = (found[1] ?? "").split(/\s+/).filter(Boolean);
  return !namesNoKind(subject) && !subject.some((word) => someonesOwn.test(word)) && !reportsFault(withoutNeverPlace(s.slice(found[0].length)));
}

/** Whether `s` says where a kind of request, of the project's output or of its delivery goes. */
export function routesWork(s: string): boolean {
  return routedRequests.test(s) || routesOutput(s) || routesDelivery(s);
}

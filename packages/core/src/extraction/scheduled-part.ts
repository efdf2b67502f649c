import { toolingPart } from "./project-parts.js";

/**
 * "Our nightly export sends orders to the finance SFTP at 2am", "the weekly digest emails every customer": what a part of
 * the project that runs on a schedule does (decision 0463), a job named by how often it runs; what a later session must
 * not break, double or be surprised by. Its verb is the part's own, in the present; a fault or what is of the moment
 * ("the nightly export sends the wrong file", "… tonight") is refused where project-facts.ts reads it.
 */
const often = "nightly|weekly|daily|hourly|monthly|quarterly|yearly|scheduled|cron|overnight|end-of-day";
const job =
  "exports?|jobs?|backups?|builds?|syncs?|reports?|runs?|imports?|tasks?|snapshots?|refresh(?:es)?|deploys?|digests?|cleanups?|pipelines?|batch(?:es)?|emails?|dumps?|scans?|workflows?|rebuilds?";
const verb = String.raw`sends|pushes|uploads|writes|exports|pulls|imports|copies|syncs|deploys|rebuilds|refreshes|emails|posts|publishes|truncates|deletes|prunes|archives|backs\s+up|reads|loads|fetches|snapshots|regenerates|rotates|scans|reindexes|recomputes|aggregates|rolls\s+up|replicates|restores|resets|wipes|notifies|bills|charges`;
const scheduledPart = new RegExp(
  String.raw`^(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:${often})\s+(?:[\w-]{1,30}\s+){0,2}?(?:${job})\s+(?:(?:also|only|still|always)\s+)?(?:${verb})\s+\S`,
  "i",
);

/**
 * "The docs site rebuilds on every merge to main", "the preview app redeploys on each push": what a part of the project
 * does on every event of its repository (decision 0476), a push, a merge, a commit, a tag or a release; what a later
 * session should expect after its own merge.
 */
const onEveryEvent = new RegExp(
  String.raw`^(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?(?:${toolingPart}|site|app|previews?|images?|packages?)\s+(?:(?:also|only|always|automatically)\s+)?(?:rebuilds|redeploys|deploys|builds|runs|publishes|releases|restarts|reloads|syncs|regenerates|refreshes|updates|(?:is|gets)\s+(?:rebuilt|redeployed|published|regenerated))\s+(?:on|after|with)\s+(?:every|each)\s+(?:push|merge|commit|tag|release|PR|pull\s+request|change)\b`,
  "i",
);

/**
 * "Read the Docs builds a preview for every pull request", "Dependabot opens a PR for each outdated dependency", "CI runs
 * the e2e suite on every push": what a service the project uses, named with a capital (or CI), does for every one of a
 * kind of its events (decision 0504), closing the sentence; what a later session should expect. A pronoun or "nobody"
 * names no service.
 */
const serviceOnEveryEvent =
  /^(?!(?:Nobody|Everyone|Everybody|Someone|Somebody|It|This|That|He|She|They|We|You|I|One|Each|Every)\b)(?:[A-Z][\w.-]{1,30}(?:\s+(?:the\s+)?[A-Z][\w.-]{1,30}){0,2}|(?:[Tt]he\s+|[Oo]ur\s+)?CI)\s+(?:(?:also|only|always|automatically)\s+)?(?:builds|deploys|runs|opens|posts|publishes|comments|creates|checks|scans|tests|lints|tags|labels|uploads)\s+(?:an?\s+|the\s+|its\s+)?(?:[\w-]{1,30}\s+){0,3}?[\w-]{1,30}\s+(?:for|on|after|with)\s+(?:every|each)\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{1,30}\s*[.!]?$/;

/**
 * Whether `s` says what a scheduled part of the project does, what a part does on every event, or what a service does for
 * every one of its events (see above).
 */
export function statesScheduledPart(s: string): boolean {
  return scheduledPart.test(s) || onEveryEvent.test(s) || serviceOnEveryEvent.test(s);
}

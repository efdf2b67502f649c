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

/** Whether `s` says what a scheduled part of the project does (see above). */
export function statesScheduledPart(s: string): boolean {
  return scheduledPart.test(s);
}

import { doerSubject, partSubject } from "./project-parts.js";

/**
 * "The importer runs as a Celery task triggered by S3 uploads", "the mailer runs as a cron job", "the thumbnailer service
 * is deployed as a Lambda function": what a part of the project, or a doer of its work (`doerSubject`), runs as
 * (decision 0552), a kind of unit of work or of deployment, a few words before it at most; what triggers it may follow.
 * "He runs as a volunteer" names no part.
 */
const runsAs = new RegExp(
  String.raw`^(?:${partSubject}|${doerSubject})\s+(?:only\s+)?(?:runs|run|is\s+deployed|are\s+deployed|is\s+run|are\s+run)\s+as\s+(?:an?|one|the|its\s+own|their\s+own)\s+(?:[\w.-]{1,30}\s+){0,2}?(?:task|job|cron\s+job|cron|[Ll]ambda|function|worker|sidecar|daemon|service|container|pod|process|step|workflow|CronJob|Deployment|binary|script)s?\b`,
);

/** Whether `s` says what a part of the project or a doer of its work runs as (see the module's comment). */
export function statesWhatItRunsAs(s: string): boolean {
  return runsAs.test(s);
}

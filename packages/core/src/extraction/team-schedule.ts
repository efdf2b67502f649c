import { fault } from "./fault-words.js";
import { namesNoKind } from "./not-a-noun.js";
import { beforeRequest } from "./request-clause.js";
import { sentenceFact, type SentenceFact } from "./sentence-fact.js";
import { momentary } from "./moment-words.js";
import { finishSentence, toThirdPerson } from "./third-person.js";

/**
 * "Deploys to production happen on Tuesdays and Thursdays only", "releases go out on Mondays", "schema changes only
 * ship every Wednesday": on which days the team does a kind of its work (decision 0316), and at what time of them
 * ("every Wednesday after the standup", "on Fridays before noon"; decision 0318). A convention, as "we never
 * merge on Fridays" is: a later session that deploys on another day breaks it. What happens on one day ("the demo is
 * on Tuesday") is no schedule: the days are plural, "weekdays" or "weekends", or "every" day.
 */
const work =
  "deploys|deployments|releases|merges|rollouts|migrations|hotfixes|freezes|code freezes|prod pushes|production pushes|schema changes|database changes|upgrades|cutovers";
const days = "mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekdays|weekends|business days|working days";
const everyDay = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|business day|working day|morning|evening|night";
const when = String.raw`(?:on\s+(?:${days})(?:(?:\s*,\s*|\s+(?:and|or|&)\s+)(?:${days})){0,6}|every\s+(?:other\s+)?(?:${everyDay}))`;
const schedule = new RegExp(
  String.raw`^(?:(?:all|our|the)\s+)?((?:[\w-]{1,30}\s+){0,2}?)(?:${work})(?:\s+(?:to|into|on|of|in)\s+(?:[\w-]{1,30}\s+)?[\w-]{1,30})?\s+(?:(?:only|always|usually|normally)\s+)?(?:happen|go out|go live|ship|run|land|start|begin|are done|are made|take place|are allowed|are scheduled)\s+(?:only\s+)?${when}(?:\s+only)?(?:\s+(?:at|after|before|around|by|between)\s+[^,;.!?]{1,40}|\s+in the (?:morning|afternoon|evening)s?)?(?=\s*(?:[,;.!]|$))`,
  "i",
);

/** The convention `s` states about the days the team does a kind of its work (see `schedule`), if any. */
export function teamSchedule(s: string): SentenceFact | undefined {
  const said = beforeRequest(s);
  const found = schedule.exec(said);
  if (found === null || namesNoKind((found[1] ?? "").split(/\s+/).filter(Boolean))) return undefined;
  if (fault.test(said) || momentary.test(said)) return undefined;
  return sentenceFact(finishSentence(toThirdPerson(said, "user")), "convention", 0.7, 0.85);
}

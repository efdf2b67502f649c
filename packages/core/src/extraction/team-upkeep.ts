import { isKin, readsWithNamedSubject } from "./not-a-noun.js";
import { part } from "./project-parts.js";

/** Who does the reading or the upkeep: a team of the company ("the platform team"), or a name with a capital (group 1). */
const doer = String.raw`(?:(?:[Tt]he|[Oo]ur)\s+(?:[\p{L}-]{2,30}\s+){1,2}team|(\p{Lu}[\p{L}-]{1,30}))`;
/** One period of a schedule, a day of the week too. */
const period = "day|night|morning|evening|week|month|quarter|year|weekday|weekend|hour|sprint|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday";
/**
 * A time that repeats: "every Monday", "each night", so many times a period ("once a quarter", "twice a year"; decision
 * 0473), every other or every so many periods ("every two weeks").
 */
const repeatingTime = String.raw`(?:(?:every|each)\s+(?:other\s+)?(?:${period})|(?:once|twice|three\s+times|four\s+times)\s+(?:a|an|per|each|every)\s+(?:${period})|every\s+(?:two|three|four|five|six|\d{1,2})\s+(?:days|weeks|months|quarters|years|hours|sprints))\b`;

/**
 * The documents a project keeps for the people who check it: notices, licences, changelogs, SBOMs ("Legal reviews the
 * third-party notices once a quarter"; decision 0473).
 */
const document = String.raw`notices|licen[cs]es|attributions|changelogs?|release\s+notes|SBOMs?|sboms?|contracts|policies|docs|documents|audit\s+trails?`;
/** What a project hands to the people who read it: its parts, and files, reports and exports of any kind, and its documents. */
const artefact = `${part}|files?|reports?|exports?|CSVs?|csvs?|spreadsheets?|dashboards?|logs?|metrics|feeds?|backups?|dumps?|snapshots?|invoices|statements|${document}`;
/**
 * "Finance reads these files every Monday", "the support team pulls the exports every morning": who reads what the
 * project produces, and when (decision 0307); what a change would break for them is what a later session needs. The
 * reader is a team or a name with a capital, the thing read one of the project's artefacts, the time a repeating one.
 */
const scheduledUse = new RegExp(
  String.raw`^${doer}\s+(?:reads|uses|pulls|imports|downloads|loads|checks|reviews|audits|consumes|receives|parses)\s+(?:the|these|those|our|all|every|each)\s+(?:[\w.-]{1,40}\s+){0,3}?(?:${artefact})\s+${repeatingTime}`,
  "u",
);
/**
 * "Ops rebuilds the base images every Monday", "the platform team rotates the staging keys every month": upkeep a team
 * or a named group does to the project's things on a schedule (decision 0352), what a later session should expect
 * (a new digest, a new key), or a bot named with a capital ("Renovate opens the dependency PRs every Monday morning";
 * decision 0480). The doer and the time as `scheduledUse` reads them; kin are read apart.
 */
const scheduledUpkeep = new RegExp(
  String.raw`^${doer}\s+(?:rebuilds|rotates|refreshes|resets|wipes|redeploys|restarts|bumps|updates|upgrades|patches|backs up|prunes|reindexes|regenerates|opens|raises|files|merges)\s+(?:the|our|all|every|each)\s+(?:[\w.-]{1,40}\s+){0,3}?[\w.-]{1,40}\s+${repeatingTime}`,
  "u",
);
/**
 * "Marco rotates the AWS keys whenever someone leaves", "the platform team rebuilds the base images whenever a CVE
 * lands": upkeep a team or a named person does to the project's things on an event (decision 0469), as on a schedule
 * (`scheduledUpkeep`); what a later session should expect after that event. The doer and the verbs as there; "every
 * time" is as often a fault's repetition ("it fails every time"), and the fault words keep it out.
 */
const eventUpkeep = new RegExp(
  String.raw`^${doer}\s+(?:rebuilds|rotates|refreshes|resets|wipes|redeploys|restarts|bumps|updates|upgrades|patches|backs up|prunes|reindexes|regenerates|revokes|reissues)\s+(?:the|our|all|every|each)\s+(?:[\w.-]{1,40}\s+){0,3}?[\w.-]{1,40}\s+(?:whenever|after\s+(?:every|each))\s+(?:someone|somebody|anyone|an?\s+[\w-]{2,30}|[\w-]{2,30}s)\s+[a-z]{2,20}`,
  "u",
);

/**
 * Whether `s` says who reads what the project produces on a schedule, or what upkeep a team or a named person does to
 * its things on a schedule or an event (project-facts.ts reads it). A doer of upkeep is no kin ("Mom resets …").
 */
export function statesTeamUpkeep(s: string): boolean {
  return (
    readsWithNamedSubject(scheduledUse, s) ||
    (readsWithNamedSubject(scheduledUpkeep, s) && !isKin(scheduledUpkeep.exec(s)?.[1] ?? "")) ||
    (readsWithNamedSubject(eventUpkeep, s) && !isKin(eventUpkeep.exec(s)?.[1] ?? ""))
  );
}

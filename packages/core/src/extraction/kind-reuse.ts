import { fault } from "./fault-words.js";
import { anyKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Jobs reuse the executors defined at the top of config.yml", "services share the base image built in docker/base",
 * "components reuse the tokens declared in theme.ts": what every thing of a kind takes from one place defined for all of
 * them, a rule of where it comes from (decision 0488). The thing is named with "the" and where it is defined, declared,
 * built or set up; "tests reuse the database" names no such place and is as often what happened. A fault is none.
 */
const kindReuses = new RegExp(
  String.raw`${anyKindLead}\s+(?:always\s+)?(?:reuses?|shares?|inherits?)\s+the\s+(?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}\s+(?:defined|declared|built|set\s+up|configured|kept)\s+(?:in|at|under|inside)\s+\S`,
  "i",
);

/** Whether `s` says what every thing of a kind takes from one place defined for all of them (see `kindReuses`). */
export function statesKindReuse(s: string): boolean {
  const subject = kindReuses.exec(s)?.[1];
  return subjectNamesAKind(subject) && !fault.test(s);
}

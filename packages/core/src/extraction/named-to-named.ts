import { isKin, namesNoKind } from "./not-a-noun.js";
import { productFeature, toolingPart } from "./project-parts.js";

/**
 * "from Make to Bazel", "off `setup.py` to `pyproject.toml`": from a name with a capital or code to another; a name may
 * open in lower case with a capital inside it ("from Exposed to jOOQ", "to tRPC"; decision 0575). Moved here from
 * change-of-course.ts with the packages' names below (decision 0601).
 */
export const namedToNamed =
  /^(?:from|off)\s+(?:[A-Z][\w.+#-]{0,30}|[a-z]{1,10}[A-Z][\w.+#-]{0,30}|\x60[^\x60\s]{1,40}\x60)\s+to\s+(?:[A-Z]|\x60|[a-z]{1,10}[A-Z])/;

/**
 * From one package's hyphenated name to another's, a word of what the first gives after it at most: "from client-go
 * informers to controller-runtime" (decision 0601). Lower case, so as often words of life ("from full-time to
 * part-time"): read only with a thing switched that names no one (`betweenNames`).
 */
const hyphenName = "[a-z][a-z0-9]{1,20}(?:-[a-z0-9]{2,20}){1,3}";
const packageToPackage = new RegExp(String.raw`^(?:from|off)\s+${hyphenName}(?:\s+[a-z]{2,20})?\s+to\s+${hyphenName}\b`);

/**
 * From a named thing said with its article to another, or to a thing in a named one: "from a Google Sheet to a table in
 * Postgres" (decision 0614). Read only with a thing switched that names no one, as `packageToPackage` is.
 */
const name = String.raw`(?:[A-Z][\w.+#-]{0,30}|[a-z]{1,10}[A-Z][\w.+#-]{0,30}|\x60[^\x60\s]{1,40}\x60)`;
const articleToNamed = new RegExp(
  String.raw`^(?:from|off)\s+(?:an?|the)\s+${name}(?:\s+[A-Za-z][\w-]{1,30})?\s+to\s+(?:(?:(?:an?|the)\s+)?${name}|(?:an?|the)\s+(?:[\w-]{1,30}\s+){0,2}?(?:in|on)\s+${name})`,
);

/**
 * From a tool's lower-case name to a name with a capital or code: "from wkhtmltopdf to Typst", "from cron to `systemd`
 * timers" (decision 0622), or from one lower-case thing to another, up to three words each: "door access from key fobs
 * to phone passes" (decision 0630). Lower case is as often a word of life ("we switched our dog from kibble to Purina",
 * "the baby from bottles to cups"): read only with a thing switched that is the project's, a part, its tooling, a
 * feature, what it makes or who may get in (`projectThingSwitched`).
 */
const fromLowerCase = new RegExp(
  String.raw`^(?:from|off)\s+(?:(?:[a-z][a-z0-9.+#-]{1,30}\s+to\s+${name})|(?:[a-z][\w-]{1,30}\s+){0,2}[a-z][\w-]{1,30}\s+to\s+(?:[a-z][\w-]{1,30}\s+){0,2}[a-z][\w-]{1,30}\b)`,
);
const projectThingSwitched = new RegExp(
  String.raw`(?:^|\s)(?:${toolingPart}|${productFeature}|PDFs|invoices|receipts|reports|exports|labels|thumbnails|charts|templates|screenshots|access|sign-?ins?|log-?ins?|check-?ins?|onboarding)$`,
  "i",
);

/**
 * Whether a move of `switched` (the words between its verb and its "from") names two things it moved between in `fromOn`
 * (the clause's rest, its "from" first): two names (`namedToNamed`), or two packages' names, two named things said with
 * their articles when what was switched names no one ("we switched the kids from full-time to part-time …" names people),
 * or a lower-case name or thing and a name or another thing when what was switched is the project's (`fromLowerCase`).
 */
export function betweenNames(switched: string, fromOn: string): boolean {
  if (namedToNamed.test(fromOn)) return true;
  const words = switched.trim().split(/\s+/);
  if (fromLowerCase.test(fromOn) && projectThingSwitched.test(switched.trim()) && !namesNoKind(words)) return true;
  return (packageToPackage.test(fromOn) || articleToNamed.test(fromOn)) && !namesNoKind(words) && !words.some(isKin);
}

import { eachAsPlural } from "./each-as-plural.js";
import { plural } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Feature flags are constants defined in flags.ts", "every exported error is a sentinel declared in errors.go" (read as
 * "exported errors are …", `eachAsPlural`): what every thing of a kind is and the one file or folder it is declared in
 * (decision 0553), the place named as code (a file name, a path, backticks) closing the sentence.
 */
const declaredIn = new RegExp(
  String.raw`^(?:all\s+)?((?:[\w-]{1,30}\s+){0,2}?${plural})\s+are\s+(?:an?\s+)?(?:[\w-]{1,30}\s+)?[\w-]{2,30}\s+(?:declared|defined|registered|listed)\s+(?:only\s+)?(?:in|under)\s+(?:\x60[^\x60\s]{1,80}\x60|[\w.-]{1,60}\.[a-z]{1,5}|[\w.-]{1,40}\/[\w./-]{0,80})\s*[.!]?$`,
  "i",
);

/** Whether `s` says what every thing of a kind is and the file or folder it is declared in (see the module's comment). */
export function statesDeclaredIn(s: string): boolean {
  const found = declaredIn.exec(eachAsPlural(s) ?? s);
  return found !== null && subjectNamesAKind(found[1]);
}

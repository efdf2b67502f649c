import { fault } from "./fault-words.js";
import { pluralKindLead } from "./kind-words.js";
import { namesAKind } from "./not-a-noun.js";

/**
 * "High-severity advisories block a release", "open security findings block any merge": what a kind of finding holds
 * back (decision 0480), a gate of the project's, said of any one of the work it stops ("a release", "any merge"). "Flaky
 * tests block every merge" is as often a complaint, "the tests block the release" is at hand, and a subject with a word
 * of a fault ("broken builds block a deploy") reports one: none is read.
 */
const kindBlocks = new RegExp(
  String.raw`${pluralKindLead}\s+(?:always\s+)?(?:block|hold\s+up|stop|gate)\s+(?:a|an|any)\s+(?:[\w-]{1,30}\s+)?(?:release|merge|deploy|deployment|build|PR|pull\s+request|rollout|publish|upgrade)\b`,
  "i",
);

/** Whether `s` says what a kind of finding or check holds back (`kindBlocks`). */
export function statesKindBlocks(s: string): boolean {
  const subject = kindBlocks.exec(s)?.[1];
  return subject !== undefined && namesAKind(subject.split(/\s+/)) && !fault.test(subject);
}

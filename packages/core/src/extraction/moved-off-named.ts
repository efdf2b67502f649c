import { namesAKind } from "./not-a-noun.js";

/**
 * "We moved the forecasts off Excel because two people kept overwriting each other's sheets", "the team moved our builds
 * away from Jenkins since …": a kind of the project's work moved off a tool named with a capital or in code (decision
 * 0596), a change of course with its reason as any other. Read with its case, so the tool is a name: "we moved the couch
 * off the rug" names none; people are no kind of work ("we moved the kids off Netflix …"), and "we moved it …" is at
 * hand.
 */
const movedOffNamedLead =
  /^(?:[Ww]e|[Tt]he team)(?:['’]ve| have| has)?\s+moved\s+(?=(?:the|our|all\s+(?:the|our))\s+((?:[\w.-]{1,30}\s+){0,2}?[\w.-]{2,30})\s+(?:off(?:\s+of)?|away\s+from)\s+(?:[A-Z][\w.+#-]{0,30}|[a-z]{1,10}[A-Z][\w.+#-]{0,30}|\x60[^\x60\s]{1,40}\x60)(?=[\s,.;!]|$))/;

/** The lead of `s` when it moves a kind of work off a named tool (see above), else null. */
export function movedOffNamed(s: string): RegExpExecArray | null {
  const found = movedOffNamedLead.exec(s);
  return found !== null && namesAKind(found[1]!.split(/\s+/)) ? found : null;
}

import { faultInFirstClause } from "./fault-words.js";
import { anyKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "Design tokens are the only source of colors", "the router is the only entry point for requests" said of a kind,
 * "migrations are the only way to change the schema": the one thing of the project a kind of thing comes from or goes
 * through (decision 0351), or its source of truth ("Zod schemas are the source of truth for request shapes"; decision
 * 0381). A kind (a plural or a mass noun, which a phrase may narrow); people, things at hand and a fault are none.
 */
const onlySource = new RegExp(
  String.raw`${anyKindLead}\s+(?:is|are)\s+the\s+(?:only\s+(?:source|place|home|way|entry point|gateway|channel)|(?:single\s+)?source\s+of\s+truth)\s+(?:of|for|to|into)\s+\S`,
  "i",
);

/** Whether `s` names the one thing of the project a kind of thing comes from or goes through (`onlySource`). */
export function statesOnlySource(s: string): boolean {
  const kind = onlySource.exec(s)?.[1];
  return subjectNamesAKind(kind) && !faultInFirstClause(s);
}

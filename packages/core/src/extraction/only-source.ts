import { faultInFirstClause } from "./fault-words.js";
import { anyKindLead } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";
import { oneClause } from "./one-clause.js";

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

/**
 * "Pydantic models are the only thing the API returns", "repositories are the only code that touches the database": the
 * one kind a part of the project gives or lets through (decision 0572), "the only thing (code, objects, types …)" and one
 * clause of up to 80 characters after it, ending in a word or code, read in plain steps; or the only modules (services,
 * components, files …) that may do a thing: "Contexts are the only modules allowed to call Repo" (decision 0578).
 */
const onlyThingLead = new RegExp(
  String.raw`${anyKindLead}\s+(?:is|are)\s+the\s+only\s+(?:thing|things|code|objects?|types?|values?|layers?|modules?|class|classes|services?|components?|files?|places?)\s+(?!(?:I|you|we|he|she|they|it)\b)(?=[a-z])`,
  "i",
);

/** Whether `s` names the one thing of the project a kind of thing comes from or goes through (`onlySource`, `onlyThingLead`). */
export function statesOnlySource(s: string): boolean {
  const thing = onlyThingLead.exec(s);
  if (thing !== null) {
    const rest = s.slice(thing[0].length);
    return subjectNamesAKind(thing[1]) && oneClause(rest, 80) && !faultInFirstClause(s);
  }
  const kind = onlySource.exec(s)?.[1];
  return subjectNamesAKind(kind) && !faultInFirstClause(s);
}

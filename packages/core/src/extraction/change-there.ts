import { withoutFinalStop } from "./excluding.js";
import { namesNoKind } from "./not-a-noun.js";

/**
 * "Ruff's config is shared across our repos, so change it upstream in acme-lint, not here", "the protobufs are vendored
 * from the api repo, so update them there": where a part of the project is changed, because it is kept elsewhere
 * (decision 0347). A subject of up to five words (no pronoun, nothing at hand), a participle of where it is kept, then
 * after ", so" a verb of changing it and where. Read in plain steps: the lead, the ", so" within 100 characters, the
 * request.
 */
const keptElsewhere =
  /^(?!(?:it|this|that|these|those|my|your)\b)((?:[\w\x60.'’/-]{1,40}\s+){0,4}[\w\x60.'’/-]{1,40})\s+(?:is|are)\s+(?:shared|vendored|synced|copied|mirrored|managed|owned|maintained|pulled|imported|generated)\s/i;
const changeThere =
  /^(?:please\s+)?(?:always\s+)?(?:change|edit|update|modify|make changes to)\s+(?:it|them)\s+(?:upstream\b|there\b|(?:in|at|via|through)\s+\S)/i;
const so = ", so ";

/** Whether `s` says where a part of the project kept elsewhere is changed (`keptElsewhere`, `changeThere`). */
export function statesWhereToChange(s: string): boolean {
  const lead = keptElsewhere.exec(s);
  if (lead === null || namesNoKind(lead[1]!.split(/\s+/))) return false;
  const at = s.indexOf(so, lead[0].length);
  if (at < 0 || at - lead[0].length > 100) return false;
  const rest = withoutFinalStop(s.slice(at + so.length));
  return rest.length <= 100 && changeThere.test(rest);
}

import { part, partSubject } from "./project-parts.js";

/**
 * "The mobile apps still read v1 of the orders API", "the partner SDK only calls the v2 endpoints", "the billing worker is
 * on version 3 of the events schema": the version of another part that a part of the project is on (decision 0491), what a
 * later session needs before it changes or drops that version. Versions of a part live side by side by design, so a
 * "still" here marks what lasts, as a "still" of the users does (audience-share.ts), where project-facts.ts reads it; a
 * "still" without a version ("the worker still reads from the old queue") stays a fault.
 *
 * The version is a "v" or "version" and a number ("v1", "version 2.1"), either before "of" and the part ("v1 of the
 * orders API") or among the part's words ("the v2 endpoints"); what the part is on is a part (`part`) or one of the
 * things a version names in an API: its endpoints, routes, protos, schemas or contract.
 */
const version = String.raw`(?:v|version\s+)\d{1,4}(?:\.\d{1,4}){0,2}`;
const versioned = String.raw`(?:the|our)\s+`;
const thingOfAVersion = String.raw`(?:${part}|endpoints?|routes?|protos?|schemas?|contracts?)\b`;
const onVersion = String.raw`(?:${version}\s+of\s+${versioned}(?:[\w.-]{1,40}\s+){0,3}?|${versioned}(?:[\w.-]{1,40}\s+){0,2}?${version}\s+(?:[\w.-]{1,40}\s+){0,3}?)${thingOfAVersion}`;
const versionInUse = new RegExp(
  String.raw`^${partSubject}\s+(?:(?:still|only|also)\s+)?(?:reads?|uses?|calls?|targets?|hits?|consumes?|speaks?|talks?\s+to|depends?\s+on|relies?\s+on|(?:is|are)\s+(?:still\s+)?on)\s+${onVersion}`,
);

/** Whether `s` says which version of another part a part of the project is on (see above). */
export function statesVersionInUse(s: string): boolean {
  return versionInUse.test(s);
}

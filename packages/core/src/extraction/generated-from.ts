import { notANoun } from "./not-a-noun.js";
import { part, partSubject } from "./project-parts.js";

/**
 * "Partners generate their SDKs from openapi.yaml", "the frontend generates its types from the GraphQL schema", "we build
 * the client from proto/": what is generated from a file or a part of the project, and by whom (decision 0492), what a
 * later session needs before it changes that file. Said in the present, a lasting way ("we generated the client from
 * it" is an act done). What it is made from is a file of a schema's kind, a path, code in backticks, or a schema, spec,
 * proto or contract or a part named with "the" or "our"; the one making it a part of the project, the team, or people
 * named by a plural of one word ("Partners", "Integrators"), no pronoun or quantifier (`notANoun`).
 */
const made = String.raw`(?:generate|generates|build|builds|derive|derives|compile|compiles)`;
const schemaFile = String.raw`[\w.-]{1,60}\.(?:ya?ml|json|proto|graphql|gql|sql|prisma|thrift|avsc|avdl|xsd|wsdl|smithy|cue)\b`;
const source = String.raw`(?:${schemaFile}|\x60[^\x60\s]{1,60}\x60|[\w.-]{1,40}\/[\w./-]{0,60}|(?:the|our)\s+(?:[\w.-]{1,40}\s+){0,3}?(?:schemas?|specs?|protos?|contracts?|${part})\b)`;
const generatedFrom = new RegExp(
  String.raw`^(?:${partSubject}|[Ww]e|[Tt]he\s+team|(\p{Lu}\p{Ll}{2,30}s))\s+(?:(?:all|still|also|only|always)\s+)?${made}\s+(?:its|their|our|the)\s+(?:[\w.-]{1,30}\s+){0,2}?[\w.-]{2,30}\s+from\s+${source}`,
  "u",
);

/** Whether `s` says what is generated from a file or a part of the project, and by whom (see above). */
export function statesGeneratedFrom(s: string): boolean {
  const found = generatedFrom.exec(s);
  return found !== null && (found[1] === undefined || !notANoun.has(found[1].toLowerCase()));
}

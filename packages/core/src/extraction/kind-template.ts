import { subjectNamesAKind } from "./not-a-noun.js";

/** What a new thing of a kind is made from (a template, a scaffold, …), named with "the", "our" or "a"; and the kind. */
const templateNoun = String.raw`(?:the|our|a|an)\s+(?:[\w.-]{1,30}\s+){0,2}?(?:template|templates|scaffold|skeleton|generator|starter|boilerplate|blueprint|cookiecutter)\b`;
const newKind = String.raw`^(?:all\s+)?new\s+((?:[\w-]{1,30}\s+){0,2}?[\w-]{2,30}s)\s+`;

/**
 * "New workflows start from the template in .github/workflow-templates", "new services are generated from the
 * cookiecutter template": what every new thing of a kind is made from (decision 0455), a template, a scaffold, a
 * generator or a starter of the project's, named with "the", "our" or "a", or as a path. A bare "new …" is as often this
 * task's (decision 0289); a template is what says it is how new ones are made, not what one new thing was made from
 * ("the new page started from scratch").
 */
const newFromTemplate = new RegExp(String.raw`${newKind}(?:always\s+)?(?:start|begin)\s+(?:from|with)\s+(?:${templateNoun}|[\w.-]{0,60}\/[\w./-]{1,100})`, "i");
const newMadeFromTemplate = new RegExp(
  String.raw`${newKind}(?:are|get)\s+(?:always\s+)?(?:created|generated|copied|scaffolded|made|built|cloned)\s+(?:from|with)\s+${templateNoun}`,
  "i",
);

/** Whether `s` says what every new thing of a kind is made from (see above). */
export function statesKindTemplate(s: string): boolean {
  return subjectNamesAKind(newFromTemplate.exec(s)?.[1] ?? newMadeFromTemplate.exec(s)?.[1]);
}

import { eachOfAKind, pluralKindLead } from "./kind-words.js";
import { namesOneOfAKind, subjectNamesAKind } from "./not-a-noun.js";
import { part } from "./project-parts.js";

/**
 * "Thumbnails are resized by the image service before they ever reach the templates", "every upload is scanned by the
 * antivirus worker before it reaches S3": what a part of the project does to a kind of things before they reach another
 * (decision 0496), the order of the project's parts a later session needs before it changes one of them. A plural kind
 * or "every" and one of a kind, "are" / "is" or "get" / "gets" and what is done to them (a participle in -ed or -en), by,
 * in or at a part named with "the" or "our", then "before they / it (ever) reach …". What happens to them now ("…
 * before they reach the templates today") and a fault ("… are corrupted by …") are read apart (project-facts.ts).
 */
const doneTo = String.raw`\s+(?:(?:always|all|already|first)\s+)?[a-z]{2,30}(?:ed|en)\s+(?:by|in|at)\s+(?:the|our)\s+(?:[\w.-]{1,40}\s+){0,3}?(?:${part})\s+before\s+`;
const reach = String.raw`(?:(?:ever|even|actually)\s+)?(?:reach|reaches|hit|hits|get\s+to|gets\s+to|land\s+in|lands\s+in|arrive\s+at|arrives\s+at|make\s+it\s+to|makes\s+it\s+to)\s+\S`;
const kindDone = new RegExp(String.raw`${pluralKindLead}\s+(?:are|get)${doneTo}they\s+${reach}`, "i");
const eachDone = new RegExp(String.raw`^${eachOfAKind}\s+(?:is|gets)${doneTo}it\s+${reach}`, "i");

/**
 * Or the part a kind of things goes through first: "Stripe webhooks hit a separate Lambda before anything reaches the
 * API", "uploads go through the scanner before they reach S3" (decision 0579), a part with "a", "the" or "our" before it.
 */
const kindPassesFirst = new RegExp(
  String.raw`${pluralKindLead}\s+(?:(?:always|all|first)\s+)?(?:hit|go\s+through|pass\s+through|run\s+through)\s+(?:a|an|the|our)\s+(?:[\w.-]{1,40}\s+){0,3}?(?:${part})\s+before\s+(?:anything|they|it)\s+${reach}`,
  "i",
);

/** Whether `s` says what a part does to a kind of things before they reach another, or which part they pass first. */
export function statesDoneBeforeReaching(s: string): boolean {
  const kind = kindDone.exec(s) ?? kindPassesFirst.exec(s);
  if (kind !== null) return subjectNamesAKind(kind[1]);
  const each = eachDone.exec(s);
  return each !== null && namesOneOfAKind((each[1] ?? "").split(/\s+/));
}

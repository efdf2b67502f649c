import { eachOfAKind, practiceParticiple } from "./kind-words.js";
import { namesOneOfAKind } from "./not-a-noun.js";

/**
 * "Every migration gets reviewed by the DBA", "each release is signed with the team's key": how every one thing of a
 * kind is made or checked, "every" or "each" and the kind in one to three words, then "is" or "gets", a participle of the
 * project's work and what does it (decision 0418), as decision 0277 reads the plural ("migrations get reviewed by the
 * DBA"). A moment or a person after "every" is no kind ("every time it is built with esbuild", "every user is validated
 * by the auth service").
 */
const everyOneHandled = new RegExp(
  String.raw`^${eachOfAKind}\s+(?:is|gets)\s+(?:(?:always|usually|only)\s+)?${practiceParticiple}\s+(?:with|using|via|through|by)\s+\S`,
  "i",
);

/** Whether `s` says how every one thing of a kind is made or checked (`everyOneHandled`). */
export function statesEveryOneHandled(s: string): boolean {
  const subject = everyOneHandled.exec(s)?.[1];
  return subject !== undefined && namesOneOfAKind(subject.split(/\s+/));
}

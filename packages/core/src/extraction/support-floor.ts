import { part } from "./project-parts.js";

/**
 * "Safari 16 is the oldest browser we still support", "the oldest Node version the CLI supports is 20", "Android 10 is
 * the lowest version our app targets": the edge of what the team or a part of the project supports (decision 0537),
 * what a later session checks before it uses a newer feature or drops a version. The supported thing is a name with a
 * capital and a version ("Safari 16", "iOS 15.4", "Node 20"; a capital after a few small letters, "iOS", "macOS", since
 * decision 0591), or a version alone after "is" where the kind is named
 * first ("… is 20"); the edge is a superlative of age or height; who supports it is the team ("we", "the team") or a
 * part of the project. "Windows 7 is the oldest laptop we still have" supports nothing.
 */
const product = String.raw`(?:\p{Lu}|[a-z]{1,4}\p{Lu})[\p{L}\d.+#-]{0,30}(?:\s+\p{Lu}[\p{L}\d.+#-]{0,30})?\s+v?\d{1,4}(?:\.\d{1,4}){0,2}\+?`;
const edge = `(?:oldest|newest|earliest|latest|lowest|highest|minimum|maximum|last|first)`;
const kind = String.raw`(?:[\p{L}\d.+#-]{1,30}\s+){0,2}?`;
const supporter = String.raw`(?:that\s+|which\s+)?(?:we|the\s+team|(?:the|our)\s+(?:[\w.-]{1,30}\s+){0,2}?(?:${part}))`;
const supports = String.raw`(?:(?:still|officially|actually|fully|currently)\s+)?(?:supports?|targets?|tests?\s+(?:against|on)|runs?\s+on|ships?\s+(?:for|to)|builds?\s+for)`;
const productFirst = new RegExp(String.raw`^${product}\s+is\s+(?:still\s+)?(?:the|our)\s+${edge}\s+${kind}${supporter}\s+${supports}\b`, "u");
const edgeFirst = new RegExp(
  String.raw`^(?:[Tt]he|[Oo]ur)\s+${edge}\s+${kind}${supporter}\s+${supports}\s+is\s+(?:still\s+)?(?:${product}|v?\d{1,4}(?:\.\d{1,4}){0,2})\s*[.!]?$`,
  "u",
);

/**
 * "The Android app still supports API level 24 because a big retail customer runs old tablets", "we still support iOS 15":
 * a version the team or a part of the project still supports, the edge said by "still" (decision 0591), a name with a
 * capital and a version or Android's API level; what follows (its reason) may go on.
 */
const stillSupports = new RegExp(
  String.raw`^(?:[Ww]e|[Tt]he\s+team|(?:[Tt]he|[Oo]ur)\s+(?:[\w.-]{1,30}\s+){0,2}?(?:${part}))\s+still\s+(?:supports?|targets?|runs?\s+on|builds?\s+for|ships?\s+(?:for|to))\s+(?:${product}|API\s+level\s+\d{1,3}\+?)(?=[\s.,;!]|$)`,
  "u",
);

/** Whether `s` says the oldest or newest version the team or a part of the project supports (see above). */
export function statesSupportFloor(s: string): boolean {
  return productFirst.test(s) || edgeFirst.test(s) || stillSupports.test(s);
}

import { part } from "./project-parts.js";

/**
 * What the rest of the project does with a kind a rule keeps one way, said after a semicolon: the clause that makes the
 * first one a rule of the whole, read by kind-choice.ts and kind-shape.ts. Each names a part of the project, its browser,
 * UI, views or templates: "…; the kids only eat them" names none.
 */
const otherPart = String.raw`(?:the|our)\s+(?:[\w-]{1,30}\s+)?(?:${part}|browser|UI|views?|templates?)`;
/**
 * What another part only does with them: "Cart totals are computed on the server; the client only displays them"
 * (decision 0597), the one choice said as the other side's lesser part.
 */
const otherPartOnly = new RegExp(
  String.raw`^;\s+${otherPart}\s+(?:only|just|merely)\s+(?:displays?|shows?|renders?|reads?|formats?|forwards?|passes|caches?|prints?|logs?)\s+(?:them|it)$`,
);
/**
 * What everything inside the part is: "Time zones are converted at the edges; everything inside the app is UTC" (decision
 * 0602), the one form the rest keeps; "…; everything inside the house is tidy" names no part.
 */
const everythingInside = new RegExp(
  String.raw`^;\s+everything\s+(?:else\s+)?(?:inside|in|within|behind)\s+(?:the|our)\s+(?:[\w-]{1,30}\s+)?(?:${part}|browser|UI|domain|core)\s+(?:is|stays|uses|speaks|works\s+in)\s+(?:[\w-]{1,30}\s+)?[\w-]{2,30}$`,
);
/**
 * What another part turns them into for people to read: "Weights are always grams in the database; the UI converts to
 * kilograms for display" (decision 0605).
 */
const convertsForDisplay = new RegExp(
  String.raw`^;\s+${otherPart}\s+(?:only\s+)?(?:converts|formats|rounds|shows|displays|renders)\s+(?:them\s+|it\s+)?(?:to|in|as)\s+[\w-]{2,30}(?:\s+[\w-]{2,30})?\s+for\s+(?:display|the\s+user|users|people)$`,
);

/** Whether `rest`, from a semicolon on without the final stop, says what the rest of the project does (see above). */
export function restOfTheParts(rest: string): boolean {
  return otherPartOnly.test(rest) || everythingInside.test(rest) || convertsForDisplay.test(rest);
}

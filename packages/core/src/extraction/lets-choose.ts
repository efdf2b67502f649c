import { vagueObject } from "./skip-rules.js";
import { finishSentence, rewritePronouns } from "./third-person.js";

/**
 * "Let's go with Postgres", "we'll stick with the REST API", "let's keep the JSON files": what the person and the agent
 * (or the team) settle on, a decision said as a plan. Moved from user-rules.ts when it reached three hundred lines
 * (decision 0540).
 */
const letUs =
  /^(?:let['’]s|let us|we['’]ll|we will|we['’]re going to)\s+(go with|use|stick with|pick|choose|switch to|keep|move to|adopt|standardize on)\s+(\S.*)$/i;

/**
 * "Let's keep going and chase our dreams", "let's keep pushing each other", "let's keep at it": a cheer to go on, no
 * choice (decision 0540; thirty-one of the dev sets' conversations' turns were kept as "User decided to keep going …").
 * "keep" and a verb's "-ing" chooses only when the verb is a practice of the project's ("let's keep using pnpm", "…
 * running the nightly build"); each other, at it, up, on and in touch are none.
 */
const keptPractice =
  /^(?:using|running|relying\s+on|calling|targeting|pinning|vendoring|publishing|deploying|shipping|building|testing|supporting\s+(?=\p{Lu}|\d))\b/iu;
const goingOn =
  /^(?:[a-z]{2,20}(?:ing\b|in['’](?=\s|$))|each\s+other|one\s+another|it\s+(?:up|going|real|simple)|at\s+it|up\b|on\b|in\s+touch|the\s+(?:faith|vibes?|spirit|momentum)|that\s+(?:energy|spirit|momentum))/i;

/**
 * The decision `s` says as a plan (see `letUs`): undefined when it says none; `{ decided: undefined }` when it is one in
 * shape but keeps nothing (a vague object, a cheer to keep going); else the decision in the third person.
 */
export function letUsChoice(s: string): { readonly decided: string | undefined } | undefined {
  const chosen = letUs.exec(s);
  if (chosen === null) return undefined;
  const [, verb = "", rest = ""] = chosen;
  if (vagueObject.test(rest) && !/\bthe\b/i.test(rest.slice(0, 4))) return { decided: undefined };
  if (/^keep$/i.test(verb) && goingOn.test(rest) && !keptPractice.test(rest)) return { decided: undefined };
  return { decided: finishSentence(`User decided to ${verb.toLowerCase()} ${rewritePronouns(rest, "user")}`) };
}

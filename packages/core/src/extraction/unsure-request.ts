import { finishSentence, rewritePronouns } from "./third-person.js";

/**
 * "When you're unsure about a tax rule, say so instead of guessing", "if you're stuck on a flaky test, ask me first": what
 * the person wants the agent to do whenever it is unsure or stuck (decision 0593), a lasting request kept as "When the agent
 * is unsure about a tax rule, the user wants it to say so instead of guessing". Read in plain steps (the lead, the clause
 * up to its comma, then the request), the request opening with a verb of saying, asking, flagging or stopping.
 */
const unsureLead = /^(?:when|if)(?:ever)?\s+you(?:['’]re|\s+are)\s+(unsure|not\s+sure|uncertain|in\s+doubt|stuck|unclear)\b/i;
/** What the agent is unsure about: up to eight words of letters and digits, each after a space. */
const aboutWords = /^(?:\s+[\p{L}\p{N}'’./#-]{1,30}){0,8}$/u;
const atHand = /\b(?:this|that|these|those|it|here|now|today)\b/i;
const askVerb = /^(?:please\s+)?(say|tell|ask|flag|admit|stop|pause|check|mention|note|leave)\b/i;

/** The preference `s` states if it asks what the agent does whenever it is unsure (see above), else undefined. */
export function unsureRequest(s: string): string | undefined {
  const lead = unsureLead.exec(s);
  if (lead === null) return undefined;
  const comma = s.indexOf(",", lead[0].length);
  if (comma < 0 || comma - lead[0].length > 60) return undefined;
  const about = s.slice(lead[0].length, comma);
  // "… about this file", "… right now": unsure of what is at hand, a request of this task's.
  if (atHand.test(about) || !aboutWords.test(about)) return undefined;
  const request = s.slice(comma + 1).trim();
  const verb = askVerb.exec(request);
  if (verb === null || request.length > 100 || /[,;]/.test(request)) return undefined;
  const rest = request.slice(verb[0].length).trim().replace(/[.!]$/, "");
  const state = lead[1]!.toLowerCase().replace(/\s+/g, " ");
  return finishSentence(
    `When the agent is ${state}${about}, the user wants it to ${verb[1]!.toLowerCase()}${rest === "" ? "" : ` ${rewritePronouns(rest, "user")}`}`,
  );
}

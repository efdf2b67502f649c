import { isKin, notANoun } from "./not-a-noun.js";
import { beforeRequest } from "./request-clause.js";
import { sentenceFact, type SentenceFact } from "./sentence-fact.js";
import { momentaryBesidesNow } from "./moment-words.js";
import { finishSentence, toThirdPerson } from "./third-person.js";

/**
 * "Production runs are gated: only Rafael can trigger the prod playbook", "only the platform team can deploy to prod":
 * who alone may do a thing of the project's, a fact of its access (decision 0350). Opening the sentence, or after a
 * colon, a semicolon, or a comma and "and" or "so"; a name, a handle or a team, never kin or no one in particular.
 */
const onlyWho =
  /(?:^|[:;]\s+|,\s+(?:and|so)\s+)[Oo]nly\s+(\p{Lu}\p{Ll}{1,30}|@[\w-]{1,40}|the\s+(?:[\w-]{1,30}\s+){0,2}team)\s+(?:can|may|is allowed to|gets to|get to)\s+(?:trigger|run|deploy|merge|release|publish|push|approve|rotate|change|edit|touch|access|tag|cut|start)\s+(?:the|to|our|any|a|an|new)\b/u;

/** Who alone may do a thing of the project's (`onlyWho`), as a fact, if `s` says; for the moment ("this week") none. */
export function onlyWhoMay(s: string): SentenceFact | undefined {
  const who = onlyWho.exec(s)?.[1];
  if (who === undefined || notANoun.has(who.toLowerCase()) || isKin(who) || momentaryBesidesNow.test(s)) return undefined;
  return sentenceFact(finishSentence(toThirdPerson(beforeRequest(s), "user")), "fact", 0.6, 0.8);
}

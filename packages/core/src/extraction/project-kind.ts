import { fault } from "./fault-words.js";
import { beforeRequest } from "./request-clause.js";
import { sentenceFact, type SentenceFact } from "./sentence-fact.js";
import { momentary } from "./moment-words.js";
import { finishSentence, toThirdPerson } from "./third-person.js";

/**
 * "This is a Rails 7.2 monolith with Sidekiq for background jobs", "this repo is a TypeScript monorepo", "this app is a
 * Next.js 14 app": what kind of project the person works in, told with "this" (decision 0318). It is the first thing a
 * new session needs, and "this" names the project only in the sentence it was said in, so the fact names it: "The
 * project is a Rails 7.2 monolith …". The words before the kind name a product (a capital) or a version: "this is a
 * small app" says nothing a later session can use, and "this is a bug" or "this is a great idea" names no kind.
 */
const kinds =
  "app|application|monolith|monorepo|service|microservice|project|repo|repository|library|SDK|sdk|CLI|cli|API|api|SPA|site|website|backend|frontend|plugin|extension|package|crate|gem|codebase|bot";
const projectKind = new RegExp(
  String.raw`^([Tt]his(?:\s+(project|repo|repository|codebase|app|service|monorepo))?)\s+is\s+an?\s+((?:[\w.+#-]{1,30}\s+){1,4}?)(?:${kinds})\b`,
);
/** What the project is called in the fact: what the person called it, "the project" when "this" alone. */
const named: Readonly<Record<string, string>> = { repository: "repo" };

/** The fact `s` states about what kind of project this is (see `projectKind`), if any. */
export function projectKindFact(s: string): SentenceFact | undefined {
  const said = beforeRequest(s);
  const found = projectKind.exec(said);
  if (found === null || !/\p{Lu}|\d/u.test(found[3] ?? "") || fault.test(said) || momentary.test(said)) return undefined;
  const noun = found[2]?.toLowerCase();
  const subject = `The ${noun === undefined ? "project" : (named[noun] ?? noun)}`;
  return sentenceFact(finishSentence(toThirdPerson(`${subject}${said.slice(found[1]!.length)}`, "user")), "fact", 0.6, 0.8);
}

import { withoutFinalStop } from "./excluding.js";
import { oneClause } from "./one-clause.js";
import { faultInFirstClause } from "./fault-words.js";
import { massNoun, word } from "./kind-words.js";
import { subjectNamesAKind } from "./not-a-noun.js";

/**
 * "No default exports in this repo", "no console.log in production code": what a place of the project may not hold, a
 * ban said without a verb; or a part of its code ("No inline styles in the templates", "no PII in the logs"; decision
 * 0403): a plural of `codeParts`, or a mass noun a word or two may narrow ("committed code"), closing the sentence. "No
 * kids in the photos" names no part of the code, and what a search or a run reports ("no errors in the logs", "no
 * changes in the migrations", "no matches in the tests") is no rule. Read in plain steps: what is banned, then its place.
 */
const banned = new RegExp(
  String.raw`^no\s+(?!(?:changes|diffs?|differences?|hits|matches|results|mentions|references|occurrences|usages|uses|instances|entries|rows|records|items|files|lines|warnings|issues|problems|luck|way|idea|time|one|signs?|traces?)\b)(?:${word}\s+){0,3}?${word}\s+(?:in|across|anywhere in|inside|under|within)\s+`,
  "i",
);
/** The project or a place of it, as a ban names it first: what may follow it is the ban's to say. */
const projectPlace =
  /^(?:(?:this|the|our|any)\s+)?(?:repo|repository|project|codebase|code base|package|packages|monorepo|production code|source|library|app|tests|test suite)\b/i;
/** The parts of a project's code a ban may name, as plurals. */
const codeParts =
  "templates|components|views|handlers|controllers|models|specs|test files|fixtures|migrations|modules|libraries|services|routes|hooks|reducers|resolvers|scripts|stylesheets|styles|configs|manifests|Dockerfiles|workflows|schemas|queries|commits|commit messages|PRs|pull requests|docs|headers|logs|notebooks|playbooks|roles|charts|functions|classes|endpoints";
const codePart = new RegExp(String.raw`^(?:(?:the|our|any|all)\s+)?(?:(?:${word}\s+){0,2}(?:${codeParts})|(?:[\w-]{1,30}\s+){0,2}${massNoun})$`, "i");

/**
 * "Nothing gets installed from a git URL", "nothing is deployed on Fridays": where or when nothing is brought in or sent
 * out (decision 0409), a kind of source or moment ("a git URL", "Fridays"), never one at hand ("from the git URL": what
 * happened); one clause of up to 80 characters.
 */
const nothingFrom =
  /^nothing\s+(?:ever\s+)?(?:gets|is|may\s+be|should\s+be|can\s+be)\s+(?:installed|deployed|imported|loaded|pulled|fetched|downloaded|merged|published|released|copied|shipped)\s+(?:from|via|through|on|outside|into)\s+(?!(?:the|this|that|these|those|my|your|his|her|its|our|their|it|them)\b)(?:(?:an?|any)\s+)?[\w\x60.'’/-][^,;:]{0,80}$/i;

/**
 * "Nothing in the request path does blocking I/O", "nothing under core/ imports React": what no code at a place of the
 * project does (decision 0420), or the user it runs as ("Nothing in deploy/ runs as root"; decision 0507). The place is a path or a part of the code (a layer, a package, the request path …), the
 * verb one of what code does to other code or resources, and what follows it a kind, not one at hand ("nothing in src/
 * uses it", "… calls this function": a search's report); one clause of up to 60 characters after the verb. "Nothing in the
 * logs shows an error" names no part of the code.
 */
const nothingAtPlaceDoes =
  /^nothing\s+(?:in|under|inside|within)\s+(?:the\s+|our\s+)?(?:[\w.-]{1,30}\/[\w./-]{0,60}|(?:[\w-]{1,30}\s+){0,2}(?:path|layer|package|packages|module|modules|folder|directory|service|services|code|codebase|repo|core|domain|handlers|controllers|views|components|frontend|backend|loop|library|app))\s+(?:ever\s+)?(?:does|uses|calls|imports|touches|reads|writes(?:\s+to)?|depends\s+on|talks\s+to|blocks\s+on|allocates|mutates|accesses|hits|queries|throws|logs|runs\s+as|executes\s+as)\s+(?!(?:this|that|these|those|it|them|my|your|his|her)\b)(?=\S)/i;

/**
 * "No raw dicts leave a route", "no secrets reach the client bundle": a kind of the project's things that never crosses a
 * boundary of its code (decision 0572), a plural after "no", a verb of crossing and the boundary in a word or two, closing
 * the sentence; "no kids leave the house" names no kind of the project's things, and "no changes …" is a report.
 */
const noneCrosses =
  /^no\s+((?:[\w-]{1,30}\s+){0,2}?[a-z][\w-]{1,30}[^s'’\s]s)\s+(?:ever\s+)?(?:leave|reach|cross|enter|escape|bypass|touch|hit)\s+(?:a|an|the|our|any)\s+[\w-]{2,30}(?:\s+[\w-]{2,30})?\s*[.!]?$/i;

/** Whether `s` bans a kind of thing from the project or a part of its code, or says where nothing comes from (see above). */
export function statesKindNone(s: string): boolean {
  const crosses = noneCrosses.exec(s);
  if (crosses !== null) return subjectNamesAKind(crosses[1]) && !/^(?:changes|diffs?|hits|matches|results)\b/i.test(crosses[1]!);
  if (nothingFrom.test(s)) return !faultInFirstClause(s);
  const doing = nothingAtPlaceDoes.exec(s);
  if (doing !== null) return oneClause(s.slice(doing[0].length), 60) && !faultInFirstClause(s);
  const found = banned.exec(s);
  if (found === null || faultInFirstClause(s)) return false;
  const rest = s.slice(found[0].length);
  if (projectPlace.test(rest)) return true;
  const part = withoutFinalStop(rest);
  return part.length <= 80 && codePart.test(part);
}

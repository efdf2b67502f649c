import { namesADoer } from "./not-a-noun.js";

/**
 * "Support can replay any webhook from the admin panel", "Ops can restart the workers from the dashboard": what a team
 * or a named person can do, and from which of the project's tools (decision 0465), what a later session needs before it
 * builds what already exists or sends someone the long way round. The doer is a team (its name with a capital, or "the
 * … team") or a name, no pronoun and no kin; the place is a panel, a dashboard, a console, a portal or another of the
 * project's tools, named with "the" or "our".
 */
const doer = String.raw`(?:(?:[Tt]he|[Oo]ur)\s+(?:[\p{L}-]{2,30}\s+){1,2}team|(\p{Lu}[\p{L}-]{1,30}))`;
const tool = String.raw`(?:admin\s+)?(?:panel|dashboard|console|portal|back\s?office|admin|UI|CLI|app|bot|tool|tooling|page|screen|runbook)`;
const teamCan = new RegExp(
  String.raw`^${doer}\s+can\s+(?:also\s+|already\s+)?(?!(?:not|never|be|have|no\s+longer)\b)[a-z]{2,20}\s+(?:[\w'’.-]{1,30}\s+){0,5}?(?:from|in|via|through|with|using)\s+(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}?${tool}\b`,
  "u",
);

/** Whether `s` says what a team or a named person can do from one of the project's tools (see above). */
export function statesTeamCapability(s: string): boolean {
  const found = teamCan.exec(s);
  if (found === null) return false;
  const name = found[1] ?? "";
  return namesADoer(name);
}

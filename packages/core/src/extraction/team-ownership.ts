import { ofThisTask } from "./person-owns.js";

/**
 * "Our platform team owns the Helm charts": what a team of the company owns or maintains, whatever the thing (decision
 * 0300), a named person's team too ("Olga's team owns the storage layer"; decision 0349), or runs, hosts or localizes
 * ("Priyanka's team localizes the docs"; decision 0360); who to ask before changing it is what a new session needs, as
 * for a part a person owns.
 */
const teamOwns =
  /^(?:(?:[Tt]he|[Oo]ur)\s+(?:[\w-]{1,30}\s+){0,2}|\p{Lu}\p{Ll}{1,30}['’]s\s+)team\s+(?:owns|maintains|looks after|is responsible for|localizes|translates|operates|runs|hosts|manages|supports)\s+(?:the|our|all|every)\s+\S/u;
/**
 * "The storage layer belongs to Olga's team", "the billing code belongs to the payments team": what a team owns, said of
 * the thing (decision 0349). A team only: "the house belongs to Olga" is no part of a project, and this task's things
 * are no one's to own.
 */
const belongsToTeam = new RegExp(
  String.raw`^(?:[Tt]he|[Oo]ur)\s+(?!(?:${ofThisTask})\b)(?:[\w.-]{1,40}\s+){0,4}?[\w.-]{1,40}\s+belongs?\s+to\s+(?:(?:the|our)\s+(?:[\w-]{1,30}\s+){0,2}|\p{Lu}\p{Ll}{1,30}['’]s\s+)team\s*[.!]?$`,
  "u",
);

/** Whether `s` says what a team owns, runs or maintains, said of the team or of the thing (project-facts.ts reads it). */
export function statesTeamOwnership(s: string): boolean {
  return teamOwns.test(s) || belongsToTeam.test(s);
}

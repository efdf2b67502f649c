import { word } from "./kind-words.js";
import { betweenNames } from "./named-to-named.js";

/**
 * "we switched from npm to pnpm", "we moved off Jest": a move that names what was left; "switched off" is a setting's
 * (setting-switched.ts), so "we switched off the heating since nobody was home" moves off nothing (decision 0573); what
 * was left opens with a letter, a digit, code or a quote (decision 0575: a lone surrogate names nothing).
 */
const move = new RegExp(
  String.raw`^(?:we|the team|the project|our (?:[\w-]+ ){0,2}[\w-]+)\s+(?:(?:have|has|just|recently|finally)\s+){0,2}(?:moved|switched(?!\s+off\b)|migrated|ported|changed|upgraded)\s+((?:${word}\s+){0,3}?)((?:off|from|away from)\s+[\w\x60@"'“‘])`,
  "i",
);
/**
 * Whether `s` states such a move of the project's: nothing named before "from" ("we switched from npm to pnpm"), or a
 * thing moved between two names or a thing of the project's (`betweenNames`), or from one named with a capital, code or
 * a quote; "we switched the heating from gas to electric" moves a home's thing (decision 0630).
 */
function movesTheProjects(s: string): boolean {
  const found = move.exec(s);
  if (found === null) return false;
  const switched = found[1] ?? "";
  const fromOn = s.slice(found[0].length - (found[2] ?? "").length);
  return switched.trim() === "" || betweenNames(switched, fromOn) || /^(?:off|from|away from)\s+[\p{Lu}\d\x60@"'“‘]/u.test(fromOn);
}
/**
 * "we're dropping IE11 support next quarter", "the team is moving off Heroku": a change the team is making, told
 * in the progressive, which lasts as the move it announces does (decision 0285).
 */
const teamPlan =
  /^(?:we|the team|our team)(?:\s+(?:are|is)|['’]re)\s+(?:(?:slowly|gradually|finally|currently|also)\s+)?(?:dropping|removing|deprecating|sunsetting|retiring|phasing out|moving off|migrating off|migrating (?:to|from)|moving (?:to|from)|switching (?:to|from)|replacing)\s+(?!(?:it|this|that|these|those|them|everything|the ball)\b)\S/i;

/** Whether `s` states a move of the project's the team made (`movesTheProjects`) or is making (`teamPlan`): a fact. */
export function statesTeamMove(s: string): boolean {
  return movesTheProjects(s) || teamPlan.test(s);
}

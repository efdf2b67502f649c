import { fault } from "./fault-words.js";

/**
 * ", so keep those working", ", so don't break them": what follows says the state is to be kept, so a "still"
 * before it marks something that lasts ("the mobile client still calls the v1 endpoints, so keep those
 * working"), not a change that did not happen ("the worker still reads from the old queue").
 */
const keepItClause = /,\s*so\s+(?:please\s+)?(?:keep|preserve|maintain|support|(?:don['’]t|do not|never) (?:break|remove|drop))\b/i;

/**
 * A clause after a comma that tells the agent what to do with it: ", don't fork them", ", never edit it by hand"
 * (decision 0278), or what must hold because of it: ", so the column order must never change" (decision 0307).
 */
const instructionClause =
  /,\s*(?:so\s+)?(?:please\s+)?(?:don['’]t|do not|never|avoid|keep|preserve|maintain|support)\b|,\s*so\s+(?:the\s+|our\s+)?(?:[\w.-]{1,40}\s+){0,3}?(?:must|should)\s+(?:never|not|always)\b/i;

/**
 * Whether a statement about the project reports a fault (see `fault`), read before a clause that tells the agent what
 * to do ("…, don't fork them": its "n't" is no fault of the statement); a "still" is none when that clause asks to
 * keep the state. A bug report is a task, not a standing fact (decision 0267).
 */
export function reportsFault(s: string): boolean {
  const clause = instructionClause.exec(s);
  if (clause === null) return fault.test(s);
  const statement = s.slice(0, clause.index);
  return fault.test(keepItClause.test(s) ? statement.replace(/\bstill\b/gi, "") : statement);
}

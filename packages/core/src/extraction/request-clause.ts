/**
 * What of a user's sentence is a request rather than the fact it states: "…, please reformat the file", "…, so loop
 * him in on the PR", "…, so split the gradle change from the JS change". A fact is kept without it.
 */

/** A request that follows a fact in the same sentence ("…, please reformat the file"): not part of the fact. */
const trailingRequest = /,\s*(?:please|can you|could you|so please|and now|now)\b/i;

/** Where a clause after a comma opens with "so" or "and": what it says may be about this task (`taskArtefact`). */
const soOrAndClause = /,\s*(?:so|and)\s+/gi;
/** This task's own things: "the PR", "this branch", "my commit"; plural ones ("PRs that touch it") are of every task. */
const taskArtefact = /\b(?:the|this|my|your) (?:PR|pull request|branch|commit|diff|ticket|change|task|MR|merge request)\b(?!s)/i;

/**
 * "…, so split the gradle change from the JS change", "…, so leave the SDK alone": a request for this task after
 * ", so", a verb of the agent's work then something at hand, and no word that makes it general ("…, so use the v2
 * client everywhere"; decision 0292). "So keep those working" and "so don't edit them" say how the thing is kept.
 */
const soRequest =
  /^(?:split|leave|fix|add|remove|delete|move|rename|update|change|revert|undo|drop|merge|rebase|squash|ship|push|commit|run|rerun|check|mention|ping|wait|hold|skip|ignore|use|put|make|write|bump|pin|unpin|open|close|file|create|land|hold off on)\s+(?:[\w-]+\s+){0,2}?(?:the|this|that|these|those|it|them|my|your)\b/i;
const generalWord = /\b(?:everywhere|always|never|every|all|any|each)\b/i;
/**
 * "…, so don't expect quick replies", "…, so do not wait for me": what the agent should make of the fact, not part of
 * it (decision 0306); "so don't edit them" says how a thing is kept and stays.
 */
const expectationRequest = /^(?:do not|don['’]t)\s+(?:expect|assume|count on|wait for|wait on)\b/i;

/**
 * `sentence` up to a request that follows in it: "…, please reformat the file", a clause after ", so" or ", and"
 * that names this task's own things ("…, so loop him in on the PR"; decision 0290), or asks for something at hand
 * after ", so" (`soRequest`) or tells the agent what not to expect (`expectationRequest`).
 */
export function beforeRequest(sentence: string): string {
  const request = trailingRequest.exec(sentence);
  const said = request === null ? sentence : sentence.slice(0, request.index);
  for (const clause of said.matchAll(soOrAndClause)) {
    const start = clause.index + clause[0].length;
    const end = said.indexOf(",", start);
    const words = said.slice(start, end === -1 ? undefined : end);
    const so = /^so\b/i.test(clause[0].replace(/^,\s*/, ""));
    const asks = so && ((soRequest.test(words) && !generalWord.test(words)) || expectationRequest.test(words));
    if (taskArtefact.test(words) || asks) return said.slice(0, clause.index);
  }
  return said;
}

/**
 * "Pattern matching beats nested conditionals in this codebase", "composition wins over inheritance in our code": which of
 * two ways the project keeps to, said of the project (decision 0375). The place makes it the team's: "coffee beats tea"
 * or "… for me" (person-likings.ts) is a person's liking, and "this beats that" names what is at hand. Read in plain
 * steps: the place that closes the sentence, the verb, then the words on either side of it.
 */
const inTheProject = /\sin (?:this|our) (?:codebase|code base|code|repo|repository|project|stack|service|app)[.!]?$/i;
const beats = /\s(?:beats|beat|trumps|trump|wins over|win over|is better than|are better than)\s/i;
const atHand = /^(?:this|that|these|those|it|the|your|my|his|her|their|one)$/i;
const plainWord = /^[\w'’-]{1,30}$/;

/** Whether `s` says which of two ways the project keeps to (see the module's comment). */
export function statesBetterWay(s: string): boolean {
  const place = inTheProject.exec(s);
  if (place === null) return false;
  const body = s.slice(0, place.index).trimEnd();
  const verb = beats.exec(body);
  if (verb === null) return false;
  const better = body.slice(0, verb.index).split(/\s+/);
  const worse = body.slice(verb.index + verb[0].length).split(/\s+/);
  const plain = (words: string[], most: number): boolean => words.length <= most && words.every((word) => plainWord.test(word));
  return plain(better, 3) && plain(worse, 4) && !atHand.test(better[0] ?? "");
}

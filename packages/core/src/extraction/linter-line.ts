/**
 * How the readers of linters' and checkers' output (linter-messages.ts, checker-messages.ts) take a message from a line.
 */

/**
 * The message on the first line that opens with `head` (and ends with `tail`, when given), without them: what most
 * linters print as "place: severity: message [rule]".
 */
export function messageOnLine(lines: readonly string[], head: RegExp, tail?: RegExp): string | undefined {
  const line = lines.find((text) => head.test(text) && (tail?.test(text) ?? true));
  const message = line?.replace(head, "");
  return tail === undefined ? message : message?.replace(tail, "");
}

/**
 * The message on the first line that opens with `head` and has a line matching `place` right next to it, `where` the
 * place is ("below" or "above"), without the head: what checkers print as a rule's line over its place ("E3012 …" then
 * "template.yaml:42:7"), or under it ("… in public function `total`:" then "D103: …"). An empty message is none.
 */
export function messageNextToPlace(lines: readonly string[], head: RegExp, place: RegExp, where: "below" | "above"): string | undefined {
  const step = where === "below" ? 1 : -1;
  const at = lines.findIndex((line, i) => head.test(line) && place.test(lines[i + step] ?? ""));
  const message = at < 0 ? "" : lines[at]!.replace(head, "");
  return message === "" ? undefined : message;
}

/**
 * What `read` makes of each line after `at` while it reads one (returns a string), `most` lines at most: a message a
 * checker wraps onto the lines under its first.
 */
export function linesAfter(lines: readonly string[], at: number, most: number, read: (line: string) => string | undefined): string[] {
  const found: string[] = [];
  for (let next = at + 1; next < lines.length && found.length < most; next++) {
    const said = read(lines[next]!);
    if (said === undefined) break;
    found.push(said);
  }
  return found;
}

/** A message's first sentence, up to its first full stop before a space: what follows says what to do or why. */
export function firstSentence(message: string): string {
  const end = message.indexOf(". ");
  return end < 0 ? message : message.slice(0, end + 1);
}

/**
 * newman's failure, as it prints it under its table's "#  failure  detail": "1.  AssertionError  Status code is 201",
 * then, under it, "expected response to have status code 201 but got 400" (decision 0541): what went wrong, the line
 * under the test's name, or the name when no line is under it; where it was ("at assertion:0 in test-script", "inside
 * …") is none.
 */
const failureTable = /^\s{0,10}#\s{1,10}failure\s{1,10}detail\s*$/;
const failureHead = /^\s{0,4}\d{1,4}\.\s{1,4}(?:AssertionError|JSONError|TypeError|ReferenceError|SyntaxError|Error)\s{1,10}(\S[^\n]{0,200})$/;
const failureDetail = /^\s{0,60}(?!\d{1,4}\.\s|at\s|inside\s)(\S[^\n]{0,300})$/;
export function newmanMessage(lines: readonly string[]): string | undefined {
  const table = lines.findIndex((text) => failureTable.test(text));
  if (table < 0) return undefined;
  for (let i = table + 1; i < lines.length; i++) {
    const head = failureHead.exec(lines[i] ?? "");
    if (head !== null) return failureDetail.exec(lines[i + 1] ?? "")?.[1]?.trimEnd() ?? head[1]?.trimEnd();
  }
  return undefined;
}

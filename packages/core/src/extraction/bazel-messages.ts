import { messageOnLine } from "./linter-line.js";

/**
 * Buildifier's lint warning, "services/BUILD.bazel:14: unsorted-dict-items: Dictionary items are out of their
 * lexicographical order. (https://github.com/bazelbuild/buildtools/blob/main/WARNINGS.md#unsorted-dict-items)" (decision
 * 0505): the message, without the place, the warning's name or the link to its documentation after it; a line without
 * the link is none.
 */
const buildifierHead =
  /^[\w./-]{0,300}(?:BUILD|BUILD\.bazel|WORKSPACE|WORKSPACE\.bazel|MODULE\.bazel|\.bzl|\.star):\d{1,6}: [a-z][a-z\d]{0,30}(?:-[a-z\d]{1,30}){0,8}: (?=\S)/;
const buildifierLink = / \(https:\/\/[\w./#-]{1,300}\)$/;
export function buildifierMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, buildifierHead, buildifierLink);
}

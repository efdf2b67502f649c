import { messageOnLine } from "./linter-line.js";

/**
 * Atlas's finding on a migration, as `atlas migrate lint` prints it under "-- destructive changes detected:": "-- L2:
 * Dropping non-virtual column "email" https://atlasgo.io/lint/analyzers#DS103" (decision 0457): the message, without the
 * line of the migration it names or the link to its analyzer. Its suggested fix ("-> Add a pre-migration check …") says
 * what to do, and is not quoted.
 */
const atlasHead = /^-- L\d{1,6}: (?=\S)/;
const atlasLink = / https:\/\/atlasgo\.io\/\S{1,200}$/;
export function atlasMessage(lines: readonly string[]): string | undefined {
  const message = messageOnLine(lines, atlasHead)?.replace(atlasLink, "");
  return message === "" ? undefined : message;
}

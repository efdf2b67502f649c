import { messageOnLine } from "./linter-line.js";

/**
 * deadnix's finding, drawn under its place in a frame ("╭─[./flake.nix:12:5]"), its message at the end of the arrow
 * pointing at the name: "│            ╰─── Unused lambda pattern: lib" (decision 0508): the message, without the frame;
 * only what deadnix reports, something unused and its name.
 */
const deadnixArrow = /^│\s{1,60}╰─{1,10} (?=Unused [a-z ]{3,40}: [\w'-]{1,80}$)/;
export function deadnixMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, deadnixArrow);
}

import type { CliIO } from "../io.js";

/** One JSON document on stdout, pretty-printed, newline-terminated: what --json promises scripts. */
export function writeJson(io: CliIO, value: unknown): void {
  io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

import { appendFileSync, mkdirSync, renameSync, statSync } from "node:fs";
import path from "node:path";
import { redactText } from "@engram/core/extraction";
import { engramHome } from "./engram-home.js";

/**
 * The log the hooks write their problems to: `logs/hooks.log` in the Engram home (`$ENGRAM_HOME`,
 * relative to the current directory, as the personal store reads it; else `~/.engram`), wherever the
 * store is (a broken store still logs).
 */
export function hookLogFile(env: NodeJS.ProcessEnv): string {
  return path.join(engramHome(env), "logs", "hooks.log");
}

/** Past this size the log moves to `hooks.log.1` (replacing the one before): at most twice this on disk. */
export const hookLogMaxBytes = 1024 * 1024;
/** A longer line is cut: a log line says what failed, it does not quote inputs. */
const maxLineChars = 2_000;

/**
 * A logger appending one line per problem, `<ISO time> <what>: <message>`, with secrets redacted and
 * line breaks flattened. Writing never throws: a hook whose log cannot be written still exits quietly.
 */
export function createHookLog(file: string, what: string, now: () => Date = () => new Date()): (message: string) => void {
  return (message) => {
    try {
      const flat = redactText(message).replace(/[\r\n\u2028\u2029]+/g, " ");
      const line = `${now().toISOString()} ${what}: ${flat.length > maxLineChars ? `${flat.slice(0, maxLineChars)}…` : flat}\n`;
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      let size = 0;
      try {
        size = statSync(file).size;
      } catch {
        // No log yet.
      }
      if (size > 0 && size + Buffer.byteLength(line) > hookLogMaxBytes) renameSync(file, `${file}.1`);
      appendFileSync(file, line, { mode: 0o600 });
    } catch {
      // Nowhere left to say it; the hook still must not fail the agent.
    }
  };
}

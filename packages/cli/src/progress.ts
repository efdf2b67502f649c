import type { CliIO } from "./io.js";

/** Progress of a long operation, always on stderr so stdout (tables, --json) stays clean. */
export interface Progress {
  update(text: string): void;
  /** The last line; ends an in-place line on a terminal. */
  done(text: string): void;
}

/**
 * On a terminal each update rewrites one line; elsewhere (logs, CI, a test's pipe) each update is
 * its own line, so the log shows how far a run got. `--quiet` turns it off.
 */
export function createProgress(io: CliIO, quiet: boolean): Progress {
  if (quiet) return { update: () => undefined, done: () => undefined };
  const tty = io.stderr.isTTY === true;
  let open = false;
  return {
    update(text) {
      if (tty) {
        io.stderr.write(`\r\x1b[K${text}`);
        open = true;
      } else io.stderr.write(`${text}\n`);
    },
    done(text) {
      io.stderr.write(`${tty && open ? "\r\x1b[K" : ""}${text}\n`);
      open = false;
    },
  };
}

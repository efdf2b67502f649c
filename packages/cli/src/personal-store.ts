import path from "node:path";

/**
 * The store of one person's own memory, for the commands that serve a person across projects (`engram
 * mcp`, the coding-agent hooks) when neither --store nor engram.config.json names one: a SQLite file,
 * `memory.db`, in the Engram home, `$ENGRAM_HOME` (relative to the current directory) or else
 * `~/.engram`. SQLite, not the fs store: at a year of heavy use (500,000 archived messages, 20,000
 * entries) it opens in ~10 ms and holds ~240 MiB after 20 recalls, where the fs store's in-heap index
 * would take 14-40 s and ~1.8 GB (extrapolated): the stores' READMEs, "At a year of heavy use", and
 * apps/bench `--suite personal-scale`.
 */
export function personalStoreSpec(env: Readonly<Record<string, string | undefined>> = process.env): string {
  // `~` is read by parseStoreSpec as $HOME, else the OS's home directory.
  return env["ENGRAM_HOME"] ? `sqlite:${path.join(path.resolve(env["ENGRAM_HOME"]), "memory.db")}` : "sqlite:~/.engram/memory.db";
}

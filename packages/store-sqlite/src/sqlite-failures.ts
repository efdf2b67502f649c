import { EngramError } from "@engram/core/store";

/** The primary SQLite result code of an error (`SQLITE_IOERR` for `SQLITE_IOERR_SHORT_READ`), if it has one. */
function sqliteCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === "string" && code.startsWith("SQLITE_") ? /^SQLITE_[A-Z]+/.exec(code)?.[0] : undefined;
}

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** What to do about a damaged file: the same three ways out wherever it is found. */
export function recoveryAdvice(path: string): string {
  return (
    `Restore ${path} from a backup, or recover what is readable into a new file ` +
    `(sqlite3 "${path}" ".recover" | sqlite3 recovered.db, then use recovered.db), or point the store at another file.`
  );
}

/**
 * The EngramError for a SQLite failure that says something about the file or the disk: the file is
 * damaged or no database (STORE_CORRUPT), or the disk, the permissions or the device refuse
 * (STORE_UNAVAILABLE). The original error is the `cause`. Any other error is returned unchanged.
 */
export function sqliteFailure(error: unknown, path: string): unknown {
  if (error instanceof EngramError) return error;
  const code = sqliteCode(error);
  const details = { path, sqliteCode: (error as { code?: unknown } | undefined)?.code };
  switch (code) {
    case "SQLITE_CORRUPT":
      return new EngramError("STORE_CORRUPT", `The SQLite file ${path} is damaged (${reason(error)}). ${recoveryAdvice(path)}`, { cause: error, details });
    case "SQLITE_NOTADB":
      return new EngramError(
        "STORE_CORRUPT",
        `${path} is not a SQLite database (${reason(error)}): it may be another kind of file, encrypted, or damaged from its first page. ${recoveryAdvice(path)}`,
        { cause: error, details },
      );
    case "SQLITE_FULL":
      return new EngramError(
        "STORE_UNAVAILABLE",
        `The disk holding ${path} is full (${reason(error)}); nothing of the failed write was kept. Free some space, then retry.`,
        {
          cause: error,
          details,
        },
      );
    case "SQLITE_IOERR":
      return new EngramError(
        "STORE_UNAVAILABLE",
        `Reading or writing ${path} failed at the disk (${reason(error)}). Check the disk and its file system, then retry.`,
        {
          cause: error,
          details,
        },
      );
    case "SQLITE_READONLY":
    case "SQLITE_PERM":
    case "SQLITE_AUTH":
      return new EngramError(
        "STORE_UNAVAILABLE",
        `${path} cannot be written (${reason(error)}). The store needs write access to the file and to its folder (SQLite keeps -wal and -shm files beside it).`,
        { cause: error, details },
      );
    case "SQLITE_CANTOPEN":
      return new EngramError(
        "STORE_UNAVAILABLE",
        `${path} cannot be opened (${reason(error)}). Check that it is a file (not a folder), that its folder exists, and the permissions of both.`,
        { cause: error, details },
      );
    default:
      return error;
  }
}

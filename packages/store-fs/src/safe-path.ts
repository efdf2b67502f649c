import { createHash } from "node:crypto";
import path from "node:path";
import { EngramError } from "@engram/core";

/** Device names Windows reserves in every directory, with or without an extension. */
const windowsReserved = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)(\..*)?$/i;

/**
 * Five or more ASCII letters, digits, `-` and `_`: nearly every id and key, and none that a rule of
 * `namingRule` refuses (a reserved device name is at most four such characters). Checked first, as an
 * open checks every record's id and key (100,000 at a year's entries).
 */
const plainName = /^[A-Za-z0-9_-]{5,}$/;

/** Why a key or id may not name a file, or undefined when it may. */
export function unsafeNameRule(name: string): string | undefined {
  return plainName.test(name) ? undefined : namingRule(name);
}

/** `unsafeNameRule` rule by rule, for any name (exported for the test that compares the two). */
export function namingRule(name: string): string | undefined {
  if (name.length === 0) return "must not be empty";
  if (name.includes("\0")) return "must not contain NUL";
  if (/[\u0001-\u001f\u007f]/.test(name)) return "must not contain control characters";
  if (name.includes("/") || name.includes("\\")) return "must not contain a path separator (/ or \\)";
  if (name === "." || name === "..") return "must not be . or ..";
  if (/^[a-z]:/i.test(name)) return "must not start with a drive letter (C:)";
  if (windowsReserved.test(name)) return "must not be a name Windows reserves (CON, PRN, AUX, NUL, COM1-9, LPT1-9)";
  if (/[. ]$/.test(name)) return "must not end with a dot or a space (Windows drops them)";
  return undefined;
}

/**
 * Why a record read from a file may not be loaded because of its id or key (a hand-made file can hold
 * any), or undefined when both may name files. Writing such a record back would put a file where its
 * name points, so it is reported instead.
 */
export function unsafeRecordName(record: { readonly id: string; readonly key?: string }): { field: "id" | "key"; value: string; rule: string } | undefined {
  const idRule = unsafeNameRule(record.id);
  if (idRule !== undefined) return { field: "id", value: record.id, rule: idRule };
  const keyRule = record.key === undefined ? undefined : unsafeNameRule(record.key);
  return keyRule === undefined || record.key === undefined ? undefined : { field: "key", value: record.key, rule: keyRule };
}

/** The problem text for `unsafeRecordName`'s answer. */
export function unsafeNameText(unsafe: { field: string; value: string; rule: string }): string {
  return `the ${unsafe.field} ${JSON.stringify(unsafe.value)} ${unsafe.rule}, so the store will not write it to a file`;
}

/** Throws INVALID_KEY, naming the value and the rule, when `name` may not name a file. */
export function assertSafeName(name: string, what: string): void {
  const rule = unsafeNameRule(name);
  if (rule === undefined) return;
  throw new EngramError("INVALID_KEY", `${what} ${JSON.stringify(name)} ${rule}; choose a plain name such as "testing-framework".`, {
    details: { key: name, what, rule },
  });
}

/** Characters some file systems refuse; written as %XX so the name stays readable and reversible. */
const escaped = /[%<>:"|?*#]/g;
const maxFileNameBytes = 200;

/**
 * A file-name stem for a safe key or id: readable (most names are kept as they are), reversible for
 * short names, and at most 200 bytes (longer ones are cut and suffixed with a hash of the whole name).
 */
export function fileStem(name: string): string {
  const stem = name.replace(escaped, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
  if (Buffer.byteLength(stem) <= maxFileNameBytes) return stem;
  const hash = createHash("sha256").update(name).digest("hex").slice(0, 12);
  let cut = stem.slice(0, maxFileNameBytes - 13);
  while (Buffer.byteLength(cut) > maxFileNameBytes - 13) cut = cut.slice(0, -1);
  return `${cut.replace(/%[0-9A-F]?$/, "")}~${hash}`;
}

/** Resolves `relative` under `root`, refusing anything that would land outside it. */
export function resolveInside(root: string, relative: string): string {
  const absolute = path.resolve(root, relative);
  const back = path.relative(root, absolute);
  if (back === "" || back.startsWith("..") || path.isAbsolute(back)) {
    throw new EngramError("INVALID_KEY", `The path ${JSON.stringify(relative)} would leave the store root ${root}.`, {
      details: { key: relative, rule: "must stay inside the store root" },
    });
  }
  return absolute;
}

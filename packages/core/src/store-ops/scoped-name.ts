import { createHash } from "node:crypto";
import { scopeLabel, type Scope } from "../store/scope.js";

const maxNameLength = 200;

/**
 * `<prefix>:<scope label>`, e.g. `consolidate:workspace=acme`: a lock name or record id that is unique
 * per scope. Labels that would pass the 200-character limit of ids and lock names are hashed instead.
 */
export function scopedName(prefix: string, scope: Scope): string {
  const name = `${prefix}:${scopeLabel(scope)}`;
  if (name.length <= maxNameLength) return name;
  return `${prefix}:${createHash("sha256").update(scopeLabel(scope)).digest("hex").slice(0, 32)}`;
}

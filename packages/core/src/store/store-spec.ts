import { EngramError } from "../errors.js";

/**
 * A store as a person names it in one string (`--store`, a config file's "store", an eval flag),
 * read into what each store package's `open…Store` takes. Only the string is read here: opening is
 * the application's, which imports the store package it names and nothing else.
 */
export type StoreSpec =
  /** `fs:<directory>`: the Markdown store (`@engram/store-fs`). */
  | { readonly kind: "fs"; readonly root: string }
  /** `sqlite:<file>` (`@engram/store-sqlite`). */
  | { readonly kind: "sqlite"; readonly path: string }
  /**
   * `redis://`, `rediss://` (one server) or `redis+cluster://`, `rediss+cluster://` (a Redis Cluster):
   * `url` without the path, for `openRedisStore({ url })`; the path is the key `prefix` (absent: the
   * application's default).
   */
  | { readonly kind: "redis"; readonly url: string; readonly cluster: boolean; readonly prefix?: string }
  /** `postgres://` or `postgresql://`: `connectionString` without `schema=`, which is `schema` (absent: the store's default). */
  | { readonly kind: "postgres"; readonly connectionString: string; readonly schema?: string }
  /** `pglite:<directory>` or `pglite:memory://`: embedded PostgreSQL (`openPostgresStore({ pglite })`). */
  | { readonly kind: "pglite"; readonly dir: string };

export type StoreSpecKind = StoreSpec["kind"];

export interface StoreSpecOptions {
  /**
   * Turns a path as written (`fs:`, `sqlite:`, `pglite:`) into the one to open: resolve it from a
   * directory, expand `~`. Default: kept as written. Never called for `pglite:memory://`.
   */
  readonly resolvePath?: (written: string) => string;
}

/** Every form `parseStoreSpec` reads, for usage lines and error messages. */
export const storeSpecForms =
  "fs:<directory>, sqlite:<file>, pglite:<directory>, postgres://<user>@<host>:<port>/<database>[?schema=<name>], redis://<host>:<port>[/<prefix>] or redis+cluster://<host>:<port>[,<host>:<port>…][/<prefix>]";

/** The in-memory PGlite: gone when the process ends (evals, tests). */
export const pgliteMemory = "memory://";

const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;
const redisScheme = /^(rediss?)(\+cluster)?:\/\//i;
const postgresScheme = /^postgres(?:ql)?:\/\//i;

/** A spec as an error may show it: a URL's user and password become `***` (up to its last `@`), and a long one is cut. */
function shown(spec: string): string {
  const safe = spec.replace(/^([a-z][a-z0-9+.-]*:\/\/).*@/is, "$1***@");
  return JSON.stringify(safe.length > 200 ? `${safe.slice(0, 200)}…` : safe);
}

function invalid(spec: string, why: string): EngramError {
  return new EngramError("INVALID_OPTIONS", `Invalid store ${shown(spec)}: ${why}. Use ${storeSpecForms}.`, { details: { reason: why } });
}

function location(spec: string, prefix: string, what: string, options: StoreSpecOptions): string {
  const written = spec.slice(prefix.length);
  if (written.trim() === "") throw invalid(spec, `${prefix} needs ${what} after the colon (${prefix}./${what === "a file" ? "memory.db" : ".engram"})`);
  if (written.includes("\0")) throw invalid(spec, `the path holds a NUL character; write ${prefix} with a real path`);
  return options.resolvePath ? options.resolvePath(written) : written;
}

function parseUrl(spec: string, text: string): URL {
  try {
    return new URL(text);
  } catch {
    throw invalid(spec, "it is not a URL (check the host, the port and that a password's special characters are %-encoded)");
  }
}

/** A host:port of a Redis URL, checked: a host, a numeric port, nothing else. */
function redisNode(spec: string, scheme: string, node: string): string {
  const url = parseUrl(spec, `${scheme}://${node}`);
  if (url.hostname === "") throw invalid(spec, `the node "${node}" names no host; write host:port`);
  if (url.pathname !== "" && url.pathname !== "/") throw invalid(spec, `the node "${node}" is not host:port`);
  return url.host;
}

function redisPrefix(spec: string, path: string): string | undefined {
  let prefix: string;
  try {
    prefix = decodeURIComponent(path.replace(/^\/+|\/+$/g, ""));
  } catch {
    throw invalid(spec, "the prefix holds a broken %-escape");
  }
  if (prefix === "") return undefined;
  if (/[{}]/.test(prefix))
    throw invalid(spec, `the prefix "${prefix.slice(0, 80)}" may not contain { or } (they would break Redis Cluster's hash tags); pick a prefix without them`);
  if (/[\0-\x1f\x7f]/.test(prefix)) throw invalid(spec, "the prefix holds a control character; pick a prefix of printable characters");
  return prefix;
}

function parseRedis(spec: string): StoreSpec {
  const match = redisScheme.exec(spec)!;
  const scheme = match[1]!.toLowerCase();
  const cluster = match[2] !== undefined;
  const rest = spec.slice(match[0].length);
  if (/[?#]/.test(rest)) throw invalid(spec, "a Redis store spec takes no ?query or #fragment; the path is the key prefix");
  const slash = rest.indexOf("/");
  const authority = slash === -1 ? rest : rest.slice(0, slash);
  const prefix = redisPrefix(spec, slash === -1 ? "" : rest.slice(slash));
  const at = authority.lastIndexOf("@");
  const auth = at === -1 ? "" : authority.slice(0, at + 1);
  const hosts = (at === -1 ? authority : authority.slice(at + 1)).split(",");
  if (hosts.some((host) => host.trim() === "")) {
    throw invalid(spec, cluster ? "a cluster node is empty; list host:port[,host:port…]" : "it names no host; write redis://<host>:<port>");
  }
  if (!cluster && hosts.length > 1) throw invalid(spec, "several hosts name a Redis Cluster; write redis+cluster://<host>:<port>,<host>:<port>…");
  if (auth !== "") parseUrl(spec, `${scheme}://${auth}${hosts[0]!.trim()}`);
  const nodes = hosts.map((host) => redisNode(spec, scheme, host.trim()));
  return { kind: "redis", url: `${scheme}${cluster ? "+cluster" : ""}://${auth}${nodes.join(",")}`, cluster, ...(prefix === undefined ? {} : { prefix }) };
}

function parsePostgres(spec: string): StoreSpec {
  const url = parseUrl(spec, spec);
  if (url.hostname === "" && !url.searchParams.has("host")) throw invalid(spec, "it names no host; write postgres://<user>@<host>:<port>/<database>");
  const schemas = url.searchParams.getAll("schema");
  if (schemas.length > 1) throw invalid(spec, "schema= is given more than once; keep one");
  const schema = schemas[0];
  if (schema === undefined) return { kind: "postgres", connectionString: spec };
  if (!schemaName.test(schema) || schema.startsWith("pg_")) {
    throw invalid(
      spec,
      `the schema ${JSON.stringify(schema.slice(0, 80))} is not a plain identifier; use 1 to 63 lowercase letters, digits and "_", starting with a letter or "_" and not with "pg_" (?schema=engram)`,
    );
  }
  url.searchParams.delete("schema");
  return { kind: "postgres", connectionString: url.href, schema };
}

/**
 * Reads a store spec (`storeSpecForms`). Paths (`fs:`, `sqlite:`, `pglite:`) go through
 * `options.resolvePath`. In `redis://` and `redis+cluster://` the path is the key prefix, never a
 * database number (a cluster has only database 0). In `postgres://` the query's `schema=` picks the
 * store's schema and every other parameter (`sslmode`, …) stays in the connection string.
 * Anything else → INVALID_OPTIONS naming what is wrong and the forms it takes; a password never
 * appears in the message.
 */
export function parseStoreSpec(spec: string, options: StoreSpecOptions = {}): StoreSpec {
  if (typeof spec !== "string") throw invalid(String(spec), "a store spec is a string");
  if (spec.startsWith("fs:")) return { kind: "fs", root: location(spec, "fs:", "a directory", options) };
  if (spec.startsWith("sqlite:")) return { kind: "sqlite", path: location(spec, "sqlite:", "a file", options) };
  if (spec.startsWith("pglite:")) {
    if (spec.slice(7) === pgliteMemory) return { kind: "pglite", dir: pgliteMemory };
    return { kind: "pglite", dir: location(spec, "pglite:", "a directory", options) };
  }
  if (redisScheme.test(spec)) return parseRedis(spec);
  if (postgresScheme.test(spec)) return parsePostgres(spec);
  if (/^(postgres(ql)?|rediss?(\+cluster)?):(?!\/\/)/i.test(spec))
    throw invalid(spec, `a server is named by a URL with "//" (${spec.split(":")[0]}://<host>:<port>…)`);
  throw new EngramError("INVALID_OPTIONS", `Unknown store ${shown(spec)}. Use ${storeSpecForms}.`, { details: { reason: "unknown kind" } });
}

/** The spec as a person reads it in messages: never with a password. */
export function describeStoreSpec(spec: StoreSpec): string {
  switch (spec.kind) {
    case "fs":
      return `fs:${spec.root}`;
    case "sqlite":
      return `sqlite:${spec.path}`;
    case "pglite":
      return `pglite:${spec.dir}`;
    case "redis": {
      const withoutAuth = spec.url.replace(/\/\/[^/]*@/, "//");
      return spec.prefix === undefined ? withoutAuth : `${withoutAuth}/${spec.prefix}`;
    }
    case "postgres": {
      const url = new URL(spec.connectionString);
      url.password = "";
      url.username = "";
      const base = url.href.replace(/\/\/@/, "//");
      return spec.schema === undefined ? base : `${base}${url.search === "" ? "?" : "&"}schema=${spec.schema}`;
    }
  }
}

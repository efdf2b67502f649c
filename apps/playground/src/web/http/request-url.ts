import { ApiError } from "../api/http-json.js";

export interface RequestUrl {
  /** The path as sent (still %-encoded): "/client/main.js". */
  readonly pathname: string;
  /** The path's parts, each decoded: ["api", "entries", "<id>"]. */
  readonly segments: readonly string[];
  /** The query, each name and value decoded ("+" is a space); a repeated name keeps its last value. */
  readonly query: Readonly<Record<string, string>>;
}

const shown = (value: string): string => (value.length > 200 ? `${value.slice(0, 200)}…` : value);

function decodePart(part: string, where: "path" | "query", whole: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    // URLSearchParams and the WHATWG parser let a bad escape through as text; the API refuses it instead.
    throw new ApiError(
      400,
      "MALFORMED_URL",
      `The ${where} "${shown(whole)}" has a malformed %-escape: encode each part with encodeURIComponent (a literal "%" is %25).`,
    );
  }
}

/** Splits and strictly decodes a request target; a malformed %-escape anywhere is a 400, never a 500. */
export function parseRequestUrl(target: string): RequestUrl {
  let url: URL;
  try {
    url = new URL(target, "http://playground.invalid");
  } catch {
    throw new ApiError(400, "MALFORMED_URL", `The request target "${shown(target)}" is not a URL path: request a path such as /api/entries.`);
  }
  const segments = url.pathname
    .split("/")
    .filter(Boolean)
    .map((segment) => decodePart(segment, "path", url.pathname));
  const search = url.search.slice(1);
  const query = new Map<string, string>();
  for (const pair of search.split("&")) {
    if (!pair) continue;
    const at = pair.indexOf("=");
    const [name, value] = at < 0 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
    query.set(decodePart(name.replaceAll("+", " "), "query", search), decodePart(value.replaceAll("+", " "), "query", search));
  }
  // fromEntries defines "__proto__" as a plain key instead of setting the prototype.
  return { pathname: url.pathname, segments, query: Object.fromEntries(query) };
}

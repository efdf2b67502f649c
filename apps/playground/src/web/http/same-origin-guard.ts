import type { IncomingMessage } from "node:http";
import { ApiError } from "../api/http-json.js";
import type { RequestUrl } from "./request-url.js";

// The playground is a local page over a real memory store: it answers its own page only, and refuses
// anything else before a byte of the store is read or changed.

/** The names the server answers to: its loopback address, `localhost` and `[::1]`, each with its port. */
export function serverHosts(port: number): readonly string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
}

const readOnlyMethods = new Set(["GET", "HEAD"]);
const ownSites = new Set(["same-origin", "none"]);

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

const shown = (value: string | undefined): string => (value === undefined ? "(none)" : `"${value.length > 200 ? `${value.slice(0, 200)}…` : value}"`);

/** A top-level navigation to a page (a link followed from elsewhere): it reads nothing and changes nothing. */
function isPageNavigation(request: IncomingMessage, url: RequestUrl): boolean {
  return (
    request.method === "GET" &&
    header(request, "sec-fetch-mode") === "navigate" &&
    header(request, "sec-fetch-dest") === "document" &&
    url.segments[0] !== "api"
  );
}

/** The request's Host, when it is one of the server's names; any other (a DNS-rebound name, none) is refused on every request. */
export function checkHost(request: IncomingMessage, hosts: readonly string[]): string {
  const host = header(request, "host")?.toLowerCase();
  if (host !== undefined && hosts.includes(host)) return host;
  throw new ApiError(
    403,
    "FOREIGN_HOST",
    `Host ${shown(header(request, "host"))} is not this playground's: it answers only to ${hosts.slice(0, -1).join(", ")} or ${hosts.at(-1)}, ` +
      `so a name that points here from elsewhere (DNS rebinding) is refused. Open http://${hosts[0]}/.`,
  );
}

/**
 * Refuses a fetch the browser marks as from another site, a change (any method but GET and HEAD)
 * whose Origin is missing or not `http://<host>`, and a body not declared as JSON. `host` has passed
 * `checkHost`.
 */
export function checkSameOrigin(request: IncomingMessage, host: string, url: RequestUrl): void {
  const method = request.method ?? "GET";
  const what = `${method} ${url.pathname}`;
  const self = `http://${host}`;
  const site = header(request, "sec-fetch-site");
  if (site !== undefined && !ownSites.has(site) && !isPageNavigation(request, url)) {
    throw new ApiError(403, "CROSS_SITE", `Sec-Fetch-Site: ${site}: the playground answers only its own page. Open ${self}/ and use it there.`);
  }
  if (!readOnlyMethods.has(method)) {
    const origin = header(request, "origin");
    // Browsers send Origin on every request that is not a GET or HEAD, so only a script can leave it out; it must name us.
    if (origin === undefined) {
      throw new ApiError(
        403,
        "MISSING_ORIGIN",
        `${what} has no Origin header: the playground takes changes only from its own page. A script must send Origin: ${self}.`,
      );
    }
    if (origin.toLowerCase() !== self) {
      throw new ApiError(
        403,
        "FOREIGN_ORIGIN",
        `${what} from Origin ${shown(origin)}: the playground takes changes only from its own page (Origin ${self}). Open ${self}/ and make the change there.`,
      );
    }
  }
  const contentType = header(request, "content-type");
  const hasBody = header(request, "transfer-encoding") !== undefined || Number(header(request, "content-length") ?? "0") > 0;
  if ((contentType !== undefined || hasBody) && !/^application\/json\s*(;|$)/i.test(contentType ?? "")) {
    throw new ApiError(
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      `${what} with Content-Type ${shown(contentType)}: send the body as JSON with Content-Type: application/json.`,
    );
  }
}

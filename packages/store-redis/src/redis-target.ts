import { EngramError } from "@engram/core";

/**
 * Where the store connects: one server (`standalone`), a Redis Cluster through its nodes (`cluster`:
 * slot routing, redirections, failover), or one endpoint that routes by slot (`proxy`). Scripts keep
 * to one scope's slot unless the target is standalone.
 */
export type RedisTarget =
  | { readonly mode: "standalone" | "proxy"; readonly url: string }
  | { readonly mode: "cluster"; readonly rootNodes: readonly ClusterNode[]; readonly credentials: ClusterCredentials };

/** A node the cluster client asks for the slot map first. */
export interface ClusterNode {
  readonly host: string;
  readonly port: number;
}

/** What every connection to a cluster node uses: the nodes the cluster reports get no other settings. */
export interface ClusterCredentials {
  readonly username?: string;
  readonly password?: string;
  readonly tls: boolean;
}

const clusterScheme = /^(rediss?)\+cluster:\/\/(.*)$/i;

function invalid(message: string): EngramError {
  return new EngramError("INVALID_OPTIONS", `openRedisStore: ${message}`);
}

/** A `redis://` or `rediss://` URL's host and port (6379 when absent), or INVALID_OPTIONS. */
function nodeOf(url: URL, shown: string): ClusterNode {
  if (url.hostname === "") throw invalid(`${shown} names no host; write host:port.`);
  if (url.pathname !== "" && url.pathname !== "/") throw invalid(`${shown} has a path; a Redis Cluster has only database 0, so leave it out.`);
  return { host: url.hostname.replace(/^\[(.*)\]$/, "$1"), port: url.port === "" ? 6379 : Number(url.port) };
}

function parseUrl(text: string, shown: string): URL {
  try {
    return new URL(text);
  } catch (cause) {
    throw new EngramError("INVALID_OPTIONS", `openRedisStore: ${shown} is not a URL.`, { cause });
  }
}

function credentialsOf(url: URL): ClusterCredentials {
  return {
    ...(url.username === "" ? {} : { username: decodeURIComponent(url.username) }),
    ...(url.password === "" ? {} : { password: decodeURIComponent(url.password) }),
    tls: url.protocol === "rediss:",
  };
}

/**
 * `redis+cluster://[user[:password]@]host:port[,host:port...]` (`rediss+cluster://` for TLS): the
 * root nodes of a cluster, and the credentials every node connection uses.
 */
function parseClusterUrl(url: string): RedisTarget {
  const match = clusterScheme.exec(url);
  const scheme = match?.[1]?.toLowerCase() ?? "redis";
  const rest = (match?.[2] ?? "").replace(/\/$/, "");
  const at = rest.lastIndexOf("@");
  const auth = at === -1 ? "" : `${rest.slice(0, at)}@`;
  const hosts = (at === -1 ? rest : rest.slice(at + 1)).split(",");
  if (hosts.some((host) => host.trim() === "")) throw invalid(`the cluster URL ${redactUrl(url)} lists an empty node; write host:port[,host:port...].`);
  const first = parseUrl(`${scheme}://${auth}${hosts[0]}`, redactUrl(url));
  const rootNodes = hosts.map((host) => nodeOf(parseUrl(`${scheme}://${host.trim()}`, `node "${host}" of ${redactUrl(url)}`), `node "${host}"`));
  return { mode: "cluster", rootNodes, credentials: credentialsOf(first) };
}

/**
 * The target of `openRedisStore`'s options: `url` (a `redis://` server, or a cluster through a
 * `redis+cluster://` URL or `cluster: true`), or `rootNodes` (cluster node URLs: the first one's
 * credentials and TLS apply to every node). `cluster: "proxy"` is one endpoint that routes by slot.
 */
export function resolveTarget(options: {
  url?: string | undefined;
  rootNodes?: readonly string[] | undefined;
  cluster?: boolean | "proxy" | undefined;
}): RedisTarget {
  const { url, rootNodes, cluster } = options;
  if ((url === undefined) === (rootNodes === undefined)) throw invalid("give either url or rootNodes (the nodes of a Redis Cluster).");
  if (rootNodes !== undefined) {
    if (cluster === false || cluster === "proxy") throw invalid(`rootNodes name a Redis Cluster; cluster: ${String(cluster)} contradicts it.`);
    if (rootNodes.length === 0) throw invalid("rootNodes is empty; list at least one node of the cluster (three are better).");
    const urls = rootNodes.map((node) => parseUrl(node, redactUrl(node)));
    for (const [i, node] of urls.entries()) {
      if (node.protocol !== "redis:" && node.protocol !== "rediss:")
        throw invalid(`rootNodes[${i}] ${redactUrl(rootNodes[i]!)} is not a redis:// or rediss:// URL.`);
    }
    return { mode: "cluster", rootNodes: urls.map((node, i) => nodeOf(node, `rootNodes[${i}]`)), credentials: credentialsOf(urls[0]!) };
  }
  const text = url!;
  if (clusterScheme.test(text)) {
    if (cluster === false || cluster === "proxy") throw invalid(`${redactUrl(text)} names a Redis Cluster; cluster: ${String(cluster)} contradicts it.`);
    return parseClusterUrl(text);
  }
  if (cluster === true) {
    const parsed = parseUrl(text, redactUrl(text));
    return { mode: "cluster", rootNodes: [nodeOf(parsed, redactUrl(text))], credentials: credentialsOf(parsed) };
  }
  return { mode: cluster === "proxy" ? "proxy" : "standalone", url: text };
}

export function nodeAddress(node: ClusterNode): string {
  return node.host.includes(":") ? `[${node.host}]:${node.port}` : `${node.host}:${node.port}`;
}

/** A URL without its password. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, "//***@");
}

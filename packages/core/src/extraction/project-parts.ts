/**
 * The nouns that name a part of a project, at the level a relation between parts is a standing fact: a
 * relation or a need is read only with one of them as its subject. Code-level nouns (function, handler,
 * component) are left out: what one of them calls is usually this task's code under discussion. What traffic passes
 * through on its way in is a part too: a load balancer, an ingress, a CDN, a firewall (decision 0486); and so is what
 * a part runs in, a container or a pod (decision 0489).
 */
export const part =
  "services?|contexts?|domains?|apis?|APIs?|apps?|workers?|jobs?|servers?|clients?|frontend|backend|gateway|modules?|packages?|library|libraries|cli|CLI|daemons?|crons?|queues?|tables?|databases?|db|DB|caches?|proxy|bff|BFF|sdk|SDK|pipelines?|scheduler|bots?|plugins?|extensions?|stores?|monorepo|site|dashboard|webhooks?|consumers?|producers?|crates?|repos?|repository|repositories|gems?|microservices?|buckets?|clusters?|topics?|infra|infrastructure|lambdas?|balancers?|ingress|CDN|cdn|firewalls?|WAF|waf|containers?|pods?";
/**
 * The parts a team moves from one tool to another: `part`, and the project's docs, tests, build, CI and the other
 * parts of how it is made and run ("the docs site", "our CI", "the test suite"; decision 0451).
 */
export const toolingPart = String.raw`${part}|docs|documentation|blog|website|tests|test\s+suite|builds?|CI|ci|linting|linter|formatting|formatter|bundling|bundler|deploys|deployments|hosting|auth|logging|monitoring|tracing|search|storage|ORM|styling|emails|runtime|changelog|release\s+notes|versioning`;

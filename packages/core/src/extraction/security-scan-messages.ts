import { messageOnLine } from "./linter-line.js";
import { nextLine } from "./output-lines.js";

/**
 * Sobelow's finding, as `mix sobelow` prints it: "SQL.Query: SQL injection - High Confidence", then the file, the line and
 * the function (decision 0471): the finding's line whole, its type, what it found and how sure it is.
 */
const sobelowFinding = /^(?=[A-Z][\w.]{1,60}: [^\n]{3,100} - (?:High|Medium|Low) Confidence$)/;
export function sobelowMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, sobelowFinding);
}

/**
 * govulncheck's vulnerability, as `govulncheck ./...` prints it: "Vulnerability #1: GO-2024-2687", then its summary on
 * the next line, "HTTP/2 CONTINUATION flood in net/http" (decision 0475): the ID and the summary, "GO-2024-2687: HTTP/2
 * CONTINUATION flood in net/http", without where it was found or fixed or the traces.
 */
const govulncheckHead = /^Vulnerability #\d{1,4}: (GO-\d{4}-\d{4,6})$/;
const govulncheckSummary = /^(?!More info:)[^\n]{3,150}$/;
export function govulncheckMessage(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((text) => govulncheckHead.test(text));
  const summary = at < 0 ? undefined : nextLine(lines, at);
  return summary !== undefined && govulncheckSummary.test(summary) ? `${govulncheckHead.exec(lines[at]!)![1]}: ${summary}` : undefined;
}

/**
 * The first advisory an auditor's report names, once a line of it says it found some (`found`): its ID and its title,
 * each the first group of the first line `id` and `title` read, as "CVE-2023-27539: Possible Denial of Service …".
 */
function firstAdvisory(lines: readonly string[], found: RegExp, id: RegExp, title: RegExp): string | undefined {
  if (!lines.some((text) => found.test(text))) return undefined;
  const firstOf = (pattern: RegExp): string | undefined => lines.map((text) => pattern.exec(text)?.[1]).find((group) => group !== undefined);
  const [named, titled] = [firstOf(id), firstOf(title)];
  return named === undefined || titled === undefined ? undefined : `${named}: ${titled}`;
}

/**
 * bundler-audit's advisory, as `bundle exec bundler-audit check` prints it: "Name: rack", "Version: 2.2.6.2", "CVE:
 * CVE-2023-27539" (or only "GHSA: …"), …, "Title: Possible Denial of Service Vulnerability in Rack's header parsing", and
 * "Vulnerabilities found!" at the end (decision 0478): the first advisory's ID and title, as govulncheck's are quoted.
 */
const bundlerAuditFound = /^Vulnerabilities found!$/;
const advisoryId = /^(?:CVE|GHSA): ((?:CVE-\d{4}-\d{4,7})|(?:GHSA(?:-[a-z0-9]{4}){3}))$/;
const advisoryTitle = /^Title: ([^\n]{3,150})$/;
export function bundlerAuditMessage(lines: readonly string[]): string | undefined {
  return firstAdvisory(lines, bundlerAuditFound, advisoryId, advisoryTitle);
}

/**
 * Composer's advisory, as `composer audit` prints it in its table: "Found 1 security vulnerability advisory affecting 1
 * package:", then rows "| CVE | CVE-2023-29197 |" and "| Title | Improper header validation |" (decision 0479): the first
 * advisory's ID and title, as bundler-audit's are quoted (decision 0478).
 */
const composerFound = /^Found \d{1,5} security vulnerability advisor(?:y|ies) affecting \d{1,5} packages?:$/;
const composerId = /^\| (?:CVE|Advisory ID) +\| ((?:CVE-\d{4}-\d{4,7})|(?:GHSA(?:-[a-z0-9]{4}){3})|(?:PKSA(?:-[a-z0-9]{4}){3})) +\|$/;
const composerTitle = /^\| Title +\| ([^|\n]{3,150}?) +\|$/;
export function composerAuditMessage(lines: readonly string[]): string | undefined {
  return firstAdvisory(lines, composerFound, composerId, composerTitle);
}

/**
 * npm's advisory, as `npm audit` prints its report: "# npm audit report", then the package and its range, "Severity:
 * high", and the advisory's title with its link, "semver vulnerable to Regular Expression Denial of Service -
 * https://github.com/advisories/GHSA-c2qf-rxjj-qqgw" (decision 0480): the first advisory's title, without the link.
 */
const npmAuditReport = /^# npm audit report$/;
const npmSeverity = /^Severity: (?:critical|high|moderate|low)$/;
const npmAdvisory = /^([^\n]{3,150}?) - https:\/\/github\.com\/advisories\/GHSA(?:-[a-z0-9]{4}){3}$/;
export function npmAuditMessage(lines: readonly string[]): string | undefined {
  if (!lines.some((text) => npmAuditReport.test(text))) return undefined;
  const at = lines.findIndex((text) => npmSeverity.test(text));
  return at < 0 ? undefined : npmAdvisory.exec(nextLine(lines, at) ?? "")?.[1];
}

/**
 * OSV-Scanner's vulnerability, as `osv-scanner scan source -r .` prints its table: a header row "│ OSV URL │ CVSS │
 * ECOSYSTEM │ PACKAGE │ VERSION │ SOURCE │", then a row per vulnerability, "│ https://osv.dev/GHSA-952p-6rrq-rcjv │ 5.3 │
 * npm │ micromatch │ 4.0.5 │ package-lock.json │" (decision 0498): the first row's advisory, package and version,
 * "GHSA-952p-6rrq-rcjv in micromatch 4.0.5". Its box lines or plain bars both; a row of another shape is none.
 */
const osvHeader = /^[│|] OSV URL +[│|] CVSS +[│|] ECOSYSTEM +[│|] PACKAGE +[│|] VERSION +[│|]/;
const osvRow =
  /^[│|] https:\/\/osv\.dev\/((?:GHSA(?:-[a-z0-9]{4}){3})|(?:[A-Z]{2,12}-[\w.-]{3,40})) +[│|] [\d.]{0,5} *[│|] [\w.-]{1,30} +[│|] ([@\w./-]{1,100}) +[│|] ([\w.+~-]{1,60}) +[│|]/;
export function osvScannerMessage(lines: readonly string[]): string | undefined {
  if (!lines.some((text) => osvHeader.test(text))) return undefined;
  const row = lines.map((text) => osvRow.exec(text)).find((found) => found !== null);
  return row ? `${row[1]} in ${row[2]} ${row[3]}` : undefined;
}

/**
 * gitleaks's finding, as `gitleaks detect -v` prints it: a block of fields, "Finding:", "Secret:", "RuleID:
 * stripe-access-token", "Entropy:", "File: internal/billing/testdata/client.env", "Line: 2", …, and "WRN leaks found: 1"
 * at the end (decision 0483): where the first finding is and its rule, as a linter's line, "internal/billing/testdata/
 * client.env:2: stripe-access-token" (a rule before a colon reads as a secret assigned). Its "Finding:" and "Secret:" lines hold the secret, unless `--redact` hid it,
 * and are never quoted; nor are who committed it and their address.
 */
const gitleaksFound = /^(?:\d{1,2}:\d{2}(?:AM|PM) )?WRN leaks found: \d{1,7}$/;
const gitleaksRule = /^RuleID: +([\w.-]{2,80})$/;
const gitleaksFile = /^File: +([^\s:]{1,200})$/;
const gitleaksLine = /^Line: +(\d{1,7})$/;
export function gitleaksMessage(lines: readonly string[]): string | undefined {
  if (!lines.some((text) => gitleaksFound.test(text))) return undefined;
  const at = lines.findIndex((text) => gitleaksRule.test(text));
  if (at < 0) return undefined;
  const field = (pattern: RegExp): string | undefined =>
    lines
      .slice(at, at + 12)
      .map((text) => pattern.exec(text)?.[1])
      .find((value) => value !== undefined);
  const [file, line] = [field(gitleaksFile), field(gitleaksLine)];
  return file === undefined || line === undefined ? undefined : `${file}:${line}: ${gitleaksRule.exec(lines[at]!)![1]}`;
}

/**
 * tfsec's result, "Result #1 CRITICAL Security group rule allows ingress from public internet." over its framed place
 * and code (decision 0518): the message, without the result's number or its severity.
 */
const tfsecHead = /^Result #\d{1,6} (?:CRITICAL|HIGH|MEDIUM|LOW) (?=\S)/;
export function tfsecMessage(lines: readonly string[]): string | undefined {
  return messageOnLine(lines, tfsecHead, / {0,4}$/);
}

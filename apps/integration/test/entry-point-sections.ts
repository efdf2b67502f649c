/** The names each entry point of a package's API report lists (`## <entry>` then `- value|type  <name>` lines). */
export function reportedNames(report: string): Map<string, Set<string>> {
  const entries = new Map<string, Set<string>>();
  let current: Set<string> | undefined;
  for (const line of report.split("\n")) {
    const heading = /^## (\S+)$/.exec(line);
    if (heading) entries.set(heading[1]!, (current = new Set()));
    const name = /^- (?:value|type)\s+(\S+)$/.exec(line);
    if (name && current) current.add(name[1]!);
  }
  return entries;
}

/** The code spans (`…`) of each "## `<entry>`" section of a reference page, by entry. */
export function documentedNames(page: string): Map<string, Set<string>> {
  const sections = new Map<string, Set<string>>();
  let current: Set<string> | undefined;
  let fenced = false;
  for (const line of page.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    if (fenced) continue;
    const heading = /^## `([^`]+)`$/.exec(line);
    if (heading) sections.set(heading[1]!, (current = new Set()));
    else if (/^## /.test(line)) current = undefined;
    if (current) for (const span of line.matchAll(/`([^`]+)`/g)) current.add(span[1]!);
  }
  return sections;
}

/** Per entry: names the report lists that its section never names, and a section's table names the report does not list. */
export function undocumented(report: Map<string, Set<string>>, page: Map<string, Set<string>>, tableNames: Map<string, Set<string>>): string[] {
  const problems: string[] = [];
  for (const [entry, names] of report) {
    const section = page.get(entry);
    if (section === undefined) {
      problems.push(`${entry}: no section`);
      continue;
    }
    for (const name of names) if (!section.has(name)) problems.push(`${entry}: ${name} is exported but not documented`);
    for (const name of tableNames.get(entry) ?? []) if (!names.has(name)) problems.push(`${entry}: ${name} is documented but not exported`);
  }
  return problems;
}

/** The code spans in the first column of each section's tables: the names the section says it exports. */
export function tableNames(page: string): Map<string, Set<string>> {
  const sections = new Map<string, Set<string>>();
  let current: Set<string> | undefined;
  for (const line of page.split("\n")) {
    const heading = /^## `([^`]+)`$/.exec(line);
    if (heading) sections.set(heading[1]!, (current = new Set()));
    else if (/^## /.test(line)) current = undefined;
    const cell = /^\| ([^|]+) \|/.exec(line);
    if (current && cell) for (const span of cell[1]!.matchAll(/`([^`]+)`/g)) current.add(span[1]!);
  }
  return sections;
}

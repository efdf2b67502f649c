/**
 * "Our CI machines run GCC 12 and Clang 17 side by side", "the build agents have Xcode 16", "our servers run Ubuntu
 * 22.04": what the machines the project is built or run on have installed (decision 0502), a named tool and its version,
 * what a later session needs before it uses a newer compiler's feature or a newer system's call. The subject is the
 * team's machines, named with "the" or "our" and up to three words before the kind of machine; the tool is a name with a
 * capital and a version number. A fault is read by project-facts.ts ("our runners run Node 18, which breaks the build").
 */
const machines = String.raw`(?:machines?|runners?|hosts?|boxes|servers?|nodes?|VMs?|vms?|images?|build\s+agents?|agents?|workers?|laptops?|workstations?|devcontainers?|containers?)`;
const machinesRun = new RegExp(
  String.raw`^(?:[Tt]he|[Oo]ur)\s+(?:[\w.-]{1,40}\s+){0,3}?${machines}\s+(?:(?:all|still|only|now|also)\s+)?(?:run|runs|have|has|ship\s+with|ships\s+with|come\s+with|comes\s+with)\s+[A-Z][\w.+#-]{0,30}(?:\s+[A-Z][\w.+#-]{0,30})?\s+v?\d{1,4}(?:\.\d{1,4}){0,2}\b`,
);

/** Whether `s` says which named tool at which version the team's machines have (see above). */
export function statesWhatMachinesRun(s: string): boolean {
  return machinesRun.test(s);
}

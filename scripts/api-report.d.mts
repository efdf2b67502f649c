/** One package's report: where it is committed and what it should hold. */
export interface PackageReport {
  readonly name: string;
  readonly file: string;
  readonly text: string;
}

export const root: string;
export function exportedNames(source: string): Set<string>;
export function exportedNamesOfFile(file: string): Set<string>;
export function packageReport(dir: string): Promise<PackageReport>;
export function allReports(): Promise<PackageReport[]>;

// Types of slowest-files.mjs (plain JavaScript: `npm test` runs it with node alone).
export type FileTime = [file: string, seconds: number];
/** One Vitest file's times, as scripts/vitest-file-times-reporter.mjs writes them (ms since the run began). */
export interface VitestFile {
  file: string;
  project: string;
  start: number;
  end: number;
  importMs: number;
  testsAndHooksMs: number;
}
export function vitestFileTimes(files: VitestFile[] | null): FileTime[];
export function playwrightFileTimes(report: unknown): FileTime[];
export function slowestLines(times: FileTime[], count?: number): string[];

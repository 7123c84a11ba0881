// Types of slowest-files.mjs (plain JavaScript: `npm test` runs it with node alone).
export type FileTime = [file: string, seconds: number];
export function vitestFileTimes(report: unknown, cwd: string): FileTime[];
export function playwrightFileTimes(report: unknown): FileTime[];
export function slowestLines(times: FileTime[], count?: number): string[];

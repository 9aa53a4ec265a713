// The types of build-plan.mjs, for its test.
export function newestMtimeMs(target: string): number;
export function workspaceFolders(root: string): Map<string, string>;
export function workspaceClosure(
  root: string,
  folder: string,
  folders?: Map<string, string>,
): string[];
export function buildInputs(root: string, folder: string, extra?: string[]): string[];
export function isStale(root: string, output: string, inputs: string[]): boolean;

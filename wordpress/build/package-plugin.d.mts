export const POT_FILE: string;
export function pluginFiles(root: string): { name: string; data: Buffer }[];
export function packagePlugin(root: string): string;

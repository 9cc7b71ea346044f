export const POT_FILE: string;
export function packagePlugin(root: string): string;

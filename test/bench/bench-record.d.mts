export const RECORD_FILE: string;
export const SUMMARY_FILE: string;
export function sectionsOf(record: string): Map<string, string>;
export function withSections(record: string, sections: Map<string, string>): string;
export function benchSection(name: string, markdownTables: string[]): string;
export function tableMarkdown(
  table: { title: string; columns: string[]; rows: unknown[][]; notes?: string[]; missed?: number },
  ran: string,
): string;
export function summaryOf(record: string): string;
export function withSummary(page: string, record: string): string;

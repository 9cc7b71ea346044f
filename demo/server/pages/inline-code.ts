// The catalogue's descriptions mark code with backticks, as the READMEs do: shown as <code>, never as markup.
import { escapeHtml } from '../html.ts';

/** Escapes `text` for element content, each backticked span as `<code>`; a last unpaired backtick stays literal. */
export function inlineCode(text: string): string {
  return text
    .split(/`([^`]+)`/)
    .map((part, index) => (index % 2 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');
}

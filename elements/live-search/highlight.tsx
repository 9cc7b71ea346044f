const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * The suggestion's text split around every case-insensitive occurrence of the query; odd parts are matches.
 * The query is escaped, so `(`, `*` or `\` are looked for literally.
 */
export function splitOnMatches(text: string, query: string): string[] {
  if (!query) return [text];
  return text.split(new RegExp(`(${query.replace(REGEX_SPECIAL, '\\$&')})`, 'iu'));
}

/** The text with the query marked by DOM nodes built here, so nothing from the server is parsed as markup. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return splitOnMatches(text, query).map((part, index) =>
    index % 2 === 1 ? (
      <mark key={index} className="shop-live-search__match">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

import type { liveSearchParams } from './live-search-params.ts';
import type { Suggestion } from './suggestions.ts';

type Texts = Pick<ReturnType<typeof liveSearchParams>, 'i18n_results' | 'i18n_one_result' | 'i18n_no_results'>;

/**
 * What a screen reader hears when suggestions arrive: the number that can be chosen, or the theme's own
 * "No products found" row (id -1) when there is none.
 */
export function resultsMessage(suggestions: Suggestion[], texts: Texts): string {
  const count = suggestions.filter((suggestion) => suggestion.navigable).length;
  if (count === 1) return texts.i18n_one_result;
  if (count > 1) return texts.i18n_results.replace('{count}', String(count));
  return suggestions.find((suggestion) => suggestion.value)?.value ?? texts.i18n_no_results;
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { liveSearchParams } from './live-search-params.ts';
import { pick } from '../../core/config/read-params.ts';
import { announce } from '../../core/dom/announcer.ts';
import { uniqueId } from '../../core/dom/ensure-id.ts';
import { navigate } from '../../core/dom/navigate.ts';
import { emit } from '../../core/events/emit.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { resultsMessage } from './results-message.ts';
import { SuggestionOption } from './suggestion-option.tsx';
import { searchUrl, type SearchQuery, type Suggestion } from './suggestions.ts';
import { useComboboxInput } from './use-combobox-input.ts';
import { usePanelSide } from './use-panel-side.ts';
import { useSuggestions } from './use-suggestions.ts';

declare global {
  interface ShopEventDetailMap {
    /** Suggestions for `query` are on screen (from the server or this page's cache). */
    'shop-live-search-suggested': { query: SearchQuery; suggestions: Suggestion[] };
    /** The search request failed; the form still submits to the search page. */
    'shop-live-search-failed': { query: SearchQuery; failure: string };
    /** The shopper chose a suggestion; cancel to keep the browser on the page. */
    'shop-live-search-select': { suggestion: Suggestion };
    /** The browser is on its way to the chosen suggestion's URL. */
    'shop-live-search-selected': { suggestion: Suggestion };
  }
}

export interface LiveSearchProps extends HostProps {
  /** Default: `shop_live_search_params.ajax_url`, else `woocommerce_params.ajax_url`. */
  ajaxUrl?: string;
  /** Default: `shop_live_search_params.theme_prefix`; the action is `{prefix}_ajax_search_products`. */
  themePrefix?: string;
  /** The whole action name, over the prefix. */
  searchAction?: string;
  /** Milliseconds of typing pause before a request. */
  debounce?: number;
}

/** Shorter queries match too much to be worth a request. */
const MIN_CHARACTERS = 3;

/**
 * A word typed at an ordinary pace (150–250 ms between keys) goes out as one request, and the suggestions
 * still follow a pause the shopper makes on purpose.
 */
const DEFAULT_DEBOUNCE = 300;

function nextNavigable(suggestions: Suggestion[], from: number, step: 1 | -1): number {
  let index = from;
  for (let tries = 0; tries < suggestions.length; tries++) {
    index = index === -1 ? (step > 0 ? 0 : suggestions.length - 1) : (index + step + suggestions.length) % suggestions.length;
    if (suggestions[index].navigable) return index;
  }
  return -1;
}

const clearField = (field: HTMLInputElement): void => {
  field.value = '';
};

/**
 * Live product search on the theme's search form: an APG combobox (list autocomplete, manual selection) on
 * the `s` input with a listbox of suggestions below the form. The form itself is untouched, so Enter without
 * a chosen suggestion, or any submit before this code arrived, goes to the search results page.
 */
export function LiveSearch({ host, ajaxUrl, themePrefix, searchAction, debounce = DEFAULT_DEBOUNCE }: LiveSearchProps) {
  const params = liveSearchParams();
  const endpoint = pick(ajaxUrl, String(params.ajax_url));
  const action = pick(searchAction, `${pick(themePrefix, String(params.theme_prefix))}_ajax_search_products`);
  const form = host.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="s"]') ?? null;
  const categorySelect = form?.querySelector<HTMLSelectElement>('select[name="product_cat"]') ?? null;
  const submitButton = form?.querySelector<HTMLElement>('[type="submit"]') ?? null;
  const mount = useMountPoint(input ? form : null, 'afterend', 'shop-live-search__popup');
  const [listId] = useState(() => uniqueId('shop-live-search-list'));
  const urlFor = useCallback((query: SearchQuery) => searchUrl(endpoint, action, query), [endpoint, action]);
  const { state, run, schedule, cancel } = useSuggestions(urlFor, debounce);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const { suggestions } = state;
  const message = {
    idle: '',
    loading: params.i18n_searching,
    failed: params.i18n_failed,
    done: suggestions.length === 0 ? params.i18n_no_results : '',
  }[state.status];
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  /** Searches for what the input holds now; below three characters the list closes and nothing is sent. */
  const search = useCallback(
    (when: 'now' | 'after-typing') => {
      if (!input) return;
      setActive(-1);
      const text = input.value.trim();
      if (text.length < MIN_CHARACTERS) {
        cancel();
        setOpen(false);
        return;
      }
      const query = { text, category: categorySelect?.value ?? '' };
      setOpen(true);
      if (when === 'now') void run(query);
      else schedule(query);
    },
    [cancel, categorySelect, input, run, schedule],
  );

  const choose = useCallback(
    (suggestion: Suggestion) => {
      if (!suggestion.navigable || !suggestion.url) return;
      if (!emit(host, 'shop-live-search-select', { suggestion }, { cancelable: true })) return;
      close();
      navigate(suggestion.url, 'live search suggestion');
      emit(host, 'shop-live-search-selected', { suggestion });
    },
    [close, host],
  );

  useComboboxInput(input, { listId, expanded, activeId: expanded && active >= 0 ? optionId(active) : undefined });

  // Text typed before this code arrived is searched at once, if the shopper is still in the field.
  useEffect(() => {
    // The input's value is outside React, and this starts a request.
    if (input && document.activeElement === input) search('now');
  }, [input, search]);

  useDomEvent(input, 'input', () => search('after-typing'));
  useDomEvent(categorySelect, 'change', () => search('now'));
  useDomEvent(input, 'keydown', (event) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        const next = nextNavigable(suggestions, expanded ? active : -1, event.key === 'ArrowDown' ? 1 : -1);
        if (next === -1) return;
        event.preventDefault();
        setOpen(true);
        setActive(next);
        return;
      }
      case 'Enter':
        // Without a chosen suggestion, Enter submits the form to the search results page.
        if (!expanded || active === -1) return;
        event.preventDefault();
        choose(suggestions[active]);
        return;
      case 'Escape':
        // Closes first, clears on the second press (a search field's own Escape would clear at once).
        event.preventDefault();
        if (open && (expanded || message)) close();
        else if (input?.value) {
          clearField(input);
          cancel();
        }
        return;
      default:
    }
  });
  useDomEvent(host, 'focusout', (event) => {
    if (!(event.relatedTarget instanceof Node && host.contains(event.relatedTarget))) close();
  });
  useDomEvent(document, 'pointerdown', (event) => {
    if (!(event.target instanceof Node && host.contains(event.target))) close();
  });

  // In the commit that shows the answer, so the button and the list never disagree.
  useLayoutEffect(() => {
    submitButton?.classList.toggle('loading', state.status === 'loading');
    return () => submitButton?.classList.remove('loading');
  }, [state.status, submitButton]);

  useEffect(() => {
    if (!state.query) return;
    if (state.status === 'done') {
      emit(host, 'shop-live-search-suggested', { query: state.query, suggestions: state.suggestions });
      void announce(resultsMessage(state.suggestions, params));
    } else if (state.status === 'failed') {
      emit(host, 'shop-live-search-failed', { query: state.query, failure: state.failure ?? 'network' });
      void announce(params.i18n_failed);
    }
    // Announced once per answer; the params are read fresh on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, state]);

  const panelShown = expanded || Boolean(open && message);
  const panel = useRef<HTMLDivElement>(null);
  const side = usePanelSide(host, panel, panelShown);

  if (!input || !mount) return null;
  return createPortal(
    <div ref={panel} className={`shop-live-search__panel${side === 'above' ? ' shop-live-search__panel--above' : ''}`} hidden={!panelShown}>
      <ul id={listId} role="listbox" aria-label={params.i18n_suggestions} className="shop-live-search__list" hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <SuggestionOption
            key={index}
            id={optionId(index)}
            suggestion={suggestion}
            query={state.query?.text ?? ''}
            active={expanded && index === active}
            onChoose={choose}
          />
        ))}
      </ul>
      {message && <p className="shop-live-search__message">{message}</p>}
    </div>,
    mount,
  );
}

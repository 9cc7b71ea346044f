import { useLayoutEffect } from 'react';

interface ComboboxState {
  listId: string;
  expanded: boolean;
  /** The id of the active option, while the list shows one. */
  activeId: string | undefined;
}

const STATIC_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-controls', 'autocomplete'] as const;

/**
 * Makes the server's search input the combobox of the APG "list autocomplete" pattern. DOM focus stays in the
 * input; `aria-activedescendant` points at the active option. The server's attributes come back on unmount.
 */
export function useComboboxInput(input: HTMLInputElement | null, { listId, expanded, activeId }: ComboboxState): void {
  useLayoutEffect(() => {
    if (!input) return;
    const before = STATIC_ATTRIBUTES.map((name) => [name, input.getAttribute(name)] as const);
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    // The browser's own history dropdown would cover the suggestions.
    input.setAttribute('autocomplete', 'off');
    return () => {
      for (const [name, value] of before) {
        if (value === null) input.removeAttribute(name);
        else input.setAttribute(name, value);
      }
      input.removeAttribute('aria-expanded');
      input.removeAttribute('aria-activedescendant');
    };
  }, [input, listId]);

  useLayoutEffect(() => {
    if (!input) return;
    input.setAttribute('aria-expanded', String(expanded));
    if (activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
  }, [input, expanded, activeId]);
}

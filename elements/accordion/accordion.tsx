import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { emit } from '../../core/events/emit.ts';
import { slide } from '../../core/dom/slide.ts';
import { listKeyTarget } from '../../core/dom/list-keys.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { hashTarget } from '../../core/dom/hash-target.ts';
import { enhanceItems, hidePanel, itemHolding, type AccordionItem } from './accordion-items.ts';

declare global {
  interface ShopEventDetailMap {
    /** Cancelable: the shopper is opening or closing an item. */
    'shop-accordion-toggle': { index: number; open: boolean };
    /** An item opened or closed (by the shopper, or by the browser's find-in-page revealing it). */
    'shop-accordion-toggled': { index: number; open: boolean };
  }
}

export interface AccordionProps extends HostProps {
  /** The item open at first, from 0; -1 (or an index past the last item) opens none. */
  openIndex?: number;
}

const SLIDE_MS = 200;

/** Heading + panel pairs as an APG accordion with at most one item open. */
export function Accordion({ host, openIndex = 0 }: AccordionProps) {
  const [items, setItems] = useState<AccordionItem[]>([]);
  const [open, setOpen] = useState(openIndex);
  const shown = useRef<number | null>(null);

  useLayoutEffect(() => {
    const { items: enhanced, restore } = enhanceItems(host);
    setItems(enhanced);
    return () => {
      shown.current = null;
      restore();
    };
  }, [host]);

  useEffect(() => setOpen(openIndex), [openIndex]);

  // A link into a closed panel followed before the code arrived: the stylesheet's closed panels kept the browser
  // from revealing its target then. Declared after the effect above, so that it wins on the first render.
  const revealing = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const target = hashTarget(location.hash);
    const index = itemHolding(items, target);
    // Open already: its panel was drawn from the first paint, and the browser has scrolled to the target.
    if (index < 0 || index === shown.current) return;
    shown.current = null;
    revealing.current = target;
    setOpen(index);
  }, [items]);

  useLayoutEffect(() => {
    if (items.length === 0) return;
    // The first paint shows the opening state at once; later changes slide.
    const animate = shown.current !== null;
    shown.current = open;
    items.forEach((item, index) => showItem(item, index === open, animate));
    revealing.current?.scrollIntoView();
    revealing.current = null;
  }, [items, open]);

  const toggle = useCallback(
    (index: number) => {
      const opening = open !== index;
      if (!emit(host, 'shop-accordion-toggle', { index, open: opening }, { cancelable: true })) return;
      setOpen(opening ? index : -1);
      emit(host, 'shop-accordion-toggled', { index, open: opening });
    },
    [host, open],
  );

  useDomEvent(host, 'click', (event: MouseEvent) => {
    // A nested accordion's buttons are not among this one's items. A click on the heading itself is one that came
    // before the code, replayed: the button was not there yet.
    const target = event.target as Element | null;
    const clicked = target?.closest?.('button');
    const index = items.findIndex(({ button, heading }) => button === clicked || heading === target);
    if (index >= 0) toggle(index);
  });

  useDomEvent(host, 'keydown', (event: KeyboardEvent) => {
    const current = items.findIndex(({ button }) => button === event.target);
    const next = current < 0 ? undefined : listKeyTarget(event.key, current, items.length, 'vertical');
    if (next === undefined) return;
    event.preventDefault();
    items[next]!.button.focus();
  });

  // Find-in-page (or a link to an id) reached text in a closed panel: the browser is revealing it.
  useDomEvent(host, 'beforematch' as keyof HTMLElementEventMap, (event: Event) => {
    const index = items.findIndex(({ panel }) => panel === event.target);
    if (index < 0 || index === open) return;
    // No slide: the browser scrolls to the match at once, so the panels must have their final size.
    shown.current = null;
    setOpen(index);
    emit(host, 'shop-accordion-toggled', { index, open: true });
  });

  return null;
}

function showItem({ button, panel }: AccordionItem, expanded: boolean, animate: boolean): void {
  const wasExpanded = button.getAttribute('aria-expanded') === 'true';
  button.setAttribute('aria-expanded', String(expanded));
  if (expanded) {
    panel.removeAttribute('hidden');
    if (animate && !wasExpanded) void slide(panel, 'down', SLIDE_MS);
    return;
  }
  if (!animate || !wasExpanded) {
    hidePanel(panel);
    return;
  }
  void slide(panel, 'up', SLIDE_MS).then(() => {
    // Reopened while it was closing: the newer slide owns the panel.
    if (button.getAttribute('aria-expanded') === 'true') return;
    panel.style.removeProperty('display');
    hidePanel(panel);
  });
}

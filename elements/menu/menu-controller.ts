import { hashTarget } from '../../core/dom/hash-target.ts';
import { listen } from '../../core/dom/listen.ts';
import { scrollToElement } from '../../core/dom/scroll-to.ts';
import { stickyHeaderHeight } from '../../core/dom/sticky-header-height.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { store } from '../../core/state/store.ts';
import { watchHover } from './hover-intent.ts';
import {
  DROPDOWN_TIMINGS,
  MEGA_ANIMATION_MS,
  MEGA_TIMINGS,
  REPOSITION_MIN_HEADER_WIDTH,
  SCROLL_TO,
  TOUCH_MOVE_THRESHOLD_PX,
} from './menu-timings.ts';
import { addToggles, itemLabel, type SubmenuItem } from './submenu-items.ts';

export type MenuTrigger = 'hover' | 'hover-intent' | 'click';

export interface MenuOptions {
  trigger: MenuTrigger;
  /** At this viewport width and below the menu is stacked: no hover, no animation, no repositioning. */
  breakpoint: number;
  toggleLabel: string;
  onToggled(label: string, open: boolean): void;
}

const FLIPPED = 'shop-menu__sub-menu--flipped';

/**
 * Makes the WordPress menu inside `host` a disclosure navigation: submenus open by their buttons, by hover
 * (with or without intent) or by a first click or tap on their item, and close by Escape, a tap elsewhere,
 * focus leaving the menu or the page scrolling. Returns what puts the markup back as the server printed it.
 */
export function enhanceMenu(host: HTMLElement, options: MenuOptions): () => void {
  const items = addToggles(host, options.toggleLabel);
  const byItem = new Map(items.map((entry) => [entry.item, entry]));
  const stackedQuery = matchMedia(`(max-width: ${options.breakpoint}px)`);
  const cleanups: Array<() => void> = [];
  let pointer = { type: '', x: 0, y: 0, moved: false };

  const isOpen = (entry: SubmenuItem): boolean => entry.toggle.getAttribute('aria-expanded') === 'true';
  const stacked = (): boolean => stackedQuery.matches;

  const setOpen = (entry: SubmenuItem, open: boolean): void => {
    if (isOpen(entry) === open) return;
    if (open) {
      for (const sibling of entry.item.parentElement?.children ?? []) {
        const other = byItem.get(sibling as HTMLLIElement);
        if (other && other !== entry) setOpen(other, false);
      }
    } else {
      for (const inner of items) if (inner !== entry && entry.item.contains(inner.item)) setOpen(inner, false);
      entry.submenu.classList.remove(FLIPPED);
      entry.submenu.getAnimations().forEach((animation) => animation.cancel());
    }
    entry.toggle.setAttribute('aria-expanded', String(open));
    if (open && !stacked()) {
      if (entry.mega) fadeIn(entry.submenu);
      else keepInViewport(entry.submenu, host);
    }
    options.onToggled(itemLabel(entry), open);
  };
  const closeAll = (): void => items.forEach((entry) => setOpen(entry, false));

  for (const entry of items) {
    cleanups.push(() => {
      entry.toggle.remove();
      entry.submenu.classList.remove(FLIPPED);
    });
    cleanups.push(listen(entry.toggle, 'click', () => setOpen(entry, !isOpen(entry))));
    if (options.trigger !== 'click') {
      cleanups.push(
        watchHover(entry.item, entry.mega ? MEGA_TIMINGS : DROPDOWN_TIMINGS, options.trigger === 'hover-intent', {
          over: () => !stacked() && setOpen(entry, true),
          // Focus inside keeps it open: a keyboard user's submenu does not close because the mouse passed by.
          out: () => !stacked() && !entry.item.matches(':focus-within') && setOpen(entry, false),
        }),
      );
    }
    if (entry.link) {
      cleanups.push(
        listen<MouseEvent>(entry.link, 'click', (event) => {
          const tapped = pointer.type === 'touch' || pointer.type === 'pen';
          // Enter on the link (a click without a pointer) always follows it; the button beside it is the toggle.
          if (event.detail === 0 || isOpen(entry) || !(tapped || options.trigger === 'click')) return;
          event.preventDefault();
          if (!(tapped && pointer.moved)) setOpen(entry, true);
        }),
      );
    }
  }

  cleanups.push(
    listen<PointerEvent>(
      host,
      'pointerdown',
      (event) => (pointer = { type: event.pointerType, x: event.clientX, y: event.clientY, moved: false }),
      true,
    ),
    listen<PointerEvent>(host, 'pointermove', (event) => {
      if (event.pointerType === 'mouse' || pointer.moved) return;
      pointer.moved = Math.hypot(event.clientX - pointer.x, event.clientY - pointer.y) > TOUCH_MOVE_THRESHOLD_PX;
    }),
    // On the document: a submenu opened by hover is dismissed by Escape wherever focus is.
    listen<KeyboardEvent>(document, 'keydown', (event) => {
      if (event.key !== 'Escape') return;
      const focused = innermostOpen(document.activeElement);
      if (focused) {
        event.preventDefault();
        setOpen(focused, false);
        focused.toggle.focus();
      } else if (items.some(isOpen)) {
        event.preventDefault();
        closeAll();
      }
    }),
    listen<FocusEvent>(host, 'focusout', (event) => {
      if (event.relatedTarget instanceof Node && !host.contains(event.relatedTarget)) closeAll();
    }),
    listen<PointerEvent>(document, 'pointerdown', (event) => {
      if (!host.contains(event.target as Node)) closeAll();
    }),
    listen(window, 'scroll', () => {
      if (!host.contains(document.activeElement)) closeAll();
    }),
    listen<MouseEvent>(host, 'click', (event) => {
      const link = (event.target as Element).closest?.('a[href*="#"]');
      if (event.defaultPrevented || !(link instanceof HTMLAnchorElement)) return;
      const target = samePageTarget(link);
      if (!target) return;
      event.preventDefault();
      closeAll();
      scrollToTarget(target, link.hash);
    }),
  );

  const onBreakpoint = (): void => {
    closeAll();
    host.toggleAttribute('stacked', stacked());
  };
  // Nothing to close yet but the submenu holding the shopper's focus, which stays open.
  host.toggleAttribute('stacked', stacked());
  stackedQuery.addEventListener('change', onBreakpoint);
  cleanups.push(
    () => stackedQuery.removeEventListener('change', onBreakpoint),
    () => host.removeAttribute('stacked'),
  );

  function innermostOpen(from: Element | null): SubmenuItem | undefined {
    for (let item = from?.closest('li'); item && host.contains(item); item = item.parentElement?.closest('li')) {
      const entry = byItem.get(item);
      if (entry && isOpen(entry)) return entry;
    }
    return undefined;
  }

  return () => cleanups.reverse().forEach((cleanup) => cleanup());
}

/** The element an in-page link of the menu points at, when the link stays on this page. */
function samePageTarget(link: HTMLAnchorElement): HTMLElement | null {
  const samePage = link.origin === location.origin && link.pathname === location.pathname && link.search === location.search;
  return samePage ? hashTarget(link.hash) : null;
}

function scrollToTarget(target: HTMLElement, hash: string): void {
  history.pushState(null, '', hash);
  void scrollToElement(target, { offset: -(SCROLL_TO.offset + stickyHeaderHeight()), duration: SCROLL_TO.duration }).then(() => {
    if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  });
}

function fadeIn(submenu: HTMLElement): void {
  if (store.get(settingsAtom).reducedMotion || typeof submenu.animate !== 'function') return;
  submenu.animate(
    [
      { opacity: 0, transform: 'translateY(-0.5rem)' },
      { opacity: 1, transform: 'none' },
    ],
    { duration: MEGA_ANIMATION_MS, easing: 'ease-out' },
  );
}

/**
 * A dropdown that would stick out past the right edge of the window opens towards the left instead. Not done
 * in a narrow header, where the stylesheet stacks the submenus under their items anyway.
 */
function keepInViewport(submenu: HTMLElement, host: HTMLElement): void {
  const header = host.closest<HTMLElement>('header, [role="banner"]') ?? host;
  if (header.getBoundingClientRect().width < REPOSITION_MIN_HEADER_WIDTH) return;
  if (submenu.getBoundingClientRect().right > document.documentElement.clientWidth) submenu.classList.add(FLIPPED);
}

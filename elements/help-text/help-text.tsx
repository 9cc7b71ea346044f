import { useLayoutEffect } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { emit } from '../../core/events/emit.ts';
import { slide } from '../../core/dom/slide.ts';
import { addDescribedBy } from '../../core/dom/described-by.ts';
import { ensureId } from '../../core/dom/ensure-id.ts';
import { outermostOnly } from '../../core/runtime/outermost-only.tsx';

declare global {
  interface ShopEventDetailMap {
    /** A field's help text slid open or closed. */
    'shop-help-text-toggled': { open: boolean; fieldId: string };
  }
}

export interface HelpTextProps extends HostProps {
  /** Milliseconds of the slide (default 250; none with reduced motion). */
  duration?: number;
}

interface HelpPair {
  host: HTMLElement;
  field: HTMLElement;
  text: HTMLElement;
}

/** The one help text open on the page, whichever element shows it. */
let open: HelpPair | null = null;

function setOpen(pair: HelpPair, shown: boolean, duration: number): void {
  if (shown === (open === pair)) return;
  if (shown && open) setOpen(open, false, duration);
  open = shown ? pair : null;
  if (shown) pair.text.removeAttribute('aria-hidden');
  else pair.text.setAttribute('aria-hidden', 'true');
  void slide(pair.text, shown ? 'down' : 'up', duration);
  emit(pair.host, 'shop-help-text-toggled', { open: shown, fieldId: pair.field.id });
}

/** Each field in a `.woocommerce-input-wrapper` with its `.description`, the help text WooCommerce prints. */
function helpPairs(host: HTMLElement): HelpPair[] {
  return [...host.querySelectorAll<HTMLElement>('.woocommerce-input-wrapper')].flatMap((wrapper) => {
    const text = wrapper.querySelector<HTMLElement>('.description');
    const field = wrapper.querySelector<HTMLElement>('input, select, textarea');
    return text && field ? [{ host, field, text }] : [];
  });
}

/**
 * Form-field help texts that stay out of the way: hidden until their field is clicked or focused (the one
 * open before closes), closed again by Escape or a click outside the field, sliding either way.
 */
function HelpTexts({ host, duration = 250 }: HelpTextProps) {
  useLayoutEffect(() => {
    const pairs = helpPairs(host);
    const cleanups = pairs.map((pair) => {
      const { field, text } = pair;
      const display = text.style.display;
      text.style.display = 'none';
      text.setAttribute('aria-hidden', 'true');
      // Described even while closed: a screen reader hears the help text on reaching the field.
      const undescribe = addDescribedBy(field, [ensureId(text, 'shop-help-text')]);
      const show = (): void => setOpen(pair, true, duration);
      const escape = (event: KeyboardEvent): void => {
        if (event.key !== 'Escape' || open !== pair) return;
        // Escape closes the help first; a dialog around the form closes on the next one.
        event.stopPropagation();
        setOpen(pair, false, duration);
      };
      field.addEventListener('focus', show);
      field.addEventListener('click', show);
      field.addEventListener('keydown', escape);
      return () => {
        field.removeEventListener('focus', show);
        field.removeEventListener('click', show);
        field.removeEventListener('keydown', escape);
        if (open === pair) open = null;
        undescribe();
        text.style.display = display;
      };
    });
    const outside = (event: Event): void => {
      const pair = pairs.find((candidate) => candidate === open);
      if (pair && !pair.field.closest('.woocommerce-input-wrapper')?.contains(event.target as Node)) setOpen(pair, false, duration);
    };
    document.addEventListener('pointerdown', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      cleanups.forEach((cleanup) => cleanup());
    };
  }, [host, duration]);

  return null;
}

export const HelpText = outermostOnly(HelpTexts);

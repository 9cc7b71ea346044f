import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { mutateWishlist, WishlistCookiesError } from '../../core/wishlist/wishlist-actions.ts';

const CONTAINER = '.wishlist-title-container';
const TITLE = '.wishlist-title';
const FORM = '.hidden-title-form';

interface TitleParts {
  title: HTMLElement;
  form: HTMLElement;
  input: HTMLInputElement;
}

function partsOf(control: Element): TitleParts | null {
  const container = control.closest(CONTAINER);
  const title = container?.querySelector<HTMLElement>(TITLE);
  const form = container?.querySelector<HTMLElement>(FORM);
  const input = form?.querySelector<HTMLInputElement>('input[name="wishlist_name"]');
  return title && form && input ? { title, form, input } : null;
}

function showForm({ title, form, input }: TitleParts, shown: boolean): void {
  title.hidden = shown;
  form.hidden = !shown;
  form.style.display = shown ? 'inline-block' : '';
  if (shown) input.focus();
  else title.querySelector<HTMLElement>('.show-title-form')?.focus();
}

function markInvalid({ form, input }: TitleParts, invalid: boolean): void {
  form.classList.toggle('woocommerce-invalid', invalid);
  input.setAttribute('aria-invalid', String(invalid));
  if (invalid) input.focus();
}

/**
 * YITH's inline title edit: "Edit title" swaps the heading for the title form, cancel swaps back, save sends the
 * new title. An empty title is not sent (the form is marked invalid and the field focused), and neither is a
 * title the server refused: the form stays open, marked invalid, with the shopper's text.
 */
export function useTitleForm(host: HTMLElement, fail: (error: unknown) => void): void {
  const save = async (parts: TitleParts): Promise<void> => {
    const title = parts.input.value.trim();
    if (!title) return markInvalid(parts, true);
    const wishlistId =
      host.querySelector<HTMLInputElement>('input[name="wishlist_id"]')?.value ||
      host.querySelector<HTMLElement>('.wishlist_table')?.dataset.id ||
      '';
    parts.form.setAttribute('aria-busy', 'true');
    try {
      await mutateWishlist('save_title', { wishlist_id: wishlistId, title }, { target: host });
      // The returned fragments usually re-render the form with the new title; when they did not, it is set here.
      if (parts.form.isConnected) {
        const heading = parts.title.querySelector('h1, h2, h3');
        if (heading) heading.textContent = title;
        markInvalid(parts, false);
        showForm(parts, false);
      }
    } catch (error) {
      if (!(error instanceof WishlistCookiesError)) markInvalid(parts, true);
      fail(error);
    } finally {
      parts.form.removeAttribute('aria-busy');
    }
  };

  useDomEvent(host, 'click', (event: MouseEvent) => {
    const control = (event.target as Element).closest('.show-title-form, .hide-title-form, .save-title-form');
    const parts = control ? partsOf(control) : null;
    if (!control || !parts) return;
    event.preventDefault();
    if (control.matches('.save-title-form')) void save(parts);
    else showForm(parts, control.matches('.show-title-form'));
  });

  useDomEvent(host, 'keydown', (event: KeyboardEvent) => {
    const input = event.target as HTMLInputElement;
    const parts = input.matches?.(`${FORM} input[name="wishlist_name"]`) ? partsOf(input) : null;
    if (!parts) return;
    if (event.key === 'Enter') {
      // Enter would post the whole wishlist form.
      event.preventDefault();
      void save(parts);
    } else if (event.key === 'Escape') {
      showForm(parts, false);
    }
  });
}

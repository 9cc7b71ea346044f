import { renameIds } from '../../core/dom/rename-ids.ts';

/**
 * A fresh copy of the popup content YITH prints hidden in the page, as its prettyPhoto popups showed a copy of
 * it: each opening starts from the server's markup, and the printed original stays where it is (the fragments
 * keep it current). Ids get `suffix`, and the copy's own references follow, so no id is in the page twice.
 */
export function copyPopupContent(content: HTMLElement, suffix: string): DocumentFragment {
  const copy = document.createDocumentFragment();
  for (const node of content.childNodes) copy.append(node.cloneNode(true));
  renameIds(copy, (id) => id + suffix);
  return copy;
}

/** The popup's heading, which names the dialog; it is taken out of the copy, since the dialog prints its own. */
export function takeHeading(copy: DocumentFragment, fallback: string): string {
  const heading = copy.querySelector('h1, h2, h3, h4');
  const text = heading?.textContent?.trim();
  heading?.remove();
  return text || fallback;
}

/** YITH's invalid field: its row gets `woocommerce-invalid`; the field says so and takes focus. */
export function markInvalid(field: HTMLElement | null, invalid: boolean): void {
  if (!field) return;
  field.closest('p, .form-row')?.classList.toggle('woocommerce-invalid', invalid);
  if (invalid) {
    field.setAttribute('aria-invalid', 'true');
    field.focus();
  } else {
    field.removeAttribute('aria-invalid');
  }
}

/** A form's fields as `$.serialize()` sent them; names ending in `[]` keep every value. */
export function formFields(form: HTMLFormElement): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    if (name.endsWith('[]')) {
      const key = name.slice(0, -2);
      fields[key] = [...((fields[key] as string[] | undefined) ?? []), value];
    } else {
      fields[name] = value;
    }
  }
  return fields;
}

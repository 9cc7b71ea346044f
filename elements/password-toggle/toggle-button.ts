/**
 * WooCommerce's show/hide markup around one password field: the field inside `span.password-input` and a
 * `button.show-password-input` after it. Markup already there (a theme that prints it) is adopted; what this
 * function added is taken away again by the returned function.
 */
export function passwordToggleMarkup(field: HTMLInputElement, label: string): { button: HTMLButtonElement; restore: () => void } {
  const undo: Array<() => void> = [];
  let wrapper = field.parentElement?.classList.contains('password-input') ? field.parentElement : null;
  if (!wrapper) {
    // Moving a field takes focus from it: a shopper already typing keeps their place.
    const typing = document.activeElement === field;
    const { selectionStart, selectionEnd } = field;
    wrapper = document.createElement('span');
    wrapper.className = 'password-input';
    field.replaceWith(wrapper);
    wrapper.append(field);
    if (typing) {
      field.focus();
      field.setSelectionRange(selectionStart, selectionEnd);
    }
    const added = wrapper;
    undo.push(() => added.replaceWith(field));
  }
  let button = wrapper.querySelector<HTMLButtonElement>('button.show-password-input');
  if (!button) {
    button = document.createElement('button');
    button.className = 'show-password-input';
    wrapper.append(button);
    const added = button;
    undo.push(() => added.remove());
  }
  button.type = 'button';
  button.setAttribute('aria-label', label);
  button.setAttribute('aria-pressed', 'false');
  if (field.id) button.setAttribute('aria-controls', field.id);
  return {
    button,
    restore: () => {
      field.type = 'password';
      for (const step of undo.reverse()) step();
    },
  };
}

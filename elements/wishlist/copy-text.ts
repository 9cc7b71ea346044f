/**
 * Copies text to the clipboard: the Clipboard API where the page may use it (a secure context with the
 * permission), else the selection of the share link's own field and the older copy command, as YITH did.
 * Resolves true when either worked.
 */
export async function copyText(text: string, field?: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyBySelection(text, field);
  }
}

function copyBySelection(text: string, field?: HTMLInputElement | null): boolean {
  const source = field ?? document.body.appendChild(Object.assign(document.createElement('textarea'), { value: text, readOnly: true }));
  const focused = document.activeElement as HTMLElement | null;
  source.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  if (source !== field) source.remove();
  focused?.focus();
  return copied;
}

import { useLayoutEffect, useReducer } from 'react';
import { createPortal } from 'react-dom';
import { ensureId } from '../../core/dom/ensure-id.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';

/** Product Add-ons' `i18n_remaining` marks where the number goes with an empty span; older texts have none. */
const NUMBER_SLOT = '<span></span>';

/**
 * A text add-on with a maxlength shows a live '{n} characters remaining' after the field, in the
 * legacy `small.chars_remaining` markup, and the field is described by it. The count is read from the field
 * at every render, so a value cleared without an event (a variation reset) is counted too.
 */
export function CharsRemaining({ field, text }: { field: HTMLInputElement | HTMLTextAreaElement; text: string }) {
  const [, update] = useReducer((renders: number) => renders + 1, 0);
  useDomEvent(field, 'input', update);
  useDomEvent(field, 'change', update);
  const node = useMountPoint(field, 'afterend', 'chars_remaining');

  useLayoutEffect(() => {
    if (!node) return;
    const before = field.getAttribute('aria-describedby');
    field.setAttribute('aria-describedby', [before, ensureId(node, 'chars-remaining')].filter(Boolean).join(' '));
    return () => {
      if (before === null) field.removeAttribute('aria-describedby');
      else field.setAttribute('aria-describedby', before);
    };
  }, [field, node]);

  if (!node) return null;
  const count = <span>{Math.max(0, field.maxLength - field.value.length)}</span>;
  const [before, after] = text.includes(NUMBER_SLOT) ? text.split(NUMBER_SLOT, 2) : ['', ` ${text}`];
  return createPortal(
    <small>
      {before}
      {count}
      {after}
    </small>,
    node,
  );
}

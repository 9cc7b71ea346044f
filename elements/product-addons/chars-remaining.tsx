import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ensureId } from '../../core/dom/ensure-id.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';

/**
 * Spec §5: a text add-on with a maxlength shows a live '{n} characters remaining' after the field, in the
 * legacy `small.chars_remaining` markup, and the field is described by it.
 */
export function CharsRemaining({ field, text }: { field: HTMLInputElement | HTMLTextAreaElement; text: string }) {
  const [length, setLength] = useState(field.value.length);
  const update = () => setLength(field.value.length);
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
  return createPortal(
    <small>
      <span>{Math.max(0, field.maxLength - length)}</span> {text}
    </small>,
    node,
  );
}

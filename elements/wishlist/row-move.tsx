import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import { moveRequest, NEW_WISHLIST } from './move-request.ts';
import { rowContext, type RowContext } from './row-context.ts';
import { sendMove } from './send-move.ts';

interface Naming {
  select: HTMLSelectElement;
  context: RowContext;
}

export interface MoveTexts {
  /** The label of the new wishlist's name field. */
  name: string;
  /** The button that moves the row to the new wishlist. */
  submit: string;
}

/** The new wishlist's name, asked beside the row's select; an empty name is marked invalid and nothing is sent. */
function NewWishlistName({ texts, onMove, onCancel }: { texts: MoveTexts; onMove: (name: string) => boolean; onCancel: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  const [invalid, setInvalid] = useState(false);
  // The field appears because the shopper chose "new": their next step is typing its name.
  useEffect(() => field.current?.focus(), []);
  const submit = (): void => {
    const sent = onMove(field.current?.value ?? '');
    setInvalid(!sent);
    if (!sent) field.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter') {
      // Enter would post the whole wishlist form.
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      onCancel();
    }
  };
  return (
    <>
      <label>
        {texts.name} <input ref={field} type="text" aria-invalid={invalid} onKeyDown={onKeyDown} />
      </label>{' '}
      <button type="button" onClick={submit}>
        {texts.submit}
      </button>
    </>
  );
}

/**
 * Move to another wishlist from the row's select (`select.change-wishlist`): an existing wishlist is sent at once;
 * "new" asks the new wishlist's name beside the select first. A move is sent only with the source token, the
 * destination token and the item id, and a new wishlist only with a name.
 */
export function useRowMove(host: HTMLElement, texts: MoveTexts, fail: (error: unknown) => void): ReactNode {
  const [naming, setNaming] = useState<Naming | null>(null);
  const mountPoint = useMountPoint(naming?.select ?? null, 'afterend', 'shop-wishlist__new-list');

  const move = (select: HTMLSelectElement, context: RowContext, name?: string): boolean => {
    const destination = select.value;
    const request = moveRequest({
      source: context.wishlistToken,
      destination,
      itemId: select.dataset.itemId ?? context.rowId,
      name,
      visibility: '0',
    });
    if (!request.ok) return request.reason !== 'name';
    setNaming(null);
    sendMove(host, context, request.fields, select).catch((error: unknown) => {
      select.value = '';
      fail(error);
    });
    return true;
  };

  useDomEvent(host, 'change', (event: Event) => {
    const select = event.target as HTMLSelectElement;
    const context = select.matches?.('select.change-wishlist') ? rowContext(select) : null;
    if (!context) return;
    if (select.value === NEW_WISHLIST) setNaming({ select, context });
    else move(select, context);
  });

  if (!naming || !mountPoint) return null;
  const cancel = (): void => {
    naming.select.value = '';
    naming.select.focus();
    setNaming(null);
  };
  return createPortal(
    <NewWishlistName texts={texts} onMove={(name) => move(naming.select, naming.context, name)} onCancel={cancel} />,
    mountPoint,
  );
}

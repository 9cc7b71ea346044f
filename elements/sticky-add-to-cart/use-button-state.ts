import { useEffect, useState } from 'react';
import { blockedReason, type ButtonState } from '../../core/dom/variation-button-state.ts';

/** The add-to-cart button's state as the variation form marks it, followed through its class changes. */
export function useButtonState(button: Element | null): ButtonState {
  const read = (): ButtonState => (button ? (blockedReason(button) ?? 'enabled') : 'enabled');
  const [state, setState] = useState(read);
  useEffect(() => {
    if (!button) return;
    setState(read());
    const observer = new MutationObserver(() => setState(read()));
    observer.observe(button, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` only closes over `button`.
  }, [button]);
  return state;
}

import { useCallback, useLayoutEffect, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import { outermostOnly } from '../../core/runtime/outermost-only.tsx';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { CART_ROW, correctedOnLoad, decrement, increment, readBounds } from './quantity-rules.ts';

export interface QuantityProps extends HostProps {
  /** Skip raising a below-min value on load (cart rows always skip it). */
  noMinCorrection?: boolean;
  decreaseLabel?: string;
  increaseLabel?: string;
  /** For a standalone tag without server markup: the field to render. */
  name?: string;
  value?: string;
  min?: string;
  max?: string;
  step?: string;
  label?: string;
}

/** Adds +/- controls and WooCommerce's stepping rules to a `.quantity input.qty` number field. */
function QuantityControls(props: QuantityProps) {
  const { host, noMinCorrection = false, decreaseLabel = 'Decrease quantity', increaseLabel = 'Increase quantity' } = props;
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [value, setValue] = useState('');
  // Bumped when the overrides change the input's limits, so the buttons' limits are read again.
  const [, setLimitsChanged] = useState(0);

  useLayoutEffect(() => {
    const found = host.querySelector<HTMLInputElement>('input.qty, input[type="number"]') ?? renderStandalone(host, props);
    setInput(found);
    setValue(found.value);
    const corrected = correctedOnLoad(readBounds(found));
    if (!noMinCorrection && corrected !== undefined && !found.closest(CART_ROW)) {
      found.value = String(corrected);
      setValue(found.value);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mount-time only: a standalone field is created once and the correction belongs to page load.
  }, [host]);

  useLayoutEffect(() => {
    if (!input) return;
    const own = new Map<string, string | null>();
    for (const attribute of ['min', 'max', 'step'] as const) {
      const override = props[attribute];
      if (override === undefined) continue;
      own.set(attribute, input.getAttribute(attribute));
      input.setAttribute(attribute, override);
    }
    setLimitsChanged((count) => count + 1);
    // A removed override (or element) gives the input its own value back.
    return () => {
      for (const [attribute, value] of own) {
        if (value === null) input.removeAttribute(attribute);
        else input.setAttribute(attribute, value);
      }
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the loop reads props.min, props.max and props.step, all listed.
  }, [input, props.min, props.max, props.step]);

  const sync = useCallback(() => input && setValue(input.value), [input]);
  useDomEvent(input, 'input', sync);
  useDomEvent(input, 'change', sync);

  const step = useCallback(
    (direction: 1 | -1) => {
      if (!input) return;
      const bounds = readBounds(input);
      const next = direction > 0 ? increment(bounds) : decrement(bounds);
      if (String(next) === input.value) return;
      input.value = String(next);
      setValue(input.value);
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    [input],
  );

  useDomEvent(input, 'keydown', (event: KeyboardEvent) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    }
  });

  const before = useMountPoint(input, 'beforebegin', 'shop-quantity__control shop-quantity__control--minus');
  const after = useMountPoint(input, 'afterend', 'shop-quantity__control shop-quantity__control--plus');
  if (!input || input.type === 'hidden') return null;

  const bounds = readBounds({ value, min: input.min, max: input.max, step: input.step });
  const atMin = bounds.value === bounds.min;
  const atMax = bounds.max !== undefined && bounds.value === bounds.max;
  const button = (direction: 1 | -1, label: string, atLimit: boolean, text: string) => (
    <button
      type="button"
      className={`shop-quantity__button ${direction > 0 ? 'plus' : 'minus'}`}
      aria-label={label}
      aria-controls={input.id || undefined}
      // The spinbutton itself takes arrow keys; the buttons are for pointers, as in the APG pattern.
      tabIndex={-1}
      disabled={atLimit || input.disabled || input.readOnly}
      onClick={() => step(direction)}
      onKeyDown={(event: ReactKeyboardEvent) => event.stopPropagation()}
    >
      {text}
    </button>
  );
  return (
    <>
      {before && createPortal(button(-1, decreaseLabel, atMin, '−'), before)}
      {after && createPortal(button(1, increaseLabel, atMax, '+'), after)}
    </>
  );
}

export const Quantity = outermostOnly(QuantityControls);

/** A page editor may drop the tag alone; it then renders WooCommerce's own quantity markup. */
function renderStandalone(host: HTMLElement, props: QuantityProps): HTMLInputElement {
  const wrapper = document.createElement('div');
  wrapper.className = 'quantity';
  const id = `shop-quantity-${Math.random().toString(36).slice(2, 9)}`;
  const label = document.createElement('label');
  label.className = 'screen-reader-text';
  label.htmlFor = id;
  label.textContent = props.label ?? 'Quantity';
  const input = document.createElement('input');
  Object.assign(input, { type: 'number', id, className: 'input-text qty text', name: props.name ?? 'quantity' });
  input.value = props.value ?? '1';
  input.inputMode = 'numeric';
  wrapper.append(label, input);
  host.append(wrapper);
  return input;
}

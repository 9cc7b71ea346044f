import { createPortal } from 'react-dom';
import { useLayoutEffect } from 'react';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';

const SERVER_ALERT = '.wc-pao-addon-alert, .addon-alert';

/**
 * The alert beside a multiplier input (README.md#what-it-does): the server's own `.wc-pao-addon-alert` / `.addon-alert` when
 * printed, else one rendered after the input. The input is marked `aria-invalid` while it shows.
 */
export function MultiplierAlert({ field, invalid, text }: { field: HTMLInputElement; invalid: boolean; text: string }) {
  const serverAlert = field.parentElement?.querySelector<HTMLElement>(SERVER_ALERT) ?? null;
  const node = useMountPoint(serverAlert ? null : field, 'afterend', 'wc-pao-addon-alert-wrap');

  useLayoutEffect(() => {
    if (invalid) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
    if (serverAlert) serverAlert.hidden = !invalid;
  }, [field, invalid, serverAlert]);

  if (serverAlert || !node) return null;
  return createPortal(
    <span className="wc-pao-addon-alert addon-alert" role="alert">
      {invalid ? text : ''}
    </span>,
    node,
  );
}

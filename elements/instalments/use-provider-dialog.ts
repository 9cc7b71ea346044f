import { useCallback, useEffect, useRef, useState } from 'react';
import { emit } from '../../core/events/emit.ts';
import { LatestRequest } from '../../core/http/latest-request.ts';
import { isAbort } from '../../core/http/request-errors.ts';
import type { DialogState } from './instalment-dialog.tsx';

declare global {
  interface ShopEventDetailMap {
    /** The provider dialog changed state (loading, content, fallback, error, hidden). */
    'shop-instalments-dialog-changed': { state: DialogState['kind'] };
  }
}

export interface ProviderDialog {
  state: DialogState;
  open: () => void;
  close: () => void;
}

/**
 * The provider dialog's states (README.md#what-it-does): hidden, then loading, then the content or an error. Closing aborts a
 * load still running; every change is reported with `shop-instalments-dialog-changed`.
 */
export function useProviderDialog(host: HTMLElement, url: URL | undefined, locale: string): ProviderDialog {
  const [state, setState] = useState<DialogState>({ kind: 'hidden' });
  const request = useRef(new LatestRequest());
  useEffect(() => () => request.current.abort(), []);

  const set = useCallback(
    (next: DialogState) => {
      setState(next);
      emit(host, 'shop-instalments-dialog-changed', { state: next.kind });
    },
    [host],
  );

  const open = useCallback(async () => {
    if (!url) return set({ kind: 'error' });
    set({ kind: 'loading' });
    try {
      // The dialog's loading and cleaning is a chunk of its own, fetched with the first dialog.
      const result = await request.current.run(async (signal) => (await import('./provider-dialog.ts')).loadDialog(url, signal));
      if (result.kind === 'content') set(result);
      // The US dialog without content falls back to an image linking to the purchase agreement.
      else set({ kind: result.kind === 'empty' && /^en[-_]US$/i.test(locale) ? 'fallback' : 'error' });
    } catch (error) {
      if (!isAbort(error)) set({ kind: 'error' });
    }
  }, [url, locale, set]);

  const close = useCallback(() => {
    request.current.abort();
    set({ kind: 'hidden' });
  }, [set]);

  return { state, open: () => void open(), close };
}

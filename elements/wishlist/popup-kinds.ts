import type { RowContext } from './row-context.ts';

/** The popups YITH prints hidden in the page, by the prettyPhoto group of the links that open them. */
export const POPUP_KINDS = {
  'prettyPhoto[move_to_another_wishlist]': 'move',
  'prettyPhoto[ask_an_estimate]': 'estimate',
  'prettyPhoto[create_wishlist]': 'create',
} as const;

export type PopupKind = (typeof POPUP_KINDS)[keyof typeof POPUP_KINDS];

/** The links that open them: `href="#<id of the printed content>"` and the group in `data-rel`. */
export const POPUP_OPENER = 'a[data-rel^="prettyPhoto["][href^="#"]';

export interface OpenPopup {
  kind: PopupKind;
  /** The printed content (hidden in the page); the popup shows a copy of it. */
  content: HTMLElement;
  opener: HTMLElement;
  /** The row the link is in (the move popup moves that row's item). */
  context: RowContext | null;
}

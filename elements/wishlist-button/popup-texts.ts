import type { PopupTexts } from './add-to-wishlist-dialog.tsx';

/** YITH's English texts of the "Select a wishlist" popup; the title comes from the `popup-title` attribute. */
export const POPUP_TEXTS: Omit<PopupTexts, 'title'> = {
  close: 'Close',
  chooseTab: 'Choose a wishlist',
  createTab: 'Create a new wishlist',
  wishlistLabel: 'Wishlist',
  newOption: 'Create a new wishlist',
  nameLabel: 'Wishlist name',
  nameRequired: 'Please enter a name for the new wishlist.',
  visibility: 'Visibility',
  visibilities: ['Public', 'Shared', 'Private'],
  submit: 'Add to wishlist',
};

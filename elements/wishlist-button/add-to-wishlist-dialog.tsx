// Keeps React and the core this chunk uses in the shared chunks (see core/shared-chunk.ts, core/action-chunk.ts), not a chunk of their own.
import '../../core/shared-later-chunk.ts';
import '../../core/action-chunk.ts';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { ModalDialog, type ModalDialogClasses } from '../../core/dialog/modal-dialog.tsx';
import { NEW_WISHLIST, type WishlistChoice, type WishlistOption } from './wishlist-choice.ts';

export interface PopupTexts {
  title: string;
  close: string;
  chooseTab: string;
  createTab: string;
  wishlistLabel: string;
  newOption: string;
  nameLabel: string;
  nameRequired: string;
  visibility: string;
  visibilities: [string, string, string];
  submit: string;
}

interface AddToWishlistDialogProps {
  texts: PopupTexts;
  wishlists: WishlistOption[];
  busy: boolean;
  /**
   * The outcome's line, shown instead of the form once there is one. It and the classes come from the button,
   * whose group holds the popups' shared parts: imported here, they would be a chunk of their own, one more
   * request on the wishlist page, which shares them too.
   */
  feedback: ReactNode;
  classes: ModalDialogClasses;
  onSubmit: (choice: WishlistChoice) => void;
  onClose: () => void;
}

type Tab = 'choose' | 'create';

/**
 * YITH's "Select a wishlist" popup as an APG modal dialog (core/dialog) holding APG tabs: choose an existing
 * wishlist, or create one (name and visibility). Choosing "new" in the select opens the create tab. A new
 * wishlist needs a name: without one the field is marked invalid and focused, and nothing is sent.
 */
export function AddToWishlistDialog({ texts, wishlists, busy, feedback, classes, onSubmit, onClose }: AddToWishlistDialogProps) {
  const id = useId();
  const [tab, setTab] = useState<Tab>(wishlists.length ? 'choose' : 'create');
  const [wishlistId, setWishlistId] = useState(wishlists[0]?.id ?? NEW_WISHLIST);
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<WishlistChoice['wishlistVisibility']>('0');
  const [invalid, setInvalid] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ choose: null, create: null });
  const focusName = useRef(false);

  useEffect(() => {
    if (tab === 'create' && focusName.current) nameField.current?.focus();
    focusName.current = false;
  }, [tab]);

  const choose = (value: string): void => {
    setWishlistId(value);
    if (value !== NEW_WISHLIST) return;
    focusName.current = true;
    setTab('create');
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (busy) return;
    const creating = tab === 'create' || wishlistId === NEW_WISHLIST;
    if (creating && name.trim() === '') {
      setInvalid(true);
      focusName.current = true;
      if (tab === 'create') nameField.current?.focus();
      else setTab('create');
      return;
    }
    onSubmit({
      wishlistId: creating ? NEW_WISHLIST : wishlistId,
      wishlistName: creating ? name.trim() : '',
      wishlistVisibility: visibility,
    });
  };

  // APG tabs: arrows, Home and End move between the two tabs, and select them.
  const onTabKey = (event: KeyboardEvent): void => {
    const next: Tab | null = ['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)
      ? event.key === 'Home'
        ? 'choose'
        : event.key === 'End'
          ? 'create'
          : tab === 'choose'
            ? 'create'
            : 'choose'
      : null;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabs.current[next]?.focus();
  };

  const panel = (which: Tab) => ({
    role: 'tabpanel',
    id: `${id}-${which}`,
    'aria-labelledby': `${id}-${which}-tab`,
    hidden: tab !== which,
    className: 'shop-wishlist-popup__panel',
  });

  const tabButton = (which: Tab, label: string) => (
    <button
      ref={(node) => void (tabs.current[which] = node)}
      type="button"
      role="tab"
      id={`${id}-${which}-tab`}
      className="shop-wishlist-popup__tab"
      aria-selected={tab === which}
      aria-controls={`${id}-${which}`}
      tabIndex={tab === which ? 0 : -1}
      onClick={() => setTab(which)}
      onKeyDown={onTabKey}
    >
      {label}
    </button>
  );

  return (
    <ModalDialog classes={classes} title={texts.title} closeLabel={texts.close} onClose={onClose} busy={busy}>
      {() =>
        feedback || (
          <form className="shop-wishlist-popup__form" onSubmit={submit} noValidate>
            <div role="tablist" className="shop-wishlist-popup__tabs">
              {tabButton('choose', texts.chooseTab)}
              {tabButton('create', texts.createTab)}
            </div>
            <div {...panel('choose')}>
              <label htmlFor={`${id}-wishlist`}>{texts.wishlistLabel}</label>
              <select id={`${id}-wishlist`} value={wishlistId} onChange={(event) => choose(event.target.value)}>
                {wishlists.map((wishlist) => (
                  <option key={wishlist.id} value={wishlist.id}>
                    {wishlist.name}
                  </option>
                ))}
                <option value={NEW_WISHLIST}>{texts.newOption}</option>
              </select>
            </div>
            <div {...panel('create')}>
              <label htmlFor={`${id}-name`}>{texts.nameLabel}</label>
              <input
                ref={nameField}
                id={`${id}-name`}
                type="text"
                value={name}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${id}-name-error` : undefined}
                onChange={(event) => {
                  setName(event.target.value);
                  setInvalid(false);
                }}
              />
              {invalid && (
                <span id={`${id}-name-error`} className="shop-wishlist-popup__invalid">
                  {texts.nameRequired}
                </span>
              )}
              <fieldset className="shop-wishlist-popup__visibility">
                <legend>{texts.visibility}</legend>
                {texts.visibilities.map((label, index) => (
                  <label key={label}>
                    <input
                      type="radio"
                      name={`${id}-visibility`}
                      value={index}
                      checked={visibility === String(index)}
                      onChange={() => setVisibility(String(index) as WishlistChoice['wishlistVisibility'])}
                    />{' '}
                    {label}
                  </label>
                ))}
              </fieldset>
            </div>
            <button type="submit" className="button shop-wishlist-popup__submit" aria-disabled={busy || undefined}>
              {texts.submit}
            </button>
          </form>
        )
      }
    </ModalDialog>
  );
}

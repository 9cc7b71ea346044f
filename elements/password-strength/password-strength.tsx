import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { passwordStrengthLabels, passwordStrengthParams } from './password-strength-params.ts';
import { paramFlag, pick } from '../../core/config/read-params.ts';
import { emit } from '../../core/events/emit.ts';
import { triggerLegacy } from '../../core/events/legacy-bridge.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import { addDescribedBy } from '../../core/dom/described-by.ts';
import { decodeEntities } from '../../core/dom/decode-entities.ts';
import { uniqueId } from '../../core/dom/ensure-id.ts';
import { outermostOnly } from '../../core/runtime/outermost-only.tsx';
import { disallowedWords } from './disallowed-words.ts';
import { confirmationField, meteredField, submitButtons } from './password-field.ts';
import { blocksSubmit, MISMATCH_SCORE, strengthLabel } from './strength-label.ts';
import { useStrengthScore } from './use-strength-score.ts';

declare global {
  interface ShopEventDetailMap {
    /** The meter shows another label (score and text), and whether the form's submit is now blocked. */
    'shop-password-strength-changed': { score: number; label: string; blocked: boolean };
  }
}

export interface PasswordStrengthProps extends HostProps {
  /** 0–4 (default: `min_password_strength`, 3). */
  minimumStrength?: number;
  /** Checkout's submit is blocked too (default: `stop_checkout`). */
  enforceOnCheckout?: boolean;
  /** Shortest page word the password may not lean on (default 4; 5 ignores words of four characters). */
  disallowedWordLength?: number;
}

const inputValue = (field: HTMLInputElement | null): string => field?.value ?? '';

/**
 * WooCommerce's password strength meter for one password field: the label under the field, the hint for weak
 * passwords, and the form's submit disabled below the minimum strength.
 */
function Meter({ host, minimumStrength, enforceOnCheckout, disallowedWordLength = 4 }: PasswordStrengthProps) {
  const params = passwordStrengthParams();
  const labels = passwordStrengthLabels();
  const minimum = pick(minimumStrength, Number(params.min_password_strength));
  const field = useMemo(() => meteredField(host), [host]);
  const confirmation = useMemo(() => (field ? confirmationField(field) : null), [field]);
  const onCheckout = Boolean(field?.form?.matches('form.checkout'));
  const enforced = pick(enforceOnCheckout, paramFlag(params.stop_checkout));
  const anchor = field?.closest('.woocommerce-input-wrapper') ?? field?.parentElement ?? null;
  const mount = useMountPoint(anchor, 'beforeend', 'shop-password-strength__meter');
  const ids = useRef({ meter: uniqueId('shop-password-strength'), hint: uniqueId('shop-password-hint') });

  const [password, setPassword] = useState(() => inputValue(field));
  const [confirmed, setConfirmed] = useState(() => inputValue(confirmation));
  // A shopper who focused or typed before the code arrived has already asked for the checker.
  const [wanted, setWanted] = useState(() => Boolean(field && (document.activeElement === field || field.value !== '')));
  const words = useCallback(() => disallowedWords(disallowedWordLength), [disallowedWordLength]);
  const scored = useStrengthScore(password, words, wanted);

  const want = useCallback(() => setWanted(true), []);
  const read = useCallback(() => {
    setWanted(true);
    setPassword(inputValue(field));
    setConfirmed(inputValue(confirmation));
  }, [field, confirmation]);
  useDomEvent(field, 'focus', want);
  useDomEvent(field, 'input', read);
  useDomEvent(field, 'change', read);
  useDomEvent(confirmation, 'input', read);
  useDomEvent(confirmation, 'change', read);

  const score = confirmed !== '' && confirmed !== password ? MISMATCH_SCORE : scored;
  const label = strengthLabel(score, minimum, { ...labels, error: params.i18n_password_error });
  const shown = password !== '';
  const blocked = blocksSubmit(password, score, minimum, onCheckout, enforced);

  // In the same commit as the label, so the button never looks usable under a "Very weak".
  useLayoutEffect(() => {
    if (!field || !blocked) return;
    const buttons = submitButtons(field).filter((button) => !button.disabled);
    for (const button of buttons) {
      button.disabled = true;
      button.classList.add('disabled');
    }
    return () => {
      for (const button of buttons) {
        button.disabled = false;
        button.classList.remove('disabled');
      }
    };
  }, [field, blocked]);

  useLayoutEffect(() => {
    if (!field || !mount || !shown) return;
    return addDescribedBy(field, label.hint ? [ids.current.meter, ids.current.hint] : [ids.current.meter]);
  }, [field, mount, shown, label.hint]);

  useEffect(() => {
    if (mount) triggerLegacy('wc-password-strength-added');
  }, [mount]);
  const wasShown = useRef(false);
  useEffect(() => {
    if (shown !== wasShown.current) triggerLegacy(shown ? 'wc-password-strength-show' : 'wc-password-strength-hide');
    wasShown.current = shown;
  }, [shown]);

  const reported = useRef('');
  useEffect(() => {
    const key = shown ? `${score}|${label.text}|${blocked}` : '';
    if (key === reported.current) return;
    reported.current = key;
    if (shown) emit(host, 'shop-password-strength-changed', { score, label: label.text, blocked });
  }, [host, shown, score, label.text, blocked]);

  if (!field || !mount) return null;
  return createPortal(
    <>
      {/* Always in the page while the field is, so a screen reader hears each new label, and only a new one. */}
      <div
        id={ids.current.meter}
        className={`woocommerce-password-strength${label.strength ? ` ${label.strength}` : ''}`}
        aria-live="polite"
        hidden={!shown}
      >
        {shown ? label.text : ''}
      </div>
      {shown && label.hint && (
        <small id={ids.current.hint} className="woocommerce-password-hint">
          {decodeEntities(params.i18n_password_hint)}
        </small>
      )}
    </>,
    mount,
  );
}

export const PasswordStrength = outermostOnly(Meter);

import { expect, fixture } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import { formatMoney } from '../../core/format/money.ts';
import { addToCartParams } from '../../core/config/params.ts';
import { pick } from '../../core/config/read-params.ts';
import { getCookie, setCookie, deleteCookie } from '../../core/dom/cookies.ts';
import { announce } from '../../core/dom/announcer.ts';
import { trapFocus } from '../../core/dom/focus-trap.ts';
import { scrollToElement } from '../../core/dom/scroll-to.ts';
import { navigate } from '../../core/dom/navigate.ts';
import { store } from '../../core/state/store.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { legacyAllows, legacyWrap, onLegacy, triggerLegacy } from '../../core/events/legacy-bridge.ts';
import { installJquery, isJqueryOf, recordLegacyEvents, removeJquery } from '../support/legacy-jquery.ts';

type Globals = Record<string, unknown>;

describe('money', () => {
  afterEach(() => delete (window as unknown as Globals).woocommerce_addons_params);

  it('shows symbol, amount with separators, then USD', () => {
    expect(formatMoney(1234.5)).to.equal('$1,234.50 USD');
    expect(formatMoney(0)).to.equal('$0.00 USD');
    expect(formatMoney(-3.456)).to.equal('-$3.46 USD');
    expect(formatMoney(1234567.891)).to.equal('$1,234,567.89 USD');
  });

  it('follows the add-ons settings when the page overrides them', () => {
    (window as unknown as Globals).woocommerce_addons_params = {
      currency_format_symbol: '€',
      currency_format_decimal_sep: ',',
      currency_format_thousand_sep: '.',
      currency_format_num_decimals: 0,
      currency_format: '%v %s',
    };
    expect(formatMoney(1234.5)).to.equal('1.235 €');
  });

  it('keeps dollar signs in the settings as text', () => {
    (window as unknown as Globals).woocommerce_addons_params = {
      currency_format_symbol: '$&',
      currency_format_thousand_sep: "$'",
      currency_format: '%s%v',
    };
    expect(formatMoney(1234.5)).to.equal("$&1$'234.50");
  });
});

describe('configuration precedence', () => {
  afterEach(() => delete (window as unknown as Globals).wc_add_to_cart_params);

  it('reads the legacy global over the platform default', () => {
    expect(addToCartParams().i18n_view_cart).to.equal('View cart');
    (window as unknown as Globals).wc_add_to_cart_params = { i18n_view_cart: 'Voir le panier' };
    expect(addToCartParams().i18n_view_cart).to.equal('Voir le panier');
    expect(addToCartParams().cart_redirect_after_add).to.equal('no');
  });

  it('lets an element attribute win over the global', () => {
    (window as unknown as Globals).wc_add_to_cart_params = { cart_url: '/basket/' };
    expect(pick('/my-cart/', addToCartParams().cart_url)).to.equal('/my-cart/');
    expect(pick(undefined, addToCartParams().cart_url)).to.equal('/basket/');
  });
});

describe('cookies', () => {
  it('sets, reads and deletes a cookie', () => {
    setCookie('shop_test cookie', 'a value; with=odd chars');
    expect(getCookie('shop_test cookie')).to.equal('a value; with=odd chars');
    deleteCookie('shop_test cookie');
    expect(getCookie('shop_test cookie')).to.equal(undefined);
  });
});

describe('announce', () => {
  it('speaks through one polite live region, repeating the same message', async () => {
    await announce('“Hoodie” has been added to your cart');
    const region = document.querySelector('.shop-live-region')!;
    expect(region).to.have.attribute('aria-live', 'polite');
    expect(region).to.have.attribute('role', 'status');
    expect(region).to.have.text('“Hoodie” has been added to your cart');
    const again = announce('“Hoodie” has been added to your cart');
    expect(region).to.have.text('');
    await again;
    expect(region).to.have.text('“Hoodie” has been added to your cart');
    expect(document.querySelectorAll('.shop-live-region')).to.have.length(1);
  });
});

describe('trapFocus', () => {
  it('cycles Tab inside the container, calls onEscape, and returns focus on release', async () => {
    const page = await fixture<HTMLElement>(`<div>
      <button id="opener">Open</button>
      <div id="dialog"><button id="one">One</button><a id="two" href="#x">Two</a></div>
    </div>`);
    const opener = page.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    let escaped = 0;
    const release = trapFocus(page.querySelector('#dialog')!, { onEscape: () => escaped++ });
    expect(document.activeElement!.id).to.equal('one');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement!.id).to.equal('two');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement!.id).to.equal('one');
    await sendKeys({ press: 'Shift+Tab' });
    expect(document.activeElement!.id).to.equal('two');
    await sendKeys({ press: 'Escape' });
    expect(escaped).to.equal(1);
    release();
    expect(document.activeElement).to.equal(opener);
  });
});

describe('navigate', () => {
  it('follows only http(s) URLs, absolute, after a cancelable shop-navigate', () => {
    const seen: string[] = [];
    const listener = (event: Event) => {
      seen.push((event as CustomEvent<{ url: string }>).detail.url);
      event.preventDefault();
    };
    document.addEventListener('shop-navigate', listener);
    const logged = console.error;
    console.error = () => undefined;
    try {
      navigate('/cart/', 'test');
      navigate('javascript:alert(1)', 'test');
      navigate(' data:text/html,hi', 'test');
    } finally {
      console.error = logged;
      document.removeEventListener('shop-navigate', listener);
    }
    expect(seen).to.deep.equal([new URL('/cart/', location.href).href]);
  });
});

describe('scrollToElement', () => {
  afterEach(() => store.set(settingsAtom, { reducedMotion: false }));

  it('scrolls to the target plus offset, at once when reduced motion is preferred', async () => {
    const page = await fixture<HTMLElement>('<div style="height:3000px"><p id="target" style="margin-top:1500px">Reviews</p></div>');
    store.set(settingsAtom, { reducedMotion: true });
    await scrollToElement(page.querySelector('#target')!, { offset: -150, duration: 300 });
    const expected = page.querySelector('#target')!.getBoundingClientRect().top;
    expect(Math.round(expected)).to.equal(150);
    window.scrollTo(0, 0);
  });

  it('animates over the duration otherwise and lands on the same spot', async () => {
    const page = await fixture<HTMLElement>('<div style="height:3000px"><p id="target" style="margin-top:1200px">Reviews</p></div>');
    const started = performance.now();
    await scrollToElement(page.querySelector('#target')!, { offset: -100, duration: 120 });
    expect(performance.now() - started).to.be.at.least(100);
    expect(Math.round(page.querySelector('#target')!.getBoundingClientRect().top)).to.equal(100);
    window.scrollTo(0, 0);
  });
});

describe('legacy jQuery bridge', () => {
  afterEach(removeJquery);

  it('triggers legacy events on body with their arguments, jQuery-wrapped elements included', () => {
    const calls = recordLegacyEvents(['added_to_cart']);
    const button = document.createElement('a');
    triggerLegacy('added_to_cart', [{ 'div.widget': '<div></div>' }, 'hash', legacyWrap(button)]);
    expect(calls).to.have.length(1);
    expect(calls[0]!.args[1]).to.equal('hash');
    expect(isJqueryOf(calls[0]!.args[2], button)).to.be.true;
  });

  it('lets a legacy handler veto with false', () => {
    const $ = installJquery();
    expect(legacyAllows('should_send_ajax_request.adding_to_cart')).to.be.true;
    $(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
    expect(legacyAllows('should_send_ajax_request.adding_to_cart')).to.be.false;
  });

  it('does nothing without jQuery, and wraps nothing', () => {
    const button = document.createElement('button');
    expect(legacyWrap(button)).to.equal(button);
    expect(() => triggerLegacy('added_to_cart', [])).not.to.throw();
    expect(legacyAllows('should_send_ajax_request.adding_to_cart')).to.be.true;
  });

  it('honours a legacy trigger from jQuery or a native dispatch, running the handler once each time', async () => {
    const $ = installJquery();
    let runs = 0;
    const stop = onLegacy('wc_fragment_refresh', () => runs++);
    $(document.body).trigger('wc_fragment_refresh');
    expect(runs).to.equal(1);
    document.body.dispatchEvent(new Event('wc_fragment_refresh'));
    expect(runs).to.equal(2);
    stop();
    $(document.body).trigger('wc_fragment_refresh');
    await waitUntil(() => runs === 2);
    expect(runs).to.equal(2);
  });
});

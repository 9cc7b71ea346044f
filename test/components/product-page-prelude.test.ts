import { expect } from '@open-wc/testing';
import {
  drawControls,
  drawWaitingGalleries,
  markOpeningTabs,
  readSlides,
  showSlide,
  slideAskedFor,
} from '../../elements/product-page.prelude.ts';

// The product page's idle prelude, run while <shop-product-tabs> and <shop-product-gallery> wait for the shopper
// (neither tag is defined in this file, as on a page whose element code has not arrived).

const TABS = `
  <shop-product-tabs>
    <div class="woocommerce-tabs wc-tabs-wrapper">
      <ul class="tabs wc-tabs" role="tablist">
        <li class="description_tab"><a href="#tab-description">Description</a></li>
        <li class="reviews_tab"><a href="#tab-reviews">Reviews (2)</a></li>
      </ul>
      <div class="panel wc-tab" id="tab-description">Soft cotton.</div>
      <div class="panel wc-tab" id="tab-reviews"><div id="reviews"><div id="comments">Nice.</div></div></div>
    </div>
  </shop-product-tabs>`;

const slide = (colour: string) =>
  `<div data-thumb="/images/${colour}-thumb.svg" class="woocommerce-product-gallery__image"><a href="/images/${colour}-full.svg"><img src="/images/${colour}.svg" alt="${colour}"></a></div>`;

const gallery = (attributes = '', slides = ['red', 'blue', 'green']) => `
  <shop-product-gallery ${attributes}>
    <div class="woocommerce-product-gallery images">
      <div class="woocommerce-product-gallery__wrapper">${slides.map(slide).join('')}</div>
    </div>
  </shop-product-gallery>`;

const SLIDER_ON = { flexslider_enabled: '1', flexslider: { controlNav: 'thumbnails' } };

let container: HTMLElement;
// The earlier tests' runs of the prelude still listen (a page runs it once): only this test's hosts count, and
// waking one twice is harmless.
let woken: Set<Element>;
const wake = async (host: Element): Promise<void> => void (host.isConnected && woken.add(host));

function place(html: string): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

function setParams(params: object | undefined): void {
  (window as { wc_single_product_params?: object }).wc_single_product_params = params;
}

describe('product page prelude', () => {
  const start = location.pathname + location.search;
  beforeEach(() => {
    woken = new Set();
  });
  afterEach(() => {
    container.remove();
    history.replaceState(null, '', start);
    setParams(undefined);
  });

  describe('tabs', () => {
    it('marks the first tab active and leaves the element waiting', () => {
      place(TABS);
      markOpeningTabs(wake);
      expect(container.querySelector('li.description_tab')!.classList.contains('active')).to.equal(true);
      expect(container.querySelector('li.reviews_tab')!.classList.contains('active')).to.equal(false);
      expect([...woken]).to.deep.equal([]);
    });

    for (const url of ['#comments', '#reviews', '?cpage=2', '#tab-reviews']) {
      it(`loads the element at once for a URL that opens another tab (${url})`, () => {
        history.replaceState(null, '', `${start}${url}`);
        place(TABS);
        markOpeningTabs(wake);
        expect([...woken]).to.deep.equal([container.querySelector('shop-product-tabs')]);
        expect(container.querySelector('li.description_tab')!.classList.contains('active')).to.equal(false);
      });
    }

    it('loads the element when the hash changes (the review-count link)', async () => {
      place(TABS);
      markOpeningTabs(wake);
      const changed = new Promise((resolve) => addEventListener('hashchange', resolve, { once: true }));
      location.hash = 'reviews';
      await changed;
      expect([...woken]).to.deep.equal([container.querySelector('shop-product-tabs')]);
    });
  });

  describe('gallery', () => {
    it('draws named controls with the printed thumbnails, the first current', () => {
      setParams(SLIDER_ON);
      place(gallery());
      drawWaitingGalleries(wake);
      const nav = container.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper + .shop-gallery__nav')!;
      expect([...nav.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'))).to.deep.equal([
        'Previous image',
        'Next image',
        'Show image 1 of 3',
        'Show image 2 of 3',
        'Show image 3 of 3',
      ]);
      expect([...nav.querySelectorAll('img')].map((image) => new URL(image.src).pathname)).to.deep.equal([
        '/images/red-thumb.svg',
        '/images/blue-thumb.svg',
        '/images/green-thumb.svg',
      ]);
      expect(nav.querySelector('[aria-current]')!.getAttribute('aria-label')).to.equal('Show image 1 of 3');
      expect(nav.querySelector('.shop-gallery__prev')!.getAttribute('aria-disabled')).to.equal('true');
      expect(container.querySelector('shop-product-gallery')!.hasAttribute('stacked')).to.equal(false);
      expect([...woken]).to.deep.equal([]);
    });

    it('uses the texts a theme added to the params, and dots or nothing as the attribute or params say', () => {
      setParams({ ...SLIDER_ON, i18n_gallery_thumbnail: 'Bild {n} von {total}', flexslider: { controlNav: true } });
      place(gallery() + gallery('navigation="none"'));
      drawWaitingGalleries(wake);
      const [dots, none] = container.querySelectorAll('.shop-gallery__nav');
      expect(dots!.querySelector('ol.shop-gallery__dots button')!.getAttribute('aria-label')).to.equal('Bild 1 von 3');
      expect(dots!.querySelector('img')).to.equal(null);
      expect(none!.querySelector('ol')).to.equal(null);
      expect(none!.querySelectorAll('button')).to.have.length(2);
    });

    it('draws nothing and marks the gallery stacked where no slider will come', () => {
      setParams({ ...SLIDER_ON, flexslider_enabled: '' });
      place(gallery() + gallery('slider="false"') + gallery('slider', ['red']));
      drawWaitingGalleries(wake);
      expect(container.querySelectorAll('.shop-gallery__nav')).to.have.length(0);
      expect([...container.querySelectorAll('shop-product-gallery')].map((host) => host.hasAttribute('stacked'))).to.deep.equal([
        true,
        true,
        true,
      ]);
    });

    it('loads the element when the mouse comes over it, not for a touch', () => {
      setParams(SLIDER_ON);
      place(gallery());
      drawWaitingGalleries(wake);
      const image = container.querySelector('img')!;
      image.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
      expect([...woken]).to.deep.equal([]);
      image.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
      image.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
      expect([...woken]).to.deep.equal([container.querySelector('shop-product-gallery')]);
    });

    it('loads the element once the variation form has chosen a variation, or at once when it already has', () => {
      setParams(SLIDER_ON);
      place(`${gallery()}<form class="variations_form"><input name="variation_id" value="0"></form>`);
      drawWaitingGalleries(wake);
      expect([...woken], 'variation_id 0 is no choice').to.deep.equal([]);
      container.querySelector('form')!.dispatchEvent(new CustomEvent('shop-variation-form-found', { bubbles: true }));
      expect([...woken]).to.deep.equal([container.querySelector('shop-product-gallery')]);

      container.remove();
      woken = new Set();
      place(`${gallery()}<form class="variations_form"><input name="variation_id" value="42"></form>`);
      drawWaitingGalleries(wake);
      expect([...woken]).to.deep.equal([container.querySelector('shop-product-gallery')]);
    });
  });

  describe('controls', () => {
    const options = { navigation: 'thumbnails' as const, rtl: false, texts: { previous: 'Back', next: 'On', thumbnail: '{n}/{total}' } };

    it('adopts the controls already drawn for the same options, and redraws them for others', () => {
      place(gallery());
      const wrapper = container.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper')!;
      const slides = readSlides(container);
      const { nav } = drawControls(wrapper, slides, options);
      expect(drawControls(wrapper, slides, options).nav).to.equal(nav);
      const dots = drawControls(wrapper, slides, { ...options, navigation: 'dots' }).nav;
      expect(dots).not.to.equal(nav);
      expect(nav.isConnected).to.equal(false);
      expect(container.querySelectorAll('.shop-gallery__nav')).to.have.length(1);
    });

    it('marks the slide shown and reads which slide a press asks for', () => {
      place(gallery());
      const { nav, remove } = drawControls(
        container.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper')!,
        readSlides(container),
        options,
      );
      showSlide(nav, 2);
      expect(nav.querySelector('[aria-current]')!.getAttribute('aria-label')).to.equal('3/3');
      expect(nav.querySelector('.shop-gallery__next')!.getAttribute('aria-disabled')).to.equal('true');
      expect(nav.querySelector('.shop-gallery__prev')!.getAttribute('aria-disabled')).to.equal('false');
      const [previous, next, first] = nav.querySelectorAll('button');
      expect(slideAskedFor(nav, previous!.firstElementChild, 2)).to.equal(1);
      expect(slideAskedFor(nav, next!, 1)).to.equal(2);
      expect(slideAskedFor(nav, first!.querySelector('img'), 2)).to.equal(0);
      expect(slideAskedFor(nav, nav, 2)).to.equal(undefined);
      remove();
      expect(container.querySelector('.shop-gallery__nav')).to.equal(null);
    });
  });
});

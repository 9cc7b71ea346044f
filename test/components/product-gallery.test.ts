import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../elements/product-gallery/product-gallery.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { gallerySettings, isMobileUserAgent, zoomApplies } from '../../elements/product-gallery/gallery-settings.ts';
import { store } from '../../core/state/store.ts';
import { chosenVariationAtom } from '../../core/state/product-atoms.ts';
import { fakeDelays, until } from '../support/fake-delays.ts';
import { installJquery, isJqueryOf, removeJquery } from '../support/legacy-jquery.ts';
import { mount } from '../support/mount.ts';
import { useThemeStyles } from '../support/theme-styles.ts';

const svg = (colour: string, size: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${colour}"/></svg>`)}`;

interface ImageSpec {
  colour: string;
  large?: string;
  largeWidth?: number;
  caption?: string;
  title?: string;
}

const image = ({ colour, large = svg(colour, 1200), largeWidth = 1200, caption = '', title = '' }: ImageSpec) => `
  <div data-thumb="thumb-${colour}" data-thumb-alt="" class="woocommerce-product-gallery__image">
    <a href="${large}"><img width="400" height="400" src="${svg(colour, 400)}" class="wp-post-image" alt="Tee in ${colour}"
      title="${title}" data-caption="${caption}" data-src="${large}" data-large_image="${large}"
      data-large_image_width="${largeWidth}" data-large_image_height="${largeWidth}" /></a>
  </div>`;

const IMAGES: ImageSpec[] = [
  { colour: 'red', caption: 'Red tee, front' },
  { colour: 'blue', title: 'Blue tee' },
  { colour: 'green', caption: 'Green tee' },
];

const gallery = (attributes: string, images: ImageSpec[] = IMAGES) => `
  <div id="product-77" class="product" style="width: 400px">
    <shop-product-gallery ${attributes}>
      <div class="woocommerce-product-gallery woocommerce-product-gallery--with-images images" data-columns="4" style="opacity: 0">
        <div class="woocommerce-product-gallery__wrapper">${images.map(image).join('')}</div>
      </div>
    </shop-product-gallery>
    <button id="after">after the gallery</button>
  </div>`;

/** The demo shop's build: slider off, zoom off, lightbox on. */
const THIS_SHOP = 'slider="false" zoom="false" lightbox';
/** The other reading: a slider with the zoom button. */
const SLIDER_AND_ZOOM = 'slider zoom lightbox';

const lightbox = () => document.querySelector<HTMLElement>('#glightbox-body');
const counter = () => lightbox()?.querySelector('.shop-lightbox__counter')?.textContent;
const links = (element: HTMLElement) => [...element.querySelectorAll<HTMLAnchorElement>('.woocommerce-product-gallery__image > a')];
const slides = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image')];

/** What the variation form publishes for product 77 when a colour whose image is a slide is chosen. */
function chooseColour(colour: string): void {
  store.set(chosenVariationAtom(77), {
    variationId: 100,
    attributes: { attribute_pa_color: colour },
    displayPrice: 20,
    priceHtml: '',
    image: { src: `${colour}.jpg`, gallery_thumbnail_src: `thumb-${colour}` },
    purchasable: true,
  });
}

async function openAt(element: ShopElement, index: number): Promise<void> {
  links(element)[index]!.focus();
  const opened = oneEvent(element, 'shop-product-gallery-lightbox-toggled');
  links(element)[index]!.click();
  expect((await opened).detail).to.deep.equal({ open: true, index });
}

/** Moves the real mouse over an image (scrolled into view first: earlier tests may have scrolled the page). */
async function hover(target: HTMLElement): Promise<void> {
  target.scrollIntoView({ block: 'center' });
  const box = target.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 3), Math.round(box.top + box.height / 3)] });
}

async function closeLightbox(): Promise<void> {
  if (!lightbox()) return;
  await sendKeys({ press: 'Escape' });
  await waitUntil(() => !lightbox(), 'lightbox closed');
}

describe('gallerySettings', () => {
  afterEach(() => delete (window as { wc_single_product_params?: unknown }).wc_single_product_params);
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130';

  it('reads wc_single_product_params flags, attributes first', () => {
    (window as { wc_single_product_params?: unknown }).wc_single_product_params = {
      flexslider_enabled: '1',
      zoom_enabled: '1',
      photoswipe_enabled: '',
      flexslider: { rtl: true, animationSpeed: 700, controlNav: 'thumbnails' },
      zoom_options: [],
    };
    expect(gallerySettings({}, 3, desktop)).to.include({
      slider: true,
      zoom: true,
      lightbox: false,
      rtl: true,
      animationSpeed: 700,
      navigation: 'thumbnails',
    });
    expect(gallerySettings({}, 3, desktop).zoomOptions).to.deep.equal({});
    expect(gallerySettings({ slider: false, lightbox: true }, 3, desktop)).to.include({ slider: false, lightbox: true });
  });

  it('never slides a single image, and never zooms on a mobile user agent', () => {
    expect(gallerySettings({ slider: true }, 1, desktop).slider).to.be.false;
    expect(gallerySettings({ zoom: true }, 2, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148').zoom).to.be.false;
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari')).to.be.true;
    expect(isMobileUserAgent(desktop)).to.be.false;
  });

  it('zooms only when the large image is wider than the gallery', () => {
    expect(zoomApplies(1200, 400)).to.be.true;
    expect(zoomApplies(400, 400)).to.be.false;
    expect(zoomApplies(Number.NaN, 400)).to.be.false;
  });
});

describe("<shop-product-gallery>: the demo shop's build (slider off, zoom off, lightbox on)", () => {
  afterEach(closeLightbox);

  it('reveals the gallery without a slider or a trigger; image links announce the dialog', async () => {
    const element = await mount<ShopElement>(gallery(THIS_SHOP), 'shop-product-gallery');
    const root = element.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
    expect(root.style.opacity).to.equal('1');
    expect(element.querySelector('.glider')).to.equal(null);
    expect(element.querySelector('.woocommerce-product-gallery__trigger')).to.equal(null);
    expect(element.querySelector('.flex-control-nav')).to.equal(null);
    expect(links(element).every((link) => link.getAttribute('aria-haspopup') === 'dialog')).to.be.true;
    expect(document.getElementById('shop-glightbox-styles'), 'lightbox CSS not loaded before use').to.equal(null);
    await expect(element).to.be.accessible();
  });

  it('reports no slide move when a variation image is chosen, since nothing slides', async () => {
    const element = await mount<ShopElement>(gallery(THIS_SHOP), 'shop-product-gallery');
    const moves: unknown[] = [];
    element.addEventListener('shop-product-gallery-slid', (event) => moves.push((event as CustomEvent).detail));
    chooseColour('green');
    await element.updateComplete;
    store.set(chosenVariationAtom(77), null);
    expect(moves).to.deep.equal([]);
  });

  it('opens the lightbox on the clicked image: counter, caption else title, a named modal dialog', async () => {
    const element = await mount<ShopElement>(gallery(THIS_SHOP), 'shop-product-gallery');
    await openAt(element, 1);
    const dialog = lightbox()!;
    expect(dialog).to.have.attribute('role', 'dialog');
    expect(dialog).to.have.attribute('aria-modal', 'true');
    expect(dialog).to.have.attribute('aria-label', 'Product images');
    expect(counter()).to.equal('2 / 3');
    await waitUntil(() => dialog.querySelector('.gslide.current .gslide-title')?.textContent === 'Blue tee', 'title as caption');
    expect(document.activeElement).to.equal(dialog.querySelector('.gclose'));
    expect(document.getElementById('shop-glightbox-styles')).to.exist;
    for (const name of ['.gclose', '.gprev', '.gnext', '.shop-lightbox__zoom', '.shop-lightbox__fullscreen']) {
      expect(dialog.querySelector(name)!.getAttribute('aria-label'), name).to.be.a('string').and.not.empty;
    }
    await expect(dialog).to.be.accessible();
  });

  it('shows a caption as text: markup in it is neither run nor rendered', async () => {
    const hostile = [
      { colour: 'red', caption: '&lt;img src=x onerror=&quot;window.__captionRan = true&quot;&gt; &lt;b&gt;Bold&lt;/b&gt; tee' },
    ];
    const element = await mount<ShopElement>(gallery(THIS_SHOP, hostile), 'shop-product-gallery');
    await openAt(element, 0);
    const title = () => lightbox()!.querySelector('.gslide.current .gslide-title');
    await waitUntil(() => title()?.textContent, 'caption shown');
    expect(title()!.textContent).to.equal('<img src=x onerror="window.__captionRan = true"> <b>Bold</b> tee');
    expect(title()!.children.length).to.equal(0);
    expect(lightbox()!.querySelector('img[src="x"]'), 'no image made from the caption').to.equal(null);
    expect((window as { __captionRan?: boolean }).__captionRan).to.equal(undefined);
  });

  it('pages by keyboard, stops at the ends, and closes by Escape returning focus to the image link', async () => {
    const element = await mount<ShopElement>(gallery(THIS_SHOP), 'shop-product-gallery');
    await openAt(element, 0);
    expect(counter()).to.equal('1 / 3');
    expect(lightbox()!.querySelector('.gprev')).to.have.attribute('aria-disabled', 'true');
    await waitUntil(() => lightbox()!.querySelector('.gslide.current .gslide-title')?.textContent === 'Red tee, front');
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => counter() === '2 / 3');
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => counter() === '3 / 3');
    expect(lightbox()!.querySelector('.gnext')).to.have.attribute('aria-disabled', 'true');
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => counter() === '2 / 3');
    const closed = oneEvent(element, 'shop-product-gallery-lightbox-toggled');
    await sendKeys({ press: 'Escape' });
    expect((await closed).detail).to.deep.equal({ open: false, index: 1 });
    expect(lightbox()).to.equal(null);
    expect(document.activeElement).to.equal(links(element)[0]);
  });

  it('keeps Tab inside the lightbox', async () => {
    const element = await mount<ShopElement>(gallery(THIS_SHOP), 'shop-product-gallery');
    await openAt(element, 1);
    const dialog = lightbox()!;
    for (let i = 0; i < 8; i++) {
      await sendKeys({ press: 'Tab' });
      expect(dialog.contains(document.activeElement), `Tab ${i + 1} stays inside`).to.be.true;
    }
  });

  it('zoom button toggles the zoomed view and says so', async () => {
    const element = await mount<ShopElement>(gallery(THIS_SHOP), 'shop-product-gallery');
    await openAt(element, 0);
    const zoom = lightbox()!.querySelector<HTMLButtonElement>('.shop-lightbox__zoom')!;
    zoom.click();
    expect(zoom).to.have.attribute('aria-pressed', 'true');
    expect(lightbox()).to.have.class('shop-lightbox--zoomed');
    zoom.click();
    expect(zoom).to.have.attribute('aria-pressed', 'false');
  });

  it('fullscreen button enters and leaves fullscreen and says so; closing leaves fullscreen', async () => {
    const element = await mount<ShopElement>(gallery(THIS_SHOP), 'shop-product-gallery');
    await openAt(element, 0);
    const fullscreen = lightbox()!.querySelector<HTMLButtonElement>('.shop-lightbox__fullscreen')!;
    expect(fullscreen).to.have.attribute('aria-pressed', 'false');
    // A real key press: browsers grant fullscreen only to a user gesture.
    fullscreen.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => document.fullscreenElement === lightbox(), 'the lightbox is fullscreen');
    await waitUntil(() => fullscreen.getAttribute('aria-pressed') === 'true', 'pressed');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => document.fullscreenElement === null, 'fullscreen left');
    // The button follows fullscreenchange, which the browser fires after fullscreenElement has changed.
    await waitUntil(() => fullscreen.getAttribute('aria-pressed') === 'false', 'not pressed');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => document.fullscreenElement === lightbox(), 'fullscreen again');
    lightbox()!.querySelector<HTMLButtonElement>('.gclose')!.click();
    await waitUntil(() => !lightbox() && document.fullscreenElement === null, 'closed and out of fullscreen');
  });

  it('shows "The image #n could not be loaded." with a link to the image when it fails', async () => {
    const broken = [{ colour: 'red' }, { colour: 'grey', large: '/no-such-image.jpg' }];
    const element = await mount<ShopElement>(gallery(THIS_SHOP, broken), 'shop-product-gallery');
    await openAt(element, 1);
    await waitUntil(() => lightbox()?.querySelector('.shop-lightbox__error'), 'error shown');
    const error = lightbox()!.querySelector('.shop-lightbox__error')!;
    expect(error.textContent).to.equal('The image #2 could not be loaded.');
    expect(error.querySelector('a')!.getAttribute('href')).to.equal(new URL('/no-such-image.jpg', location.href).href);
    expect(error.querySelector('a')).to.have.text('The image #2');
    await expect(lightbox()!).to.be.accessible();
  });

  it('closes from the close button and the overlay', async () => {
    const element = await mount<ShopElement>(gallery(THIS_SHOP), 'shop-product-gallery');
    await openAt(element, 0);
    lightbox()!.querySelector<HTMLButtonElement>('.gclose')!.click();
    await waitUntil(() => !lightbox());
    await openAt(element, 0);
    lightbox()!.querySelector<HTMLElement>('.goverlay')!.click();
    await waitUntil(() => !lightbox());
  });

  it('opens no lightbox when the gallery leaves the page while the lightbox code loads', async () => {
    const element = await mount<ShopElement>(gallery(THIS_SHOP), 'shop-product-gallery');
    links(element)[0]!.click();
    element.remove();
    await import('../../core/lightbox/lightbox.ts');
    await element.updateComplete;
    expect(lightbox()).to.equal(null);
  });

  it('puts the markup back when removed', async () => {
    const element = await mount<ShopElement>(gallery(THIS_SHOP), 'shop-product-gallery');
    element.remove();
    await until(() => !links(element).some((link) => link.hasAttribute('aria-haspopup')), 'the links are as the server sent them');
    expect(element.querySelector<HTMLElement>('.woocommerce-product-gallery')!.style.opacity).to.equal('0');
    expect(links(element).some((link) => link.hasAttribute('aria-haspopup'))).to.be.false;
  });
});

describe('<shop-product-gallery>: the other reading (slider with zoom button)', () => {
  afterEach(async () => {
    await closeLightbox();
    store.set(chosenVariationAtom(77), null);
    removeJquery();
  });

  async function slider(attributes = SLIDER_AND_ZOOM, images = IMAGES): Promise<ShopElement> {
    const element = await mount<ShopElement>(gallery(attributes, images), 'shop-product-gallery');
    await waitUntil(() => element.querySelector('.woocommerce-product-gallery__wrapper.glider'), 'glider started');
    await element.updateComplete;
    return element;
  }

  it('runs glider with labelled slides, thumbnails and buttons, and the magnifier trigger', async () => {
    const element = await slider();
    const root = element.querySelector('.woocommerce-product-gallery')!;
    expect(root).to.have.attribute('aria-roledescription', 'carousel');
    expect(slides(element).map((slide) => slide.getAttribute('aria-label'))).to.deep.equal(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides(element).map((slide) => slide.inert)).to.deep.equal([false, true, true]);
    const trigger = element.querySelector('a.woocommerce-product-gallery__trigger')!;
    expect(trigger).to.have.attribute('role', 'button');
    expect(trigger).to.have.attribute('aria-haspopup', 'dialog');
    expect(trigger).to.have.attribute('aria-label', 'View full-screen image gallery');
    expect(root.firstElementChild!.contains(trigger)).to.be.true;
    const thumbs = [...element.querySelectorAll('.flex-control-nav li img')];
    expect(thumbs.map((img) => img.getAttribute('src'))).to.deep.equal(['thumb-red', 'thumb-blue', 'thumb-green']);
    expect(element.querySelector('.shop-gallery__prev')).to.have.attribute('aria-disabled', 'true');
    await expect(element).to.be.accessible();
  });

  it('takes every text it shows or announces from wc_single_product_params, where a translation puts them', async () => {
    (window as { wc_single_product_params?: unknown }).wc_single_product_params = {
      i18n_gallery_label: 'Images du produit',
      i18n_gallery_role_description: 'carrousel',
      i18n_gallery_slide_role_description: 'diapositive',
      i18n_gallery_slide_label: '{n} sur {total}',
      i18n_gallery_previous: 'Image précédente',
      i18n_gallery_next: 'Image suivante',
      i18n_gallery_thumbnail: 'Afficher l’image {n} sur {total}',
      i18n_lightbox_label: 'Galerie',
      i18n_lightbox_close: 'Fermer (Échap)',
      i18n_lightbox_fullscreen: 'Plein écran',
      i18n_lightbox_zoom: 'Zoomer',
      i18n_lightbox_counter: '{n} sur {total}',
    };
    try {
      const element = await slider();
      const root = element.querySelector('.woocommerce-product-gallery')!;
      expect(root).to.have.attribute('aria-label', 'Images du produit');
      expect(root).to.have.attribute('aria-roledescription', 'carrousel');
      expect(slides(element)[1]).to.have.attribute('aria-roledescription', 'diapositive');
      expect(slides(element).map((slide) => slide.getAttribute('aria-label'))).to.deep.equal(['1 sur 3', '2 sur 3', '3 sur 3']);
      expect(element.querySelector('.shop-gallery__prev')).to.have.attribute('aria-label', 'Image précédente');
      expect(element.querySelector('.shop-gallery__next')).to.have.attribute('aria-label', 'Image suivante');
      const thumbnails = [...element.querySelectorAll('.flex-control-nav button')].map((button) => button.getAttribute('aria-label'));
      expect(thumbnails).to.deep.equal(['Afficher l’image 1 sur 3', 'Afficher l’image 2 sur 3', 'Afficher l’image 3 sur 3']);
      element.querySelector<HTMLElement>('.woocommerce-product-gallery__trigger')!.click();
      await waitUntil(() => lightbox(), 'lightbox open');
      expect(lightbox()).to.have.attribute('aria-label', 'Galerie');
      const labels = ['.gclose', '.shop-lightbox__fullscreen', '.shop-lightbox__zoom'].map((selector) =>
        lightbox()!.querySelector(selector)!.getAttribute('aria-label'),
      );
      expect(labels).to.deep.equal(['Fermer (Échap)', 'Plein écran', 'Zoomer']);
      await waitUntil(() => counter() === '1 sur 3', 'counter in French');
      await closeLightbox();
    } finally {
      delete (window as { wc_single_product_params?: unknown }).wc_single_product_params;
    }
  });

  it('works on a right-to-left page: the track scrolls ltr and the arrows swap', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const element = await slider('slider zoom lightbox right-to-left');
      const wrapper = element.querySelector('.woocommerce-product-gallery__wrapper')!;
      expect(wrapper).to.have.attribute('dir', 'ltr');
      expect(element.querySelector('.shop-gallery__next')).to.have.text('‹');
      element.querySelector<HTMLButtonElement>('.shop-gallery__next')!.click();
      await waitUntil(() => slides(element)[1]!.inert === false, 'second slide shown');
      element.remove();
      await until(() => !wrapper.hasAttribute('dir'), 'the slider is taken down');
      expect(wrapper.querySelector('.glider-track')).to.equal(null);
      expect(wrapper.children).to.have.length(3);
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('shows page dots instead of thumbnails for controlNav true or navigation="dots", and nothing for "none"', async () => {
    (window as { wc_single_product_params?: unknown }).wc_single_product_params = { flexslider: { controlNav: true } };
    expect(gallerySettings({}, 3, 'Chrome/130').navigation).to.equal('dots');
    expect(gallerySettings({ navigation: 'thumbnails' }, 3, 'Chrome/130').navigation).to.equal('thumbnails');
    delete (window as { wc_single_product_params?: unknown }).wc_single_product_params;
    const element = await slider(`${SLIDER_AND_ZOOM} navigation="dots"`);
    const dots = [...element.querySelectorAll<HTMLButtonElement>('.flex-control-nav.shop-gallery__dots button')];
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).to.deep.equal([
      'Show image 1 of 3',
      'Show image 2 of 3',
      'Show image 3 of 3',
    ]);
    expect(element.querySelector('.flex-control-nav img'), 'no thumbnails').to.equal(null);
    dots[2]!.click();
    await waitUntil(() => dots[2]!.getAttribute('aria-current') === 'true', 'the third dot is current');
    await expect(element).to.be.accessible();
    const bare = await slider(`${SLIDER_AND_ZOOM} navigation="none"`);
    expect(bare.querySelector('.flex-control-nav')).to.equal(null);
  });

  it('moves by the next button and thumbnails, reporting each slide', async () => {
    const element = await slider();
    const moved = oneEvent(element, 'shop-product-gallery-slid');
    element.querySelector<HTMLButtonElement>('.shop-gallery__next')!.click();
    expect((await moved).detail).to.deep.equal({ index: 1 });
    await element.updateComplete;
    expect(slides(element).map((slide) => slide.inert)).to.deep.equal([true, false, true]);
    expect(element.querySelectorAll('.flex-control-nav button')[1]).to.have.attribute('aria-current', 'true');
    element.querySelectorAll<HTMLButtonElement>('.flex-control-nav button')[2]!.click();
    await element.updateComplete;
    expect(element.querySelector('.shop-gallery__next')).to.have.attribute('aria-disabled', 'true');
    await expect(element).to.be.accessible();
  });

  it('stays on the slide when a listener cancels shop-product-gallery-slide', async () => {
    const element = await slider();
    const asked: number[] = [];
    element.addEventListener('shop-product-gallery-slide', (event) => {
      asked.push(event.detail.index);
      event.preventDefault();
    });
    const moved: Event[] = [];
    element.addEventListener('shop-product-gallery-slid', (event) => moved.push(event));
    element.querySelector<HTMLButtonElement>('.shop-gallery__next')!.click();
    element.querySelectorAll<HTMLButtonElement>('.flex-control-nav button')[2]!.click();
    await element.updateComplete;
    expect(asked).to.deep.equal([1, 2]);
    expect(slides(element).map((slide) => slide.inert)).to.deep.equal([false, true, true]);
    expect(moved).to.have.length(0);
  });

  it('keeps keyboard focus on the next button at the last slide, and stays there', async () => {
    const element = await slider();
    const next = element.querySelector<HTMLButtonElement>('.shop-gallery__next')!;
    next.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => slides(element)[1]!.inert === false, 'second slide');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => next.getAttribute('aria-disabled') === 'true', 'at the end');
    expect(document.activeElement).to.equal(next);
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(slides(element).map((slide) => slide.inert)).to.deep.equal([true, true, false]);
    expect(document.activeElement).to.equal(next);
  });

  it('opens the lightbox from the trigger on the active slide', async () => {
    const element = await slider();
    element.querySelector<HTMLButtonElement>('.shop-gallery__next')!.click();
    await element.updateComplete;
    const trigger = element.querySelector<HTMLElement>('.woocommerce-product-gallery__trigger')!;
    trigger.focus();
    await sendKeys({ press: 'Space' });
    await waitUntil(() => lightbox(), 'lightbox open');
    expect(counter()).to.equal('2 / 3');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !lightbox());
    expect(document.activeElement).to.equal(trigger);
  });

  it('has no keyboard trap: Tab walks through the gallery and out of it', async () => {
    const element = await slider();
    element.querySelector<HTMLElement>('.woocommerce-product-gallery__trigger')!.focus();
    const after = element.parentElement!.querySelector('#after');
    for (let i = 0; i < 10 && document.activeElement !== after; i++) await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(after);
  });

  /** Presses the real mouse on the shown image, moves it `dx` px sideways in small steps and releases it. */
  async function drag(element: ShopElement, dx: number): Promise<void> {
    const shown = slides(element)
      .find((slide) => !slide.inert)!
      .querySelector('img')!;
    shown.scrollIntoView({ block: 'center' });
    const box = shown.getBoundingClientRect();
    const [x, y] = [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    for (let step = 1; step <= 4; step++) await sendMouse({ type: 'move', position: [x + Math.round((dx * step) / 4), y] });
    await sendMouse({ type: 'up' });
  }

  it('takes a mouse drag under 15 px for a click (the lightbox opens) and one of 16 px for one slide', async () => {
    const element = await slider();
    const moved: number[] = [];
    element.addEventListener('shop-product-gallery-slid', (event) => moved.push(event.detail.index));
    // Zoom and the lightbox need the press: it reaches the page.
    const presses: Event[] = [];
    document.addEventListener('mousedown', (event) => presses.push(event), { once: true });

    await drag(element, -14);
    await waitUntil(() => lightbox(), 'lightbox opened by the short drag');
    expect(counter()).to.equal('1 / 3');
    expect(presses).to.have.length(1);
    await closeLightbox();

    await drag(element, -16);
    await waitUntil(() => slides(element)[1]!.inert === false, 'next slide shown');
    await drag(element, 16);
    await waitUntil(() => slides(element)[0]!.inert === false, 'back to the first slide');
    expect(moved).to.deep.equal([1, 0]);
    expect(lightbox(), 'no lightbox after a drag').to.equal(null);
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('slides nowhere on a drag brought back to where it began, and opens nothing either', async () => {
    const element = await slider();
    const shown = slides(element)[0]!.querySelector('img')!;
    shown.scrollIntoView({ block: 'center' });
    const box = shown.getBoundingClientRect();
    const [x, y] = [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
    const moved: Event[] = [];
    element.addEventListener('shop-product-gallery-slide', (event) => moved.push(event));
    const clicks: Event[] = [];
    const countClick = (event: Event) => clicks.push(event);
    document.addEventListener('click', countClick);
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x - 30, y] });
    await sendMouse({ type: 'move', position: [x - 2, y] });
    await sendMouse({ type: 'up' });
    expect(clicks, 'the click ending the drag reaches no one').to.have.length(0);
    // A later keyboard press on the image link is a click of its own again.
    links(element)[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => lightbox(), 'lightbox opened by the keyboard');
    document.removeEventListener('click', countClick);
    expect(clicks).to.have.length(1);
    expect(moved).to.have.length(0);
    expect(counter()).to.equal('1 / 3');
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('goes to the slide of a chosen variation image, and back to the first on reset', async () => {
    const element = await slider();
    chooseColour('green');
    await waitUntil(() => slides(element)[2]!.inert === false, 'third slide shown');
    store.set(chosenVariationAtom(77), null);
    await waitUntil(() => slides(element)[0]!.inert === false, 'first slide again');
  });

  it('shows a variation chosen before the slider loaded once it runs: that slide visible and current', async () => {
    chooseColour('blue');
    try {
      const element = await slider();
      await waitUntil(() => slides(element)[1]!.inert === false, 'second slide shown');
      expect(slides(element).map((slide) => slide.inert)).to.deep.equal([true, false, true]);
      expect(element.querySelectorAll('.flex-control-nav button')[1]).to.have.attribute('aria-current', 'true');
    } finally {
      store.set(chosenVariationAtom(77), null);
    }
  });

  it('runs again after being removed and put back', async () => {
    const element = await slider();
    const parent = element.parentElement!;
    element.remove();
    await waitUntil(() => !element.querySelector('.glider'), 'slider taken down');
    parent.prepend(element);
    // glider returns the instance it stored on the element unless teardown dropped it: a stale one builds no track.
    await waitUntil(() => element.querySelector('.woocommerce-product-gallery__wrapper.glider > .glider-track'), 'glider again');
    await element.updateComplete;
    expect(slides(element).map((slide) => slide.inert)).to.deep.equal([false, true, true]);
    const moved = oneEvent(element, 'shop-product-gallery-slid');
    element.querySelector<HTMLButtonElement>('.shop-gallery__next')!.click();
    expect((await moved).detail).to.deep.equal({ index: 1 });
    await element.updateComplete;
    expect(slides(element).map((slide) => slide.inert)).to.deep.equal([true, false, true]);
  });

  it('keeps the legacy gallery events: before/after init with [element, params], reset slide position honoured', async () => {
    const $ = installJquery() as unknown as (target: unknown) => {
      on(name: string, handler: (...args: unknown[]) => void): void;
      trigger(name: string): void;
    };
    const calls: Array<{ name: string; args: unknown[] }> = [];
    for (const name of ['wc-product-gallery-before-init', 'wc-product-gallery-after-init']) {
      $(document.body).on(name, (_event: unknown, ...args: unknown[]) => calls.push({ name, args }));
    }
    const element = await slider();
    const root = element.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
    expect(calls.map((call) => call.name)).to.deep.equal(['wc-product-gallery-before-init', 'wc-product-gallery-after-init']);
    expect(calls[0]!.args[0]).to.equal(root);
    expect(calls[0]!.args[1]).to.have.property('i18n_product_gallery_trigger_text', 'View full-screen image gallery');
    expect(isJqueryOf($(root), root)).to.be.true;

    element.querySelector<HTMLButtonElement>('.shop-gallery__next')!.click();
    await element.updateComplete;
    $(root).trigger('woocommerce_gallery_reset_slide_position');
    await element.updateComplete;
    expect(slides(element)[0]!.inert).to.be.false;
  });

  it('hover zoom only on images whose large width exceeds the gallery, with a hidden pane', async () => {
    const element = await slider(SLIDER_AND_ZOOM, [{ colour: 'red' }, { colour: 'blue', largeWidth: 300 }]);
    await hover(slides(element)[0]!.querySelector('img')!);
    await waitUntil(() => slides(element)[0]!.querySelector('.drift-zoom-pane'), 'zoom pane shown');
    expect(slides(element)[0]!.querySelector('.drift-zoom-pane')).to.have.attribute('aria-hidden', 'true');
    // jQuery zoom's default: the large image at its own width (1200 px), whatever size the gallery shows.
    expect(parseFloat(slides(element)[0]!.querySelector<HTMLImageElement>('.drift-zoom-pane img')!.style.width)).to.be.closeTo(1200, 1);
    await sendMouse({ type: 'move', position: [0, 0] });
    element.querySelector<HTMLButtonElement>('.shop-gallery__next')!.click();
    await waitUntil(() => slides(element)[1]!.inert === false, 'second slide shown');
    await hover(slides(element)[1]!.querySelector('img')!);
    await element.updateComplete;
    expect(slides(element)[1]!.querySelector('.drift-zoom-pane')).to.equal(null);
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('says "The image could not be loaded" for 2.5 s when the zoom image fails', async () => {
    const element = await slider(SLIDER_AND_ZOOM, [{ colour: 'red', large: '/missing-large.jpg' }, { colour: 'blue' }]);
    const clock = fakeDelays();
    await hover(slides(element)[0]!.querySelector('img')!);
    const status = element.querySelector('.shop-gallery__zoom-error')!;
    // drift shows the zoom, and so fetches the large image, 1 ms after the pointer enters (hover-zoom.ts).
    const deadline = performance.now() + 10_000;
    while (!slides(element)[0]!.querySelector('.drift-zoom-pane')) {
      if (performance.now() > deadline) throw new Error('Timeout: zoom shown');
      await clock.tick(1);
    }
    await until(() => status.textContent === 'The image could not be loaded', 'zoom error shown');
    await sendMouse({ type: 'move', position: [0, 0] });
    await expect(element).to.be.accessible();
    await clock.tick(2499);
    await element.updateComplete;
    expect(status.textContent).to.equal('The image could not be loaded');
    await clock.tick(1);
    await until(() => status.textContent === '', 'the message goes after 2.5 s');
  });
});

/** The class names of the clipping ancestors that cut into the focus ring of `element`. */
function ringCutBy(element: HTMLElement): string[] {
  const style = getComputedStyle(element);
  const grow = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
  const box = element.getBoundingClientRect();
  const cuts: string[] = [];
  for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(ancestor);
    if (overflowX === 'visible' && overflowY === 'visible') continue;
    const outer = ancestor.getBoundingClientRect();
    const left = outer.left + ancestor.clientLeft;
    const top = outer.top + ancestor.clientTop;
    const inside =
      box.left - grow >= left - 0.5 &&
      box.top - grow >= top - 0.5 &&
      box.right + grow <= left + ancestor.clientWidth + 0.5 &&
      box.bottom + grow <= top + ancestor.clientHeight + 0.5;
    if (!inside) cuts.push(ancestor.className);
  }
  return cuts;
}

describe("<shop-product-gallery> under a theme's rules on lists, images and focus", () => {
  useThemeStyles();
  afterEach(closeLightbox);

  it('shows the whole focus ring of a keyboard-focused image link', async () => {
    const element = await mount<ShopElement>(gallery(THIS_SHOP), 'shop-product-gallery');
    const link = links(element).at(-1)!;
    document.getElementById('after')!.focus();
    await sendKeys({ press: 'Shift+Tab' });
    expect(document.activeElement === link && link.matches(':focus-visible'), 'the last image link has keyboard focus').to.be.true;
    const { outlineStyle, outlineWidth } = getComputedStyle(link);
    expect([outlineStyle === 'none', parseFloat(outlineWidth) >= 2], 'a ring is drawn').to.deep.equal([false, true]);
    expect(ringCutBy(link), 'ancestors cutting into the ring').to.deep.equal([]);
  });

  it("lays the thumbnails out as Storefront lays flexslider's: squares a seventh of the gallery wide in four columns", async () => {
    const element = await mount<ShopElement>(gallery(SLIDER_AND_ZOOM), 'shop-product-gallery');
    await waitUntil(() => element.querySelector('.flex-control-nav img'), 'thumbnails shown');
    const width = element.querySelector('.woocommerce-product-gallery')!.getBoundingClientRect().width;
    const boxes = [...element.querySelectorAll('.flex-control-nav img')].map((image) => image.getBoundingClientRect());
    const side = Math.round(width / 7);
    expect(boxes.map((box) => [Math.round(box.width), Math.round(box.height)])).to.deep.equal([
      [side, side],
      [side, side],
      [side, side],
    ]);
    expect(Math.round(boxes[1]!.left - boxes[0]!.right), 'as far apart as wide').to.equal(side);
    expect(new Set(boxes.map((box) => Math.round(box.top))).size, 'rows').to.equal(1);
    await expect(element).to.be.accessible();
  });

  it("shows the hover zoom at the large image's width, not fitted into the slide", async () => {
    const element = await mount<ShopElement>(gallery(SLIDER_AND_ZOOM), 'shop-product-gallery');
    await waitUntil(() => element.querySelector('.woocommerce-product-gallery__wrapper.glider'), 'glider started');
    await hover(slides(element)[0]!.querySelector('img')!);
    const magnified = () => slides(element)[0]!.querySelector<HTMLImageElement>('.drift-zoom-pane img');
    await waitUntil(magnified, 'zoom pane shown');
    const box = magnified()!.getBoundingClientRect();
    expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal([1200, 1200]);
    await sendMouse({ type: 'move', position: [0, 0] });
  });
});

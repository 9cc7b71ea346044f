import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/lightbox/lightbox.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { galleryWindow, MAX_GALLERY_ITEMS, videoEmbedUrl } from '../../elements/lightbox/lightbox-links.ts';
import { fakeDelays, until } from '../support/fake-delays.ts';
import { mount } from '../support/mount.ts';
import { leftToFollow } from '../support/link-followed.ts';

const IMAGES = '/test/components/lightbox-images';
const dialog = () => document.querySelector<HTMLElement>('#glightbox-body');
const counter = () => dialog()?.querySelector('.shop-lightbox__counter')?.textContent;
const currentImage = () => dialog()?.querySelector<HTMLImageElement>('.gslide.current img');

const gallery = (attributes = '') => `
  <shop-lightbox ${attributes}>
    <p>
      <a href="${IMAGES}/red.jpg" data-caption="Red tee"><img src="${IMAGES}/red.jpg" alt="Red tee"></a>
      <a href="${IMAGES}/blue.jpg"><img src="${IMAGES}/blue.jpg" alt="Blue tee"></a>
      <a href="${IMAGES}/green.jpeg?size=large"><img src="${IMAGES}/green.jpg" alt="Green tee"></a>
    </p>
    <a href="/size-guide/" id="plain">Size guide</a>
    <a href="#terms" id="inline-link">Terms</a>
    <a href="https://www.youtube.com/watch?v=abc_DEF-123" id="video-link">Our tees in motion</a>
  </shop-lightbox>
  <div id="terms" hidden><h2 id="terms-title">Terms</h2><p>Returns within 30 days.</p></div>`;

const links = (element: HTMLElement) => [...element.querySelectorAll<HTMLAnchorElement>('p a')];

async function openFrom(element: ShopElement, link: HTMLAnchorElement): Promise<CustomEvent> {
  const opened = oneEvent(element, 'shop-lightbox-toggled');
  link.focus();
  await sendKeys({ press: 'Enter' });
  return opened;
}

async function closeByEscape(): Promise<void> {
  await sendKeys({ press: 'Escape' });
  await waitUntil(() => !dialog(), 'lightbox closed');
}

afterEach(async () => {
  if (dialog()) await closeByEscape();
  history.replaceState(null, '', location.pathname + location.search);
});

describe('<shop-lightbox> links', () => {
  it('says which links open a dialog and leaves other links alone', async () => {
    const element = await mount<ShopElement>(gallery(), 'shop-lightbox');
    for (const link of [...links(element), element.querySelector('#inline-link')!, element.querySelector('#video-link')!]) {
      expect(link, link.getAttribute('href')!).to.have.attribute('aria-haspopup', 'dialog');
    }
    const plain = element.querySelector<HTMLAnchorElement>('#plain')!;
    expect(plain).not.to.have.attribute('aria-haspopup');
    expect(leftToFollow(plain), 'the plain link was not taken over').to.equal(true);
    expect(dialog()).to.equal(null);
  });

  it('marks image links a page builder adds later', async () => {
    const element = await mount<ShopElement>(gallery(), 'shop-lightbox');
    const added = document.createElement('a');
    added.href = `${IMAGES}/red.jpg`;
    added.textContent = 'Another red';
    element.querySelector('p')!.append(added);
    await waitUntil(() => added.getAttribute('aria-haspopup') === 'dialog', 'added link marked');
    await openFrom(element, added);
    expect(counter()).to.equal('4 / 4');
  });

  it('reads YouTube and Vimeo links as their embed pages, and nothing else as a video', () => {
    expect(videoEmbedUrl('https://youtu.be/abc123')).to.equal('https://www.youtube-nocookie.com/embed/abc123');
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=abc123&t=4')).to.equal('https://www.youtube-nocookie.com/embed/abc123');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).to.equal('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('javascript:alert(1)//youtu.be/x')).to.equal(null);
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=<script>')).to.equal(null);
    expect(videoEmbedUrl('https://example.com/video')).to.equal(null);
  });
});

describe('<shop-lightbox> image gallery', () => {
  it('opens the jpg links of the element as one gallery, by keyboard, as a named modal dialog; axe clean', async () => {
    const element = await mount<ShopElement>(gallery(), 'shop-lightbox');
    const event = await openFrom(element, links(element)[1]!);
    expect(event.detail).to.deep.equal({ open: true, index: 1, kind: 'image' });
    const box = dialog()!;
    expect(box).to.have.attribute('role', 'dialog');
    expect(box).to.have.attribute('aria-modal', 'true');
    expect(box).to.have.attribute('aria-label', 'Blue tee');
    expect(counter()).to.equal('2 / 3');
    expect(box.contains(document.activeElement), 'focus moved into the dialog').to.equal(true);
    await waitUntil(() => currentImage()?.complete && currentImage()!.naturalWidth > 0, 'image shown');
    expect(currentImage()!.src).to.equal(new URL(`${IMAGES}/blue.jpg`, location.href).href);
    await expect(box).to.be.accessible();
  });

  it('pages with the arrow keys, shows the caption, and returns focus to the link on Escape', async () => {
    const element = await mount<ShopElement>(gallery(), 'shop-lightbox');
    const link = links(element)[0]!;
    await openFrom(element, link);
    expect(dialog()!.querySelector('.gslide.current .gslide-title')).to.have.text('Red tee');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => counter() === '3 / 3', 'third image');
    expect(dialog()!.querySelector('.gnext')).to.have.attribute('aria-disabled', 'true');
    const closed = oneEvent(element, 'shop-lightbox-toggled');
    await closeByEscape();
    expect((await closed).detail).to.deep.equal({ open: false, index: 2, kind: 'image' });
    expect(document.activeElement).to.equal(link);
  });

  it('keeps a nested <shop-lightbox> a gallery of its own', async () => {
    const element = await mount<ShopElement>(
      `<shop-lightbox><a href="${IMAGES}/red.jpg">Red</a>
        <shop-lightbox id="inner"><a href="${IMAGES}/blue.jpg">Blue</a><a href="${IMAGES}/green.jpg">Green</a></shop-lightbox>
      </shop-lightbox>`,
      'shop-lightbox',
    );
    const inner = element.querySelector<ShopElement>('#inner')!;
    await inner.updateComplete;
    await openFrom(element, element.querySelector('a')!);
    expect(counter()).to.equal('1 / 1');
    await closeByEscape();
    await openFrom(inner, inner.querySelectorAll('a')[1]!);
    expect(counter()).to.equal('2 / 2');
  });

  it(`shows at most ${MAX_GALLERY_ITEMS} images, around the one clicked`, async () => {
    const many = Array.from({ length: 40 }, (_, n) => `<a href="${IMAGES}/red.jpg?n=${n + 1}">Image ${n + 1}</a>`).join('');
    const element = await mount<ShopElement>(`<shop-lightbox>${many}</shop-lightbox>`, 'shop-lightbox');
    await openFrom(element, element.querySelectorAll('a')[34]!);
    expect(counter()).to.equal(`25 / ${MAX_GALLERY_ITEMS}`);
    await waitUntil(() => currentImage(), 'image slide');
    expect(currentImage()!.src).to.match(/\?n=35$/);
    expect(galleryWindow([1, 2, 3, 4, 5], 1)).to.deep.equal({ items: [1, 2, 3, 4, 5], index: 1 });
    const numbers = Array.from({ length: 40 }, (_, n) => n);
    expect(galleryWindow(numbers, 0)).to.deep.equal({ items: numbers.slice(0, 30), index: 0 });
    expect(galleryWindow(numbers, 20)).to.deep.equal({ items: numbers.slice(5, 35), index: 15 });
  });

  it('shows "The image #n could not be loaded." with a link to the image when it fails; axe clean', async () => {
    const element = await mount<ShopElement>(
      `<shop-lightbox><a href="${IMAGES}/red.jpg">Red</a><a href="/no-such-image.jpg">Missing</a></shop-lightbox>`,
      'shop-lightbox',
    );
    await openFrom(element, element.querySelectorAll('a')[1]!);
    await waitUntil(() => dialog()?.querySelector('.shop-lightbox__error'), 'error shown');
    const error = dialog()!.querySelector('.shop-lightbox__error')!;
    expect(error.textContent).to.equal('The image #2 could not be loaded.');
    expect(error.querySelector('a')).to.have.text('The image #2');
    expect(error.querySelector('a')!.href).to.equal(new URL('/no-such-image.jpg', location.href).href);
    await expect(dialog()!).to.be.accessible();
  });

  it('plays a slideshow from its toggle: the next image every 5,000 ms by default, stopping at the last', async () => {
    const element = await mount<ShopElement>(gallery(), 'shop-lightbox');
    await openFrom(element, links(element)[0]!);
    const clock = fakeDelays();
    const toggle = dialog()!.querySelector<HTMLButtonElement>('.shop-lightbox__slideshow')!;
    expect(toggle).to.have.attribute('aria-label', 'Play or pause the slideshow');
    expect(toggle).to.have.attribute('aria-pressed', 'false');
    toggle.click();
    expect(toggle).to.have.attribute('aria-pressed', 'true');
    await clock.tick(4999);
    expect(counter()).to.equal('1 / 3');
    await clock.tick(1);
    await until(() => counter() === '2 / 3', 'second image');
    await clock.tick(5000);
    await until(() => counter() === '3 / 3', 'third image');
    expect(toggle, 'stopped at the last image').to.have.attribute('aria-pressed', 'false');
    expect(dialog(), 'the toggle does not close the lightbox').to.exist;
  });

  it('pauses the slideshow from its toggle and takes its interval from slideshow-interval', async () => {
    const element = await mount<ShopElement>(gallery('slideshow-interval="2000"'), 'shop-lightbox');
    await openFrom(element, links(element)[0]!);
    const clock = fakeDelays();
    const toggle = dialog()!.querySelector<HTMLButtonElement>('.shop-lightbox__slideshow')!;
    toggle.click();
    await clock.tick(2000);
    await until(() => counter() === '2 / 3', 'second image');
    toggle.click();
    expect(toggle).to.have.attribute('aria-pressed', 'false');
    await clock.tick(10000);
    expect(counter()).to.equal('2 / 3');
  });

  it('takes its texts from attributes', async () => {
    const element = await mount<ShopElement>(
      `<shop-lightbox label="Lookbook" counter-text="{n} sur {total}" image-error-text="L'image #{n} could not be loaded, sorry.">
        <a href="/missing.jpg">Missing</a></shop-lightbox>`,
      'shop-lightbox',
    );
    await openFrom(element, element.querySelector('a')!);
    expect(dialog()).to.have.attribute('aria-label', 'Lookbook');
    expect(counter()).to.equal('1 sur 1');
    await waitUntil(() => dialog()?.querySelector('.shop-lightbox__error'), 'error shown');
    expect(dialog()!.querySelector('.shop-lightbox__error a')).to.have.text("L'image #1");
  });
});

describe('<shop-lightbox> inline content and videos', () => {
  it('shows a copy of the element a #id link names, 500 × 344 by default, without duplicating ids; axe clean', async () => {
    const element = await mount<ShopElement>(gallery(), 'shop-lightbox');
    const link = element.querySelector<HTMLAnchorElement>('#inline-link')!;
    const event = await openFrom(element, link);
    expect(event.detail).to.deep.equal({ open: true, index: 0, kind: 'inline' });
    const content = dialog()!.querySelector<HTMLElement>('.ginlined-content')!;
    expect(content.textContent).to.contain('Returns within 30 days.');
    expect(content.querySelector('[id]'), 'no id copied').to.equal(null);
    expect(document.querySelectorAll('#terms-title')).to.have.length(1);
    const media = dialog()!.querySelector<HTMLElement>('.gslide.current .gslide-media')!;
    expect([media.style.width, media.style.height]).to.deep.equal(['500px', '344px']);
    expect(dialog()!.querySelector('.shop-lightbox__zoom'), 'image tools only for images').to.equal(null);
    await expect(dialog()!).to.be.accessible();
    await closeByEscape();
    expect(document.activeElement).to.equal(link);
    expect(document.getElementById('terms')).to.have.attribute('hidden');
  });

  it('sizes inline content and videos from width and height; a bad value warns and keeps the default', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const element = await mount<ShopElement>(gallery('width="640" height="0"'), 'shop-lightbox');
      await openFrom(element, element.querySelector('#inline-link')!);
      const media = dialog()!.querySelector<HTMLElement>('.gslide.current .gslide-media')!;
      expect([media.style.width, media.style.height]).to.deep.equal(['640px', '344px']);
      expect(warnings.some((message) => message.includes('shop-lightbox') && message.includes('height="0"'))).to.equal(true);
    } finally {
      console.warn = warn;
    }
  });

  it('plays a video link in an iframe of its host, pausing the page video meanwhile and resuming it on close', async () => {
    const element = await mount<ShopElement>(gallery(), 'shop-lightbox');
    const canvas = document.createElement('canvas');
    canvas.getContext('2d')!.fillRect(0, 0, 10, 10);
    const pageVideo = document.createElement('video');
    pageVideo.muted = true;
    pageVideo.srcObject = canvas.captureStream();
    element.after(pageVideo);
    await pageVideo.play();
    const event = await openFrom(element, element.querySelector('#video-link')!);
    expect(event.detail).to.include({ open: true, kind: 'video' });
    await waitUntil(() => dialog()!.querySelector('iframe'), 'iframe shown');
    expect(dialog()!.querySelector('iframe')!.src).to.equal('https://www.youtube-nocookie.com/embed/abc_DEF-123');
    expect(pageVideo.paused, 'page video paused').to.equal(true);
    await closeByEscape();
    await waitUntil(() => !pageVideo.paused, 'page video playing again');
    pageVideo.remove();
  });
});

describe('<shop-lightbox> deep links', () => {
  it('opens image n from #lightbox-n at load and takes the hash out of the URL on close', async () => {
    history.replaceState(null, '', '#lightbox-3');
    const url = location.pathname + location.search;
    const element = await mount<ShopElement>(gallery(), 'shop-lightbox');
    await waitUntil(() => counter() === '3 / 3', 'third image open');
    await closeByEscape();
    expect(location.pathname + location.search + location.hash).to.equal(url);
    expect(element).not.to.have.attribute('aria-busy');
  });

  it('opens on a later hash change with its own prefix only', async () => {
    await mount<ShopElement>(gallery('hash-prefix="look-"'), 'shop-lightbox');
    location.hash = '#lightbox-2';
    await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    expect(dialog()).to.equal(null);
    location.hash = '#look-2';
    await waitUntil(() => counter() === '2 / 3', 'second image open');
    await closeByEscape();
    expect(location.hash).to.equal('');
  });
});

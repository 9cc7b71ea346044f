import { expect, oneEvent } from '@open-wc/testing';
import '../../elements/video-gallery/video-gallery.define.ts';
import { VIDEO_CONSENT_COOKIE } from '../../core/video/consent.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { store } from '../../core/state/store.ts';
import { recordAlerts } from '../support/alerts.ts';
import { FakeServer } from '../support/fake-server.ts';
import { fakeDelays, until } from '../support/fake-delays.ts';
import { mount } from '../support/mount.ts';
import { useThemeStyles } from '../support/theme-styles.ts';
import { TEST_PLAYER_URL, commandsOf, fakePlayers, listensOf } from './video-host-fake.ts';

const AJAX = '/wp-admin/admin-ajax.php';
const ERROR = 'Sorry, there was an error loading the next page.';

const thumb = (id: string, title: string, image = `/thumbs/${id}.jpg`) =>
  `<div class="epyt-gallery-thumb" data-videoid="${id}"><div class="epyt-gallery-img-box"><img src="${image}" alt="" width="32" height="18"></div><div class="epyt-gallery-title">${title}</div></div>`;

const button = (direction: 'prev' | 'next', token: string, autonext: string) =>
  `<div class="epyt-pagebutton epyt-${direction}" data-playlistid="PL1" data-pagesize="2" data-pagetoken="${token}" data-epcolumns="2" data-showtitle="1" data-showpaging="1" data-autonext="${autonext}" data-thumbplay="1"${token ? '' : ' hidden'}>${direction === 'next' ? 'Next' : 'Prev'}</div>`;

/** One page of the plugin's list: its thumbnails, the paging buttons and the counter. */
const list = (page: number, thumbs: string, { autonext = '1', last = 3 } = {}) =>
  `<div class="epyt-gallery-allthumbs">${thumbs}</div><div class="epyt-pagination">${button('prev', page > 1 ? `T${page - 1}` : '', autonext)}<div class="epyt-pagenumbers"><span class="epyt-current">${page}</span> / <span class="epyt-totalpages">${last}</span></div>${button('next', page < last ? `T${page + 1}` : '', autonext)}</div>`;

const PAGE_1 = list(1, thumb('v1', 'Cutting') + thumb('v2', 'Dyeing'));
/** The plugin's page answers know a page only by its token: their counter always says 1, the element keeps count. */
const answer = (page: string) => page.replace(/(class="epyt-current">)\d+/, '$11');
const PAGE_2 = answer(list(2, thumb('v3', 'Knitting') + thumb('v4', 'Mending')));

const gallery = (page = PAGE_1) =>
  `<shop-video-gallery player-url="${TEST_PLAYER_URL}"><div class="epyt-video-wrapper" data-videoid="v1"><a href="https://videos.example/watch?v=v1">Watch on the host</a></div><div class="epyt-gallery"><div class="epyt-gallery-list">${page}</div></div></shop-video-gallery>`;

const listOf = (element: Element) => element.querySelector<HTMLElement>('.epyt-gallery-list')!;
const counter = (element: Element) => element.querySelector('.epyt-current')!.textContent;
const thumbOf = (element: Element, id: string) => element.querySelector<HTMLElement>(`.epyt-gallery-thumb[data-videoid="${id}"]`)!;
const nextOf = (element: Element) => element.querySelector<HTMLElement>('.epyt-next')!;
const prevOf = (element: Element) => element.querySelector<HTMLElement>('.epyt-prev')!;
const playButton = (element: Element) => element.querySelector<HTMLButtonElement>('.shop-video-consent__play');
const iframeOf = (element: Element) => element.querySelector('iframe');
/** Counted, not compared: a failing comparison would have the runner serialize a live iframe. */
const iframeCount = (element: Element) => element.querySelectorAll('iframe').length;
const press = (target: HTMLElement, key: string) => {
  target.focus();
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
};
/** Chromium's cookie store reports the expiry, which TypeScript's DOM types leave out. */
const consentCookie = async () => (await cookieStore.get(VIDEO_CONSENT_COOKIE)) as (CookieListItem & { expires?: number }) | null;

describe('<shop-video-gallery>', () => {
  let server: FakeServer;
  let alerts: ReturnType<typeof recordAlerts>;
  let players: ReturnType<typeof fakePlayers>;
  useThemeStyles();
  beforeEach(async () => {
    server = new FakeServer();
    players = fakePlayers();
    alerts = recordAlerts();
    Object.assign(window, { _EPYT_: { ajaxurl: AJAX, security: 'n0nce', gallery_scrolloffset: '20' } });
    await cookieStore.delete(VIDEO_CONSENT_COOKIE);
    store.set(settingsAtom, { reducedMotion: true });
  });
  afterEach(async () => {
    server.restore();
    players.stop();
    alerts.restore();
    delete (window as { _EPYT_?: unknown })._EPYT_;
    await cookieStore.delete(VIDEO_CONSENT_COOKIE);
    store.set(settingsAtom, { reducedMotion: false });
  });

  describe('consent first', () => {
    it('loads nothing from the video host before consent: a consent box stands in for the player', async () => {
      const element = await mount(gallery());
      expect(iframeCount(element)).to.equal(0);
      expect(playButton(element)).to.have.text('Play video: Cutting');
      expect(element.querySelector('.shop-video-consent__notice')!.textContent).to.contain(location.host);
      expect(element.querySelector<HTMLElement>('.epyt-video-wrapper > a')!.hidden).to.equal(true);
      expect(thumbOf(element, 'v1')).to.have.attribute('role', 'button');
      expect(thumbOf(element, 'v1').tabIndex).to.equal(0);
      await expect(element).to.be.accessible();
    });

    it('takes a click on the consent box as consent for that video only: the player plays it, no cookie is set', async () => {
      const element = await mount(gallery());
      element.querySelector<HTMLElement>('.shop-video-consent__notice')!.click();
      await element.updateComplete;
      const iframe = iframeOf(element)!;
      const src = new URL(iframe.src);
      expect(src.pathname).to.equal(`${TEST_PLAYER_URL}v1`);
      expect(src.searchParams.get('autoplay')).to.equal('1');
      expect(src.searchParams.get('enablejsapi')).to.equal('1');
      expect(iframe.title).to.equal('Video player: Cutting');
      expect(document.activeElement).to.equal(iframe);
      expect(await consentCookie()).to.equal(null);
      await expect(element).to.be.accessible();

      press(thumbOf(element, 'v2'), 'Enter');
      await element.updateComplete;
      expect(iframeCount(element)).to.equal(0);
      expect(document.activeElement).to.equal(playButton(element));
      expect(playButton(element)).to.have.text('Play video: Dyeing');
    });

    it('remembers "always" for 30 days in the plugin’s consent cookie, and plays from then on without asking', async () => {
      const element = await mount(gallery());
      element.querySelector<HTMLButtonElement>('.shop-video-consent__always')!.click();
      await element.updateComplete;
      expect(iframeCount(element)).to.equal(1);
      const cookie = await consentCookie();
      expect(cookie?.value).to.equal('1');
      const days = ((cookie?.expires ?? 0) - Date.now()) / 86_400_000;
      expect(days).to.be.within(29.9, 30.1);

      thumbOf(element, 'v2').click();
      await element.updateComplete;
      expect(new URL(iframeOf(element)!.src).pathname).to.equal(`${TEST_PLAYER_URL}v2`);
      const later = await mount(gallery());
      expect(iframeCount(later)).to.equal(1);
      expect(playButton(later)).to.equal(null);
    });

    it('holds back the video host’s pictures in a page loaded before consent, and shows them after it', async () => {
      const hostImage = `${location.origin}/video-host-test/vi/v3.jpg`;
      server.on(AJAX, { body: answer(list(2, thumb('v3', 'Knitting', hostImage) + thumb('v4', 'Mending'))) });
      const element = await mount(gallery());
      nextOf(element).click();
      await until(() => counter(element) === '2', 'page 2 is shown');
      const image = thumbOf(element, 'v3').querySelector('img')!;
      expect(image.hasAttribute('src')).to.equal(false);
      expect(thumbOf(element, 'v4').querySelector('img')!.getAttribute('src')).to.equal('/thumbs/v4.jpg');
      element.querySelector<HTMLButtonElement>('.shop-video-consent__always')!.click();
      await element.updateComplete;
      expect(image.getAttribute('src')).to.equal(hostImage);
    });
  });

  describe('choosing a video', () => {
    beforeEach(() => cookieStore.set({ name: VIDEO_CONSENT_COOKIE, value: '1', path: '/' }));

    it('plays a thumbnail chosen with Enter or Space, marks it, and scrolls the player to 20 px below the top', async () => {
      const element = await mount(`<div style="height:1500px"></div>${gallery()}<div style="height:1500px"></div>`, 'shop-video-gallery');
      expect(new URL(iframeOf(element)!.src).searchParams.get('autoplay')).to.equal(null);
      const selected = oneEvent(element, 'shop-video-gallery-selected');
      press(thumbOf(element, 'v2'), ' ');
      expect((await selected).detail).to.deep.equal({ videoId: 'v2', title: 'Dyeing', autonext: false });
      await element.updateComplete;
      const iframe = iframeOf(element)!;
      expect(new URL(iframe.src).pathname).to.equal(`${TEST_PLAYER_URL}v2`);
      expect(new URL(iframe.src).searchParams.get('autoplay')).to.equal('1');
      expect(thumbOf(element, 'v2')).to.have.attribute('aria-current', 'true');
      expect(thumbOf(element, 'v1')).not.to.have.attribute('aria-current');
      const top = element.querySelector('.epyt-video-wrapper')!.getBoundingClientRect().top;
      expect(Math.round(top)).to.equal(20);
      press(thumbOf(element, 'v1'), 'Enter');
      await element.updateComplete;
      expect(new URL(iframeOf(element)!.src).pathname).to.equal(`${TEST_PLAYER_URL}v1`);
      await expect(element).to.be.accessible();
    });

    it('retries the player’s handshake up to 5 times, 1 s apart, and stops as soon as it answers', async () => {
      const clock = fakeDelays();
      const silent = await mount(gallery());
      const player = await players.of(silent);
      await until(() => listensOf(player) === 1, 'the handshake on load');
      await clock.tick(999);
      expect(listensOf(player)).to.equal(1);
      await clock.tick(1);
      await until(() => listensOf(player) === 2, 'the first retry');
      await clock.tick(4000);
      await until(() => listensOf(player) === 6, 'five retries');
      await clock.tick(10_000);
      expect(listensOf(player)).to.equal(6);

      const answering = await mount(gallery());
      const other = await players.of(answering);
      await until(() => listensOf(other) === 1, 'the handshake on load');
      other.answer('onReady');
      await clock.tick(5000);
      expect(listensOf(other)).to.equal(1);
    });
  });

  describe('paging', () => {
    it('posts the plugin’s page action with the token and page options, and the counter follows next and previous', async () => {
      server.on(AJAX, (request) => ({ body: request.fields['options[pageToken]'] === 'T2' ? PAGE_2 : answer(PAGE_1) }));
      const element = await mount(gallery());
      expect(prevOf(element).hidden).to.equal(true);
      const paged = oneEvent(element, 'shop-video-gallery-paged');
      press(nextOf(element), 'Enter');
      expect((await paged).detail).to.deep.equal({ page: 2, direction: 'next' });
      expect(server.sent(AJAX)[0]!.fields).to.deep.equal({
        action: 'my_embedplus_gallery_page',
        security: 'n0nce',
        'options[playlistId]': 'PL1',
        'options[pageToken]': 'T2',
        'options[pageSize]': '2',
        'options[columns]': '2',
        'options[showTitle]': '1',
        'options[showPaging]': '1',
        'options[autonext]': '1',
        'options[thumbplay]': '1',
      });
      expect(counter(element)).to.equal('2');
      expect(thumbOf(element, 'v3')).to.have.attribute('role', 'button');
      expect(document.activeElement).to.equal(nextOf(element));
      await until(() => document.querySelector('.shop-live-region')?.textContent === 'Page 2 of 3', 'the page is announced');
      await expect(element).to.be.accessible();

      press(prevOf(element), 'Enter');
      await until(() => counter(element) === '1', 'back on page 1');
      expect(server.sent(AJAX)[1]!.fields['options[pageToken]']).to.equal('T1');
      expect(thumbOf(element, 'v1')).to.exist;
      // Page 1 has no previous page: the focus goes to its next button.
      expect(document.activeElement).to.equal(nextOf(element));
    });

    it('alerts when a page cannot be loaded, keeps the thumbnails and the counter, and pages again on the next try', async () => {
      server.on(AJAX, { body: 'Internal Server Error', status: 500 });
      const element = await mount(gallery());
      const failed = oneEvent(element, 'shop-video-gallery-page-failed');
      nextOf(element).click();
      expect((await failed).detail.direction).to.equal('next');
      expect(alerts.messages).to.deep.equal([ERROR]);
      expect(counter(element)).to.equal('1');
      expect(thumbOf(element, 'v1')).to.exist;
      expect(listOf(element)).not.to.have.attribute('aria-busy');
      await expect(element).to.be.accessible();

      for (const body of ['-1', '0', '<html><body>Log in</body></html>']) {
        server.on(AJAX, { body });
        nextOf(element).click();
        await until(() => alerts.messages.length === 2 + ['-1', '0'].indexOf(body) || alerts.messages.length === 4, `refused: ${body}`);
      }
      expect(alerts.messages).to.deep.equal([ERROR, ERROR, ERROR, ERROR]);

      server.on(AJAX, { body: PAGE_2 });
      nextOf(element).click();
      await until(() => counter(element) === '2', 'the next try pages');
    });

    it('is busy while a page loads: a second press is ignored, so one page is requested and counted', async () => {
      const clock = fakeDelays();
      server.on(AJAX, { body: PAGE_2, delay: 500 });
      const element = await mount(gallery());
      nextOf(element).click();
      await until(() => server.sent(AJAX).length === 1, 'the page is asked for');
      expect(listOf(element)).to.have.attribute('aria-busy', 'true');
      nextOf(element).click();
      await clock.tick(500);
      await until(() => counter(element) === '2', 'page 2 is shown');
      expect(server.sent(AJAX)).to.have.length(1);
      expect(listOf(element)).not.to.have.attribute('aria-busy');
    });

    it('keeps a hostile page’s links and pictures to http(s), without scripts, handlers or styles', async () => {
      const hostile =
        '<img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script>' +
        '<a class="bad" href="javascript:window.hacked = 3">Bad</a><a class="good" href="https://shop.example/watch">Good</a>' +
        '<img class="data" src="data:image/png;base64,iVBORw0KGgo=" alt=""><div class="styled" style="background:url(https://tracker.example/p.gif)">x</div>';
      server.on(AJAX, { body: answer(list(2, thumb('v3', 'Knitting') + hostile)) });
      const element = await mount(gallery());
      nextOf(element).click();
      await until(() => counter(element) === '2', 'page 2 is shown');
      expect(element.querySelector('script')).to.equal(null);
      expect(element.querySelector('[onerror]')).to.equal(null);
      expect(element.querySelector('a.bad')!.hasAttribute('href')).to.equal(false);
      expect(element.querySelector('a.good')!.getAttribute('href')).to.equal('https://shop.example/watch');
      expect(element.querySelector('img.data')!.hasAttribute('src')).to.equal(false);
      expect(element.querySelector('.styled')!.hasAttribute('style')).to.equal(false);
      expect((window as { hacked?: number }).hacked).to.equal(undefined);
    });
  });

  describe('autonext', () => {
    beforeEach(() => cookieStore.set({ name: VIDEO_CONSENT_COOKIE, value: '1', path: '/' }));

    it('plays the next thumbnail when a video ends, then the first of the next page after the last', async () => {
      server.on(AJAX, { body: PAGE_2 });
      const element = await mount(gallery());
      thumbOf(element, 'v1').click();
      await element.updateComplete;
      let player = await players.of(element);
      player.answer('onReady');
      const selected = oneEvent(element, 'shop-video-gallery-selected');
      player.answer('onStateChange', 0);
      expect((await selected).detail).to.deep.equal({ videoId: 'v2', title: 'Dyeing', autonext: true });
      await element.updateComplete;
      expect(new URL(iframeOf(element)!.src).pathname).to.equal(`${TEST_PLAYER_URL}v2`);
      expect(new URL(iframeOf(element)!.src).searchParams.get('autoplay')).to.equal('1');

      player = await players.of(element);
      player.answer('onReady');
      player.answer('onStateChange', 0);
      await until(() => counter(element) === '2', 'the next page is loaded');
      await until(() => iframeOf(element)?.src.includes(`${TEST_PLAYER_URL}v3`), 'its first video plays');
      expect(thumbOf(element, 'v3')).to.have.attribute('aria-current', 'true');
      await expect(element).to.be.accessible();
    });

    it('takes the player’s messages only from its own window and origin, and only as its JSON strings', async () => {
      const element = await mount(gallery());
      thumbOf(element, 'v1').click();
      await element.updateComplete;
      const player = await players.of(element);
      const ended = JSON.stringify({ event: 'onStateChange', info: 0 });
      window.postMessage(ended, '*');
      window.dispatchEvent(
        new MessageEvent('message', { data: ended, origin: 'https://elsewhere.example', source: player.iframe.contentWindow }),
      );
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { event: 'onStateChange', info: 0 },
          origin: location.origin,
          source: player.iframe.contentWindow,
        }),
      );
      player.answer('onReady');
      await new Promise((resolve) => setTimeout(resolve, 0));
      await element.updateComplete;
      expect(new URL(iframeOf(element)!.src).pathname).to.equal(`${TEST_PLAYER_URL}v1`);
      player.answer('onStateChange', 0);
      await until(() => iframeOf(element)?.src.includes(`${TEST_PLAYER_URL}v2`), 'the real end moves on');
    });

    it('stays on the ended video when the gallery’s autonext option is off', async () => {
      const element = await mount(gallery(list(1, thumb('v1', 'Cutting') + thumb('v2', 'Dyeing'), { autonext: '0' })));
      thumbOf(element, 'v1').click();
      await element.updateComplete;
      const player = await players.of(element);
      player.answer('onReady');
      player.answer('onStateChange', 0);
      await element.updateComplete;
      expect(new URL(iframeOf(element)!.src).pathname).to.equal(`${TEST_PLAYER_URL}v1`);
      expect(commandsOf(player)).to.deep.equal([]);
    });
  });
});

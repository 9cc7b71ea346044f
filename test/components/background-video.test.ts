import { expect, oneEvent } from '@open-wc/testing';
import '../../elements/background-video/background-video.define.ts';
import { VIDEO_CONSENT_COOKIE } from '../../core/video/consent.ts';
import { pausePlayingMedia } from '../../core/video/playing-media.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { store } from '../../core/state/store.ts';
import { inViewBlockHooks } from '../support/in-view-block-hooks.ts';
import { until } from '../support/fake-delays.ts';
import { mount } from '../support/mount.ts';
import { TEST_PLAYER_URL, commandsOf, fakePlayers } from './video-host-fake.ts';

const block = (attributes = 'video-id="bg1"') =>
  `<shop-background-video ${attributes} player-url="${TEST_PLAYER_URL}" style="min-height:200px"><img src="/poster.jpg" alt="" width="20" height="20"><h2>Autumn in the workshop</h2></shop-background-video>`;

const iframeOf = (element: Element) => element.querySelector('iframe');
/** Counted, not compared: a failing comparison would have the runner serialize a live iframe. */
const iframeCount = (element: Element) => element.querySelectorAll('iframe').length;
const toggle = (element: Element) => element.querySelector<HTMLButtonElement>('.shop-background-video__toggle')!;
const srcOf = (element: Element) => new URL(iframeOf(element)!.src);

describe('<shop-background-video>', () => {
  const view = inViewBlockHooks();
  let players: ReturnType<typeof fakePlayers>;
  beforeEach(async () => {
    players = fakePlayers();
    await cookieStore.set({ name: VIDEO_CONSENT_COOKIE, value: '1', path: '/' });
  });
  afterEach(async () => {
    players.stop();
    await cookieStore.delete(VIDEO_CONSENT_COOKIE);
  });

  /** The block near and in view, its player created and answering. */
  async function playingBlock(attributes?: string) {
    const element = await mount(block(attributes));
    view.intersections.show(element);
    await element.updateComplete;
    const player = await players.of(element);
    player.answer('onReady');
    await until(() => commandsOf(player).includes('playVideo'), 'the player is told to play');
    player.answer('onStateChange', 1);
    await element.updateComplete;
    return { element, player };
  }

  it('creates the player only near the viewport, muted, without the host’s controls, out of the tab order', async () => {
    const element = await mount(block('video-id="bg1" loop'));
    expect(iframeCount(element)).to.equal(0);
    expect(toggle(element)).to.have.text('Play background video');
    view.intersections.show(element);
    await element.updateComplete;
    const src = srcOf(element);
    expect(src.pathname).to.equal(`${TEST_PLAYER_URL}bg1`);
    expect(Object.fromEntries(src.searchParams)).to.include({ mute: '1', loop: '1', playlist: 'bg1', controls: '0' });
    expect(src.searchParams.has('autoplay')).to.equal(false);
    expect(iframeOf(element)!.tabIndex).to.equal(-1);
    expect(iframeOf(element)!.title).to.equal('Play background video');
    await expect(element).to.be.accessible();
  });

  it('plays in view with a visible pause button; pausing holds until the shopper plays again', async () => {
    const { element, player } = await playingBlock();
    expect(element).to.have.attribute('playing');
    expect(toggle(element)).to.have.text('Pause background video');
    expect(toggle(element).checkVisibility()).to.equal(true);
    await expect(element).to.be.accessible();

    const toggled = oneEvent(element, 'shop-background-video-toggled');
    toggle(element).click();
    await until(() => commandsOf(player).at(-1) === 'pauseVideo', 'paused by the button');
    player.answer('onStateChange', 2);
    expect((await toggled).detail).to.deep.equal({ playing: false, videoId: 'bg1' });
    await element.updateComplete;
    expect(element).not.to.have.attribute('playing');
    expect(toggle(element)).to.have.text('Play background video');
    view.intersections.show(element, 0);
    view.intersections.show(element, 1);
    await element.updateComplete;
    expect(commandsOf(player).at(-1)).to.equal('pauseVideo');

    toggle(element).click();
    await until(() => commandsOf(player).at(-1) === 'playVideo', 'played by the button');
  });

  it('pauses when scrolled out of view and plays again when back', async () => {
    const { element, player } = await playingBlock();
    view.intersections.show(element, 0);
    await until(() => commandsOf(player).at(-1) === 'pauseVideo', 'paused off-screen');
    view.intersections.show(element, 0.5);
    await until(() => commandsOf(player).at(-1) === 'playVideo', 'playing in view');
  });

  it('stays paused when a lightbox that paused it closes while it is out of view, and plays once back in view', async () => {
    const { element, player } = await playingBlock();
    const before = commandsOf(player).length;
    const resume = pausePlayingMedia();
    await until(() => commandsOf(player).length === before + 1, 'paused by the lightbox');
    player.answer('onStateChange', 2);
    view.intersections.show(element, 0);
    await until(() => commandsOf(player).length === before + 2, 'paused off-screen');
    resume();
    view.intersections.show(element, 0.5);
    await until(() => commandsOf(player).at(-1) === 'playVideo', 'playing in view');
    // Messages reach the player in the order they were posted: a play from the lightbox would come before this one.
    expect(commandsOf(player).slice(before)).to.deep.equal(['pauseVideo', 'pauseVideo', 'playVideo']);
  });

  it('never starts under reduced motion: the poster stays, and the play button is the shopper’s choice', async () => {
    store.set(settingsAtom, { reducedMotion: true });
    const element = await mount(block());
    view.intersections.show(element);
    await element.updateComplete;
    expect(iframeCount(element)).to.equal(0);
    expect(element.querySelector('img')!.checkVisibility()).to.equal(true);
    await expect(element).to.be.accessible();
    toggle(element).click();
    await element.updateComplete;
    expect(iframeCount(element)).to.equal(1);
  });

  it('loads nothing from the video host without consent until the play button is pressed', async () => {
    await cookieStore.delete(VIDEO_CONSENT_COOKIE);
    const element = await mount(block());
    view.intersections.show(element);
    await element.updateComplete;
    expect(iframeCount(element)).to.equal(0);
    toggle(element).click();
    await element.updateComplete;
    const player = await players.of(element);
    player.answer('onReady');
    await until(() => commandsOf(player).includes('playVideo'), 'the chosen video plays');
  });

  it('plays with sound at the audio volume, reads the legacy videoid, and warns once about a volume out of range', async () => {
    const { player, element } = await playingBlock('videoid="legacy1" audio="40"');
    expect(srcOf(element).pathname).to.equal(`${TEST_PLAYER_URL}legacy1`);
    expect(srcOf(element).searchParams.has('mute')).to.equal(false);
    expect(player.received.find((message) => message.func === 'setVolume')?.args).to.deep.equal([40]);

    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const loud = await mount(block('video-id="bg2" audio="200"'));
      view.intersections.show(loud);
      await loud.updateComplete;
      expect(srcOf(loud).searchParams.get('mute')).to.equal('1');
    } finally {
      console.warn = warn;
    }
    expect(warnings.filter((warning) => warning.includes('audio="200"'))).to.have.length(1);
    expect(warnings.find((warning) => warning.includes('audio='))).to.contain('<shop-background-video>');
  });

  it('refuses a player URL that is not http(s), with a warning, and shows only the poster without a video id', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      await mount(`<shop-background-video video-id="bg1" player-url="javascript:alert(1)"></shop-background-video>`);
    } finally {
      console.warn = warn;
    }
    expect(warnings.some((warning) => warning.includes('<shop-background-video>') && warning.includes('player-url='))).to.equal(true);
    // A blank value would otherwise resolve to this very page and load it as the player.
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      await mount(`<shop-background-video video-id="bg1" player-url="  "></shop-background-video>`);
    } finally {
      console.warn = warn;
    }
    expect(warnings.some((warning) => warning.includes('player-url="  " is not allowed'))).to.equal(true);
    const bare = await mount(block(''));
    view.intersections.show(bare);
    await bare.updateComplete;
    expect(iframeCount(bare)).to.equal(0);
    expect(bare.querySelector('button')).to.equal(null);
  });
});

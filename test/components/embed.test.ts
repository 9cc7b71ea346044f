import { expect, oneEvent } from '@open-wc/testing';
import '../../elements/embed/embed.define.ts';
import { mount } from '../support/mount.ts';
import { until } from '../support/fake-delays.ts';

/** An embedded page that answers "ready" with the given height, as WordPress's embeds do. */
const page = (height: unknown, secret = 'event.data.secret') =>
  `<script>addEventListener('message', (event) => { if (event.data?.message === 'ready') parent.postMessage({ message: 'height', value: ${JSON.stringify(height)}, secret: ${secret} }, '*'); });</script>`;
const frame = (attributes: string, srcdoc: string) =>
  `<iframe title="Embedded" ${attributes} srcdoc="${srcdoc.replace(/"/g, '&quot;')}"></iframe>`;
const iframeOf = (element: Element) => element.querySelector('iframe')!;

describe('<shop-embed>', () => {
  it('clamps the printed height between 200 and 1,000 px', async () => {
    const element = await mount(
      `<shop-embed>${frame('height="50"', '')}${frame('height="5000"', '')}${frame('height="480"', '')}</shop-embed>`,
    );
    expect([...element.querySelectorAll('iframe')].map((iframe) => iframe.height)).to.deep.equal(['200', '1000', '480']);
    expect(iframeOf(element).clientHeight).to.equal(200);
  });

  it('takes the height the embedded page reports, clamped, with shop-embed-resized', async () => {
    // Listening before the mount: a quick frame can report its height before mount() has resolved.
    const resizing = oneEvent(document, 'shop-embed-resized');
    const element = await mount(`<shop-embed>${frame('height="300" data-secret="s3cret"', page(1500))}</shop-embed>`);
    const resized = await resizing;
    expect(resized.detail.height).to.equal(1000);
    expect(resized.detail.iframe).to.equal(iframeOf(element));
    expect(iframeOf(element).height).to.equal('1000');
    const short = await mount(`<shop-embed>${frame('height="300"', page('120'))}</shop-embed>`);
    await until(() => iframeOf(short).height === '200', 'the short page is clamped to 200');
  });

  it('ignores a wrong secret, a height that is not a number, and messages from other windows', async () => {
    const wrong = await mount(`<shop-embed>${frame('height="300" data-secret="right"', page(700, "'wrong'"))}</shop-embed>`);
    const garbage = await mount(`<shop-embed>${frame('height="300"', page('tall'))}</shop-embed>`);
    const good = await mount(`<shop-embed>${frame('height="300"', page(640))}</shop-embed>`);
    window.postMessage({ message: 'height', value: 900 }, '*');
    await until(() => iframeOf(good).height === '640', 'the well-formed report applies');
    await new Promise(requestAnimationFrame);
    expect(iframeOf(wrong).height).to.equal('300');
    expect(iframeOf(garbage).height).to.equal('300');
  });

  it('shows a WordPress embed once it answers: the clipped iframe shown, its fallback quote hidden', async () => {
    const element = await mount(
      `<shop-embed><blockquote class="wp-embedded-content"><a href="/lookbook/">Lookbook</a></blockquote>${frame(
        'class="wp-embedded-content" data-secret="abc" height="338" style="position: absolute; clip: rect(1px, 1px, 1px, 1px);"',
        page(560),
      )}</shop-embed>`,
    );
    await until(() => iframeOf(element).height === '560', 'the embed reports its height');
    expect(iframeOf(element).getAttribute('style')).to.equal('');
    expect(element.querySelector('blockquote')!.style.display).to.equal('none');
    await expect(element).to.be.accessible();
  });
});

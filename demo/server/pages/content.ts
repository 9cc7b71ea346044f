// /lookbook/: a page as a page builder prints it, with every content block (some twice and nested) and a block a
// script inserts after load, as a builder's live preview does. /lookbook/embed/ is the page it embeds.
import type { Ctx } from '../context.ts';
import { htmlReply } from '../http/reply.ts';
import type { Reply } from '../http/reply.ts';
import { imageUrl } from '../images.ts';
import { renderPage } from '../templates/layout.ts';
import { LOOKS } from './element-catalogue-overlays.ts';

// The block's size is in its markup, as a page builder prints it, so the image arriving moves nothing.
const HERO_STYLE = 'min-height:20rem;padding:2rem;margin-bottom:2rem;color:#fff;background-color:#1f2d4d';

const figures = (items: Array<[string, string]>): string =>
  `<ul class="lookbook-figures">${items.map(([number, label]) => `<li><shop-count-up>${number}</shop-count-up> ${label}</li>`).join('')}</ul>`;

const careAccordion = `<shop-accordion class="lookbook-accordion">
	<h3>Washing</h3>
	<div><p>Wash at 30&nbsp;°C inside out, with similar colours.</p>
		<shop-accordion open-index="-1">
			<h4>Cotton</h4><div><p>Tumble dry low; iron on the reverse.</p></div>
			<h4>Merino wool</h4><div><p id="merino-care">Hand wash cold and dry flat, away from the sun.</p></div>
		</shop-accordion>
	</div>
	<h3>Repairs</h3>
	<div><p>We have mended <shop-count-up>3,482</shop-count-up> garments for free since we opened the repair desk.</p></div>
	<h3>Recycling</h3>
	<div><p>Bring back any of our pieces; we sort them for reuse or fibre recycling.</p></div>
</shop-accordion>`;

const faqAccordion = `<shop-accordion open-index="-1" class="lookbook-accordion">
	<h3>Which size should I take?</h3>
	<div><p>Our tees are cut true to size; take one size up for a relaxed fit.</p></div>
	<h3>Do you ship abroad?</h3>
	<div><p>Yes, to 42 countries; duties are shown at checkout.</p></div>
</shop-accordion>`;

/** The theme's scroll-to anchor starting a section: single-page navigation lists it, as a bullet when flagged. */
const scrollTo = (name: string, title: string, bullet = true): string =>
  `<span class="scroll-to" data-label="Scroll to: #${name}" data-bullet="${bullet}" data-link="#${name}" data-title="${title}"><a name="${name}"></a></span>`;

/** The page's own menu of its sections, in the theme's menu markup; its links scroll like the bullets. */
const LOOKBOOK_SECTIONS: Array<[string, string]> = [
  ['workshop', 'Autumn in the workshop'],
  ['care', 'Caring for your clothes'],
  ['questions', 'Questions'],
  ['looks', 'The looks'],
  ['new-in', 'New in'],
  ['journal', 'From the journal'],
];
const sectionMenu = `<nav class="lookbook-sections" aria-label="In this lookbook"><ul class="menu">${LOOKBOOK_SECTIONS.map(
  ([name, title]) => `<li class="menu-item"><a href="#${name}">${title}</a></li>`,
).join('')}</ul></nav>`;

// A lazy carousel of printed product links: glider loads only when it is 90% of the way into view.
const newInCarousel = `<shop-carousel label="New in" autoplay>
	<ul>${['Linen shirt', 'Denim jacket', 'Wool scarf', 'Canvas tote']
    .map((name) => `<li><a class="lookbook-slide" href="/shop/">${name}</a></li>`)
    .join('')}</ul>
</shop-carousel>`;

// A background video block (the stand-in host's clip, looped and muted) over its poster, kept on the shop; the
// player is created near the viewport once the shopper has consented to the video host, or pressed play.
const workshopVideo = `<shop-background-video video-id="demo-video-07" loop audio="0" player-url="/video-host/embed/" class="lookbook-video" style="${HERO_STYLE}">
	<img src="/videos/thumbs/demo-video-07.svg" alt="" width="320" height="180" style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover;z-index:-2">
	<h2>At the workbench</h2>
	<p>Waxing canvas for the autumn totes.</p>
</shop-background-video>`;

// The season's looks: a jpg gallery and a video link in a lightbox, and the size guide in an off-canvas panel
// opened by a button.
const looksLightbox = `<shop-lightbox hash-prefix="lookbook-look-" class="lookbook-looks">
	${LOOKS.map(([href, name]) => `<a href="${href}" data-caption="${name}"><img src="${href}" alt="${name}" width="150" height="100"></a>`).join('\n\t')}
	<p><a href="https://www.youtube.com/watch?v=aqz-KE-bpKQ">The collection in motion (video)</a></p>
</shop-lightbox>`;
const sizeGuide = `<p><button type="button" class="button" data-shop-offcanvas="#lookbook-size-guide">Size guide</button></p>
<shop-offcanvas id="lookbook-size-guide" position="right" background="#1f2933" color="#fff">
	<div><h2>Size guide</h2><table><tr><th scope="col">Size</th><th scope="col">Chest (cm)</th></tr><tr><td>S</td><td>88–94</td></tr><tr><td>M</td><td>96–102</td></tr><tr><td>L</td><td>104–110</td></tr></table></div>
</shop-offcanvas>`;

// The live preview's block: markup that arrives after the page has loaded, upgraded like the rest.
const previewScript = `<script>
addEventListener('load', () => {
	const block = document.createElement('section');
	block.className = 'lookbook-preview';
	block.innerHTML = ${JSON.stringify(`<h2>Added by the live preview</h2>${figures([['640', 'pieces repaired this year']])}<shop-accordion><h3>Preview details</h3><div><p>Inserted after the load event.</p></div><h3>More</h3><div><p>Also upgraded.</p></div></shop-accordion>`)};
	document.getElementById('lookbook-preview').append(block);
});
</script>`;

export function contentPage(ctx: Ctx): Reply {
  return renderPage(ctx, {
    title: 'Lookbook',
    bodyClass: 'page lookbook',
    breadcrumb: [['Lookbook']],
    content: (notices) => `${notices}<shop-page-loader aria-hidden="true"></shop-page-loader>
<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Lookbook</h1></header>
<div class="entry-content">
${sectionMenu}
${scrollTo('workshop', 'Autumn in the workshop')}
<shop-lazy-background class="lookbook-hero" image="${imageUrl('night-owl-tee', 'navy', 'full')}" style="${HERO_STYLE}">
	<h2>Autumn in the workshop</h2>
	${figures([
    ['1,250+', 'shops stock us'],
    ['$2,400,000', 'paid to makers'],
    ['98.5%', 'organic cotton'],
  ])}
</shop-lazy-background>
${scrollTo('care', 'Caring for your clothes')}<h2>Caring for your clothes</h2>
${careAccordion}
${scrollTo('questions', 'Questions')}<h2>Questions</h2>
${faqAccordion}
${scrollTo('looks', 'The looks')}<h2>The looks</h2>
${looksLightbox}
${sizeGuide}
${scrollTo('new-in', 'New in')}<h2>New in</h2>
${newInCarousel}
${scrollTo('journal', 'From the journal')}<h2>From the journal</h2>
<shop-embed>
	<blockquote class="wp-embedded-content" data-secret="lookbook1"><a href="/lookbook/embed/">How we dye with plants</a></blockquote>
	<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" style="position: absolute; clip: rect(1px, 1px, 1px, 1px);" title="&#8220;How we dye with plants&#8221; &#8212; Journal" src="/lookbook/embed/#?secret=lookbook1" data-secret="lookbook1" width="600" height="338" frameborder="0" marginwidth="0" marginheight="0" scrolling="no"></iframe>
</shop-embed>
${workshopVideo}
${scrollTo('mended', 'Made to be mended', false)}
<shop-lazy-background class="lookbook-hero" image="${imageUrl('night-owl-tee', 'grey', 'full')}" style="${HERO_STYLE}">
	<h2 id="made-to-be-mended">Made to be mended</h2>
	<p>Every seam is finished to be opened again.</p>
</shop-lazy-background>
<div id="lookbook-preview"></div>
</div></article>
<shop-page-nav label="Lookbook sections"></shop-page-nav>
<shop-back-to-top><a href="#page" class="back-to-top">Back to top</a></shop-back-to-top>${previewScript}`,
  });
}

/**
 * The embedded journal post, sending its height the way WordPress's embeds do (once loaded, and whenever the
 * host says it is ready), so the host's <shop-embed> can size the iframe. It reports more than it needs: the
 * host keeps it within 1,000 px.
 */
export function contentEmbedPage(): Reply {
  return htmlReply(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>How we dye with plants</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:1rem}p{margin:0 0 1rem}</style></head>
<body><h1>How we dye with plants</h1>
${'<p>Madder root for reds, weld for yellows and indigo for blues: each batch is dyed by hand in small pots.</p>'.repeat(30)}
<script>
const secret = (/secret=([\\w]+)/.exec(location.hash) || [])[1];
const report = () => parent.postMessage({ message: 'height', value: document.documentElement.scrollHeight, secret }, '*');
addEventListener('message', (event) => { if (event.data && event.data.message === 'ready' && event.data.secret === secret) report(); });
addEventListener('load', report);
</script></body></html>`);
}

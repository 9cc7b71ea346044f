import { readParams } from '../config/read-params.ts';

/**
 * The words of the video elements, overridable by a `shop_video_params` global the theme prints (translations),
 * with English defaults. `{host}`, `{title}`, `{page}` and `{total}` are filled in.
 */
export const videoTexts = () =>
  readParams('shop_video_params', {
    i18n_consent: 'This video is played from {host}. Playing it loads content from that site, which may set cookies.',
    i18n_play: 'Play video: {title}',
    i18n_always_allow: 'Always play videos from {host} (remembered for 30 days)',
    i18n_player_title: 'Video player: {title}',
    i18n_page_status: 'Page {page} of {total}',
    i18n_background_pause: 'Pause background video',
    i18n_background_play: 'Play background video',
  });

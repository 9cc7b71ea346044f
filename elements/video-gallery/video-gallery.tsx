import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { emit } from '../../core/events/emit.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import { scrollToElement } from '../../core/dom/scroll-to.ts';
import { hasVideoConsent, rememberVideoConsent } from '../../core/video/consent.ts';
import { holdHostImages, releaseHostImages } from '../../core/video/host-images.ts';
import { hostScopes, playerBase } from '../../core/video/player-url.ts';
import { useVideoPlayer } from '../../core/video/use-video-player.ts';
import { videoTexts } from '../../core/video/video-texts.ts';
import { fillText } from '../../core/format/fill-template.tsx';
import { ConsentPlaceholder } from './consent-placeholder.tsx';
import {
  LIST,
  PLAYER,
  THUMB,
  autonextOn,
  directionOf,
  makeOperable,
  pageButtonOf,
  thumbsOf,
  videoOf,
  type GalleryVideo,
} from './gallery-markup.ts';
import { galleryParams } from './gallery-params.ts';
import { useGalleryPaging } from './use-gallery-paging.ts';

declare global {
  interface ShopEventDetailMap {
    /** A video of the gallery was chosen: by the shopper, or by autonext when the previous one ended. */
    'shop-video-gallery-selected': { videoId: string; title: string; autonext: boolean };
  }
}

export interface VideoGalleryProps extends HostProps {
  playerUrl?: string;
}

interface Choice extends GalleryVideo {
  /** Play at once (the shopper chose it, or autonext), rather than wait for the player's own play button. */
  play: boolean;
  /** The shopper chose it: the player (or the consent box) takes focus. */
  byShopper: boolean;
}

/**
 * The gallery plugin's player and thumbnails: a thumbnail chosen plays in the player, paging replaces the
 * thumbnails, and with autonext each ended video is followed by the next, across pages. Nothing comes from the
 * video host until the shopper consents (see the README).
 */
export function VideoGallery({ host, playerUrl }: VideoGalleryProps) {
  const base = useMemo(() => playerBase('shop-video-gallery', playerUrl), [playerUrl]);
  const scopes = useMemo(() => hostScopes(base), [base]);
  const playerBox = useMemo(() => host.querySelector<HTMLElement>(PLAYER), [host]);
  const list = useMemo(() => host.querySelector<HTMLElement>(LIST), [host]);
  const stage = useMountPoint(playerBox, 'beforeend', 'shop-video-gallery__stage');
  const [everyVideo, setEveryVideo] = useState(hasVideoConsent);
  const [allowedVideo, setAllowedVideo] = useState<string | null>(null);
  const [choice, setChoice] = useState<Choice | null>(() => firstVideo(playerBox, list));

  useLayoutEffect(() => {
    if (!list) return;
    makeOperable(list);
    // The server's fallback in the player box (a link to the video on the host) gives way to the player.
    const fallback = [...(playerBox?.children ?? [])].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && !child.hidden,
    );
    fallback.forEach((child) => (child.hidden = true));
    return () => fallback.forEach((child) => (child.hidden = false));
  }, [list, playerBox]);

  const allowed = choice !== null && (everyVideo || allowedVideo === choice.videoId);
  useLayoutEffect(() => {
    if (list && everyVideo) releaseHostImages(list);
  }, [list, everyVideo]);

  const holdImages = useCallback(
    (page: DocumentFragment) => {
      if (!everyVideo) holdHostImages(page, scopes);
    },
    [everyVideo, scopes],
  );
  const goToPage = useGalleryPaging(host, list, holdImages);

  const choose = useCallback(
    (thumb: HTMLElement, byShopper: boolean) => {
      const video = videoOf(thumb);
      setChoice({ ...video, play: true, byShopper });
      markCurrent(list, video.videoId);
      emit(host, 'shop-video-gallery-selected', { ...video, autonext: !byShopper });
      if (byShopper && playerBox) void scrollToElement(playerBox, { offset: -Number(galleryParams().gallery_scrolloffset) });
    },
    [host, list, playerBox],
  );

  const playNext = useCallback(async () => {
    if (!list || !choice || !autonextOn(list)) return;
    const thumbs = thumbsOf(list);
    const next = thumbs[thumbs.findIndex((thumb) => thumb.dataset.videoid === choice.videoId) + 1];
    if (next) return choose(next, false);
    if (await goToPage('next')) {
      const first = thumbsOf(list)[0];
      if (first) choose(first, false);
    }
  }, [list, choice, choose, goToPage]);

  const request = allowed
    ? {
        videoId: choice.videoId,
        base,
        title: fillText(videoTexts().i18n_player_title, { title: choice.title }),
        autoplay: choice.play,
        focus: choice.byShopper,
      }
    : null;
  useVideoPlayer(stage, request, () => void playNext());

  const activate = (target: Element): boolean => {
    const button = pageButtonOf(target);
    const direction = button && directionOf(button);
    if (direction) {
      void goToPage(direction);
      return true;
    }
    const thumb = target.closest<HTMLElement>(THUMB);
    if (!thumb || !list?.contains(thumb)) return false;
    choose(thumb, true);
    return true;
  };
  useDomEvent(list, 'click', (event) => {
    if (event.target instanceof Element && activate(event.target)) event.preventDefault();
  });
  useDomEvent(list, 'keydown', (event) => {
    const target = event.target as HTMLElement;
    if ((event.key !== 'Enter' && event.key !== ' ') || target.getAttribute('role') !== 'button') return;
    if (activate(target)) event.preventDefault();
  });

  const consent = (remember: boolean): void => {
    if (!choice) return;
    if (remember) {
      rememberVideoConsent();
      setEveryVideo(true);
    }
    setAllowedVideo(choice.videoId);
    setChoice({ ...choice, play: true, byShopper: true });
  };

  if (!stage || !choice || allowed) return null;
  return createPortal(
    <ConsentPlaceholder
      title={choice.title}
      hostName={base.host}
      focus={choice.byShopper}
      onPlay={() => consent(false)}
      onAlwaysAllow={() => consent(true)}
    />,
    stage,
  );
}

/** The video the player box names, else the first thumbnail's; it waits for the shopper's play. */
function firstVideo(playerBox: HTMLElement | null, list: HTMLElement | null): Choice | null {
  const thumbs = list ? thumbsOf(list) : [];
  const named = playerBox?.dataset.videoid;
  const thumb = thumbs.find((candidate) => candidate.dataset.videoid === named) ?? thumbs[0];
  const video = thumb ? videoOf(thumb) : named ? { videoId: named, title: playerBox?.dataset.title ?? '' } : null;
  return video && { ...video, play: false, byShopper: false };
}

function markCurrent(list: HTMLElement | null, videoId: string): void {
  for (const thumb of list ? thumbsOf(list) : []) {
    if (thumb.dataset.videoid === videoId) thumb.setAttribute('aria-current', 'true');
    else thumb.removeAttribute('aria-current');
  }
}

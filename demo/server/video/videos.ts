// The demo's stand-in videos: 12 short clips in a playlist of 3 pages, played by the stand-in video host.

export interface DemoVideo {
  id: string;
  title: string;
  colour: string;
}

const TITLES = [
  'Cutting the autumn jacket',
  'Dyeing with madder root',
  'Knitting the merino scarf',
  'Mending a worn elbow',
  'Pressing a linen shirt',
  'Setting a sleeve',
  'Waxing canvas',
  'Hand-finishing a hem',
  'Sorting returns for reuse',
  'Sewing on a button that stays',
  'Packing without plastic',
  'A day at the repair desk',
];
const COLOURS = ['#1f2d4d', '#7a2e2e', '#2e5a3a', '#5a4a2e'];

export const DEMO_VIDEOS: DemoVideo[] = TITLES.map((title, index) => ({
  id: `demo-video-${String(index + 1).padStart(2, '0')}`,
  title,
  colour: COLOURS[index % COLOURS.length]!,
}));

export const VIDEOS_PER_PAGE = 4;
export const PLAYLIST_ID = 'PL-demo-workshop';

export const pageCountOf = (): number => Math.ceil(DEMO_VIDEOS.length / VIDEOS_PER_PAGE);

export function videosOfPage(page: number): DemoVideo[] {
  return DEMO_VIDEOS.slice((page - 1) * VIDEOS_PER_PAGE, page * VIDEOS_PER_PAGE);
}

/** The gallery plugin's page tokens name a page; the demo's are simply `page-<n>`. */
export const pageToken = (page: number): string => (page >= 1 && page <= pageCountOf() ? `page-${page}` : '');

export function pageOfToken(token: string): number | null {
  const page = Number(/^page-(\d+)$/.exec(token)?.[1]);
  return page >= 1 && page <= pageCountOf() ? page : null;
}

/** The player base the tests give the elements: on the test server, so no request leaves the machine. */
export const TEST_PLAYER_URL = '/video-host-test/embed/';

export interface FakePlayer {
  iframe: HTMLIFrameElement;
  /** The messages the element posted to the player, parsed (`{ event: 'listening' }`, `{ event: 'command', func }`). */
  received: Array<{ event: string; func?: string; args?: unknown[] }>;
  /** Answers as the host's player does: a JSON string from the iframe's window, with the player's origin. */
  answer(event: string, info?: unknown): void;
}

/**
 * Stands in for the video host's players until `stop()`: each player iframe an element creates loads the test
 * server's page, and from its load on, what the element posts to it is recorded; `answer` sends the player's
 * messages back. Watching starts before the elements exist, so the first message is never missed.
 */
export function fakePlayers(): { of(root: Element): Promise<FakePlayer>; stop(): void } {
  const players = new Map<HTMLIFrameElement, Promise<FakePlayer>>();
  const watch = (iframe: HTMLIFrameElement): void => {
    if (players.has(iframe)) return;
    const received: FakePlayer['received'] = [];
    const answer = (event: string, info?: unknown): void => {
      const data = JSON.stringify({ event, info, id: 1, channel: 'widget' });
      window.dispatchEvent(new MessageEvent('message', { data, origin: location.origin, source: iframe.contentWindow }));
    };
    const loaded = new Promise<FakePlayer>((resolve) =>
      iframe.addEventListener(
        'load',
        () => {
          iframe.contentWindow!.addEventListener('message', (event: MessageEvent<string>) => void received.push(JSON.parse(event.data)));
          resolve({ iframe, received, answer });
        },
        { once: true },
      ),
    );
    players.set(iframe, loaded);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node instanceof HTMLIFrameElement) watch(node);
        if (node instanceof Element) node.querySelectorAll('iframe').forEach(watch);
      }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    of(root) {
      const iframe = root.querySelector('iframe');
      const player = iframe && players.get(iframe);
      if (!player) throw new Error('no player iframe');
      return player;
    },
    stop: () => observer.disconnect(),
  };
}

/** The commands (`playVideo`, `pauseVideo`, …) among what the player received. */
export const commandsOf = (player: FakePlayer): string[] =>
  player.received.filter((message) => message.event === 'command').map((message) => message.func ?? '');

export const listensOf = (player: FakePlayer): number => player.received.filter((message) => message.event === 'listening').length;

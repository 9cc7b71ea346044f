import { expect } from '@open-wc/testing';
import { noteCommand, notePlaying, pausePlayingMedia } from '../../core/video/playing-media.ts';

/** An embedded player stand-in that records the commands it was given. */
function fakePlayer() {
  const commands: string[] = [];
  return { commands, play: () => commands.push('play'), pause: () => commands.push('pause') };
}

describe('pausePlayingMedia (a video opened in a lightbox)', () => {
  it("pauses the library's playing players, leaves the stopped ones, and plays the paused ones again", () => {
    const playing = fakePlayer();
    const stopped = fakePlayer();
    const gone = fakePlayer();
    notePlaying(playing, true);
    notePlaying(stopped, true);
    notePlaying(stopped, false);
    notePlaying(gone, true);
    notePlaying(gone, false);

    const resume = pausePlayingMedia();
    expect(playing.commands).to.deep.equal(['pause']);
    expect(stopped.commands).to.deep.equal([]);
    resume();
    expect(playing.commands).to.deep.equal(['pause', 'play']);
    expect(gone.commands).to.deep.equal([]);
    notePlaying(playing, false);
  });

  it('leaves paused a player its owner drove while the lightbox was open', () => {
    const commands: string[] = [];
    const player = {
      play: () => void (noteCommand(player), commands.push('play')),
      pause: () => void (noteCommand(player), commands.push('pause')),
    };
    notePlaying(player, true);
    const resume = pausePlayingMedia();
    notePlaying(player, false);
    player.pause();
    resume();
    expect(commands).to.deep.equal(['pause', 'pause']);
  });

  it('pauses a playing <video> and plays it again', async () => {
    const video = document.createElement('video');
    document.body.append(video);
    let paused = false;
    let played = false;
    Object.defineProperty(video, 'paused', { get: () => paused });
    video.pause = () => void (paused = true);
    video.play = () => ((played = true), Promise.resolve());
    const resume = pausePlayingMedia();
    expect(paused).to.be.true;
    resume();
    expect(played).to.be.true;
    video.remove();
  });
});

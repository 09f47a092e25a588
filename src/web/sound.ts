/** Tiny WebAudio beeps for opening, flagging, winning and losing; silent when sound is off or audio is missing. */

export type SoundName = 'open' | 'flag' | 'win' | 'lose';

const NOTES: Record<SoundName, ReadonlyArray<readonly [frequency: number, seconds: number]>> = {
  open: [[660, 0.04]],
  flag: [[440, 0.05]],
  win: [
    [523, 0.1],
    [659, 0.1],
    [784, 0.18],
  ],
  lose: [
    [220, 0.15],
    [147, 0.3],
  ],
};

export class Sound {
  private context: AudioContext | undefined;
  enabled = true;

  play(name: SoundName): void {
    if (!this.enabled || typeof AudioContext === 'undefined') return;
    this.context ??= new AudioContext();
    const ctx = this.context;
    let at = ctx.currentTime;
    for (const [frequency, seconds] of NOTES[name]) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = 'square';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.06, at);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + seconds);
      at += seconds;
    }
  }
}

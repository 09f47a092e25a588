/**
 * Puyo's sounds, made with the Web Audio API (no files): a pop whose pitch climbs a step with each link of the
 * chain, a low thud when garbage lands, and short tunes for a win and a loss. Silent when the app's sound setting
 * is off or the browser has no audio.
 */
import type { Sound } from '../sound.ts';

type Note = readonly [frequency: number, seconds: number];

/** A pop at chain step n: a whole tone higher per step, from C5. */
export const popFrequency = (chain: number): number => 523.25 * 2 ** ((2 * Math.min(chain - 1, 18)) / 12);

export class PuyoSound {
  private context: AudioContext | undefined;

  constructor(private readonly setting: Pick<Sound, 'enabled'>) {}

  pop(chain: number): void {
    const f = popFrequency(chain);
    this.play('triangle', 0.09, [
      [f, 0.05],
      [f * 1.5, 0.08],
    ]);
  }

  thud(): void {
    this.play('sine', 0.2, [
      [110, 0.07],
      [70, 0.12],
    ]);
  }

  win(): void {
    this.play('square', 0.05, [
      [523, 0.1],
      [659, 0.1],
      [784, 0.1],
      [1047, 0.25],
    ]);
  }

  lose(): void {
    this.play('square', 0.05, [
      [392, 0.15],
      [311, 0.15],
      [196, 0.35],
    ]);
  }

  private play(wave: OscillatorType, volume: number, notes: readonly Note[]): void {
    if (!this.setting.enabled || typeof AudioContext === 'undefined') return;
    this.context ??= new AudioContext();
    const ctx = this.context;
    let at = ctx.currentTime;
    for (const [frequency, seconds] of notes) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = wave;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(volume, at);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + seconds);
      at += seconds;
    }
  }

  close(): void {
    void this.context?.close();
    this.context = undefined;
  }
}

import { describe, expect, it, vi } from 'vitest';
import { PuyoSound, popFrequency } from './matchSound.ts';

describe('Puyo sounds', () => {
  it('pop higher with every link of a chain', () => {
    const pitches = Array.from({ length: 19 }, (_, i) => popFrequency(i + 1));
    for (let i = 1; i < pitches.length; i++) expect(pitches[i]).toBeGreaterThan(pitches[i - 1]);
    expect(popFrequency(2) / popFrequency(1)).toBeCloseTo(2 ** (2 / 12));
  });

  it('make no audio when the setting is off, and notes when it is on', () => {
    const started: number[] = [];
    class FakeContext {
      currentTime = 0;
      destination = {};
      createOscillator() {
        return {
          type: '',
          frequency: { value: 0 },
          connect: (next: unknown) => next,
          start: () => {},
          stop: () => {},
        };
      }
      createGain() {
        return {
          gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
          connect: (next: unknown) => next,
        };
      }
      constructor() {
        started.push(1);
      }
    }
    vi.stubGlobal('AudioContext', FakeContext);
    try {
      const setting = { enabled: false };
      const sound = new PuyoSound(setting);
      sound.pop(3);
      sound.thud();
      sound.win();
      expect(started).toEqual([]);
      setting.enabled = true;
      sound.lose();
      expect(started).toEqual([1]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

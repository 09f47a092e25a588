import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ICONS, iconValue, TRAY_ICONS, trayIcons } from './garbageIcons.ts';

describe('the garbage tray', () => {
  it('uses the largest icons first', () => {
    expect(trayIcons(0)).toEqual([]);
    expect(trayIcons(7)).toEqual(['large', 'small']);
    expect(trayIcons(30 + 12 + 2)).toEqual(['rock', 'large', 'large', 'small', 'small']);
    expect(trayIcons(1440 + 720 + 360 + 180)).toEqual(['comet', 'crown', 'moon', 'star']);
  });

  test.prop([fc.integer({ min: 0, max: 20_000 })])(
    'shows the whole count when six icons can, never more',
    (count) => {
      const icons = trayIcons(count);
      const shown = icons.reduce((sum, icon) => sum + iconValue(icon), 0);
      expect(icons.length).toBeLessThanOrEqual(TRAY_ICONS);
      expect(shown).toBeLessThanOrEqual(count);
      if (icons.length < TRAY_ICONS) expect(shown).toBe(count);
      const values = icons.map(iconValue);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      expect(ICONS.length).toBe(7);
    },
  );
});

/**
 * The garbage tray as Tsu draws it: the puyos waiting shown as icons worth 1440 (comet), 720 (crown), 360 (moon),
 * 180 (star), 30 (rock), 6 (large) and 1 (small), largest first, at most six icons.
 */
export const ICONS = [
  ['comet', 1440],
  ['crown', 720],
  ['moon', 360],
  ['star', 180],
  ['rock', 30],
  ['large', 6],
  ['small', 1],
] as const;

export type IconName = (typeof ICONS)[number][0];

export const TRAY_ICONS = 6;

export function trayIcons(count: number): IconName[] {
  const icons: IconName[] = [];
  let left = Math.max(0, Math.floor(count));
  for (const [name, value] of ICONS) {
    while (left >= value && icons.length < TRAY_ICONS) {
      icons.push(name);
      left -= value;
    }
  }
  return icons;
}

export const iconValue = (name: IconName): number => ICONS.find(([n]) => n === name)![1];

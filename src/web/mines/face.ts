/** The restart button's face, drawn in SVG (no emoji font needed): smiling, surprised, cool, or knocked out. */
export type Mood = 'smile' | 'surprised' | 'won' | 'lost';

const EYES: Record<Mood, string> = {
  smile: '<circle cx="12" cy="14" r="2"/><circle cx="24" cy="14" r="2"/>',
  surprised: '<circle cx="12" cy="14" r="2.2"/><circle cx="24" cy="14" r="2.2"/>',
  won: '<path d="M6 12h24v2l-3 4h-5l-3-4h-2l-3 4H9l-3-4z"/>',
  lost: '<path d="M9 11l6 6M15 11l-6 6M21 11l6 6M27 11l-6 6" stroke="currentColor" stroke-width="2"/>',
};
const MOUTH: Record<Mood, string> = {
  smile:
    '<path d="M11 22q7 6 14 0" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>',
  surprised: '<circle cx="18" cy="24" r="3" fill="none" stroke="currentColor" stroke-width="2"/>',
  won: '<path d="M11 22q7 6 14 0" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>',
  lost: '<path d="M11 26q7 -6 14 0" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>',
};

export function faceSvg(mood: Mood): string {
  return `<svg viewBox="0 0 36 36" width="30" height="30" aria-hidden="true"><circle cx="18" cy="18" r="16" fill="#ffd43b" stroke="#8a6d00" stroke-width="1.5"/><g fill="#1d1c1a" color="#1d1c1a">${EYES[mood]}${MOUTH[mood]}</g></svg>`;
}

export const FLAG_ICON =
  '<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="M6 3h1.6v13H6z" fill="currentColor"/><path d="M7.6 3.2 15 6.5l-7.4 3.3z" fill="#d42a2a"/><path d="M3.5 16h9v1.8h-9z" fill="currentColor"/></svg>';

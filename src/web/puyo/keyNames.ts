/** A key code as a player reads it: `KeyZ` is Z, `ArrowLeft` is ←. */
const ARROWS: Record<string, string> = { ArrowLeft: '←', ArrowRight: '→', ArrowUp: '↑', ArrowDown: '↓' };

export function keyName(code: string): string {
  if (code in ARROWS) return ARROWS[code];
  const letter = /^Key([A-Z])$/.exec(code) ?? /^Digit(\d)$/.exec(code) ?? /^Numpad(\d)$/.exec(code);
  return letter ? letter[1] : code;
}

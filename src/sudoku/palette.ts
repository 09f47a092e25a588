/**
 * The cell colours' palette (colour 1..9 of a move; 0 is none): Okabe and Ito's colour-blind-safe set with light
 * grey in place of black, so a coloured cell's digit stays readable. Names are for screen readers and the CLI.
 */
export const CELL_COLOURS = [
  { name: 'orange', hex: '#e69f00' },
  { name: 'sky blue', hex: '#56b4e9' },
  { name: 'bluish green', hex: '#009e73' },
  { name: 'yellow', hex: '#f0e442' },
  { name: 'blue', hex: '#0072b2' },
  { name: 'vermilion', hex: '#d55e00' },
  { name: 'reddish purple', hex: '#cc79a7' },
  { name: 'grey', hex: '#999999' },
  { name: 'light grey', hex: '#dddddd' },
] as const;

export type CellColour = (typeof CELL_COLOURS)[number];

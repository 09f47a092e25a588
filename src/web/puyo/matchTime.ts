/** A match's time as its clock shows it, `m:ss`, from its ticks (60 a second). */
export const matchTime = (ticks: number): string => {
  const seconds = Math.floor(ticks / 60);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

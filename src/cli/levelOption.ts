/**
 * `--level` is the level option's one name across the CLI. Sudoku's commands once called it `--difficulty`; that
 * spelling is still accepted (hidden from --help) and lands in the same value, so scripts written for it keep
 * working and everything after parsing sees only `level`.
 */
import { type Command, Option } from 'commander';

export const OLD_LEVEL_FLAG = '--difficulty';

export function addLevelOption(command: Command, level: Option): Command {
  if (level.attributeName() !== 'level') throw new Error(`expected a --level option, not ${level.flags}`);
  const alias = new Option(`${OLD_LEVEL_FLAG} <level>`, `the old name of --level`).hideHelp();
  if (level.argChoices) alias.choices(level.argChoices);
  command.addOption(level).addOption(alias);
  // Commander keeps the alias's own value; copying it to `level` as given on the command line keeps the
  // mandatory and conflict checks (which look at `level`) right. Both names at once is a usage error, whatever
  // their order, rather than one silently winning.
  const given = new Set<string>();
  const note = (flag: string): void => {
    given.add(flag);
    if (given.size > 1)
      command.error(`error: ${level.long} and ${OLD_LEVEL_FLAG} are one option: give it once`);
  };
  command.on(`option:${level.name()}`, () => note(level.long ?? ''));
  command.on(`option:${alias.name()}`, (value: string) => {
    note(OLD_LEVEL_FLAG);
    command.setOptionValueWithSource('level', value, 'cli');
  });
  return command;
}

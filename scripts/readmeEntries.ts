/**
 * The files a folder README says its folder holds, read from the two shapes our READMEs use:
 *
 * - a table whose first header cell is `File` (or `Files`): the backticked names in each
 *   row's first cell;
 * - a bullet whose text starts with backticked names: those leading names, separated by
 *   commas or "and", each optionally followed by an aside in parentheses, up to the first
 *   other word (`- \`a.ts\`, \`b.ts\` (pure): ...`). Names later in the sentence are prose.
 *
 * Only names that look like files or folders count: a known source extension, or a
 * trailing `/`. `stopTones` or `SESSION.UPDATE` at the head of a decision are not files.
 * Names are paths relative to the README's folder. Pure: the text in, the names out.
 */

const FILE_NAME = /\.(ts|tsx|js|mjs|cjs|css|sql|json|html|md)$/;

export const looksLikeFileEntry = (name: string): boolean => name.endsWith('/') || FILE_NAME.test(name);

/** Markdown list items with their continuation lines joined, and table rows as they are. */
function logicalLines(markdown: string): string[] {
  const lines: string[] = [];
  for (const line of markdown.split('\n')) {
    const continuesItem = /^\s+\S/.test(line) && !/^\s*([-*]|\d+\.)\s/.test(line) && lines.at(-1)?.startsWith('- ');
    if (continuesItem) lines[lines.length - 1] += ` ${line.trim()}`;
    else lines.push(line.trimEnd());
  }
  return lines;
}

const cells = (row: string): string[] =>
  row
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

const backticked = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/** The backticked names that open a bullet's text, before its first word of prose. */
function leadingNames(item: string): string[] {
  const names: string[] = [];
  let rest = item;
  for (;;) {
    const name = /^`([^`]+)`/.exec(rest);
    if (!name) break;
    names.push(name[1]!);
    rest = rest.slice(name[0].length);
    const aside = /^\s*\([^)]*\)/.exec(rest);
    if (aside) rest = rest.slice(aside[0].length);
    const separator = /^(\s*,\s*(and\s+)?|\s+and\s+)(?=`)/.exec(rest);
    if (!separator) break;
    rest = rest.slice(separator[0].length);
  }
  return names;
}

/** Every file or folder name the README lists, in order of appearance, without repeats. */
export function readmeEntries(markdown: string): string[] {
  const names: string[] = [];
  let inFileTable = false;
  let previous = '';
  for (const line of logicalLines(markdown)) {
    if (line.startsWith('|')) {
      const row = cells(line);
      if (/^:?-+:?$/.test(row[0] ?? '')) inFileTable = /^(Files?)$/.test(cells(previous)[0] ?? '');
      else if (inFileTable) names.push(...backticked(row[0] ?? ''));
    } else {
      inFileTable = false;
      const item = /^[-*]\s+(.*)$/.exec(line);
      if (item) names.push(...leadingNames(item[1]!));
    }
    previous = line;
  }
  return [...new Set(names.filter(looksLikeFileEntry))];
}

import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@benevo/schema';

/**
 * One term per concept (GLOSSARY.md beside this file): the German and French catalogues of every
 * client and of the server never use a word the glossary sets aside.
 */
const clients = path.resolve(__dirname, '../../..');

function catalogueFiles(language: 'de' | 'fr'): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'gql') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === `${language}.ts` && full.includes(`${path.sep}i18n${path.sep}`)) found.push(full);
    }
  };
  walk(clients);
  return found;
}

/** The texts of a catalogue file: its string literals, comments left out. */
function textsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...source.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1] ?? m[2]);
}

const serverTexts = (language: 'de' | 'fr') =>
  Object.values(MESSAGES[language]).flatMap((text) => (typeof text === 'string' ? [text] : [text.one, text.other]));

const SET_ASIDE = {
  de: [/Anlass|Anläss/, /Freiwillig/, /Helfende/, /\bPosten\b/, /Zeitfenster/, /ß/],
  // The spec's own message (section 8) keeps its "volontaire".
  fr: [/volontaire(?!.*ne nécessite aucun volontaire)/, /\bpostes?\b/i, /créneau/i],
};

describe('the glossary', () => {
  it.each(['de', 'fr'] as const)('is followed by every %s catalogue', (language) => {
    const clientFiles = catalogueFiles(language);
    expect(clientFiles.length).toBeGreaterThanOrEqual(6);
    const texts = [...clientFiles.flatMap((file) => textsOf(file).map((text) => ({ file, text }))), ...serverTexts(language).map((text) => ({ file: 'server', text }))];
    const offending = texts.filter(({ text }) => SET_ASIDE[language].some((word) => word.test(text) && !text.includes('ne nécessite aucun volontaire')));
    expect(offending.map(({ file, text }) => `${path.relative(clients, file)}: ${text}`)).toEqual([]);
  });
});

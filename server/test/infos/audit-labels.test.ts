import path from 'node:path';
import { AUDIT_ACTIONS } from '../../src/modules/audit/audit.service';

type Labels = { actions: Record<string, Record<string, string>> };

/** The organizer's label files, loaded by jest at run time (the server's type-check stays within server/). */
const LABELS_DIR = path.resolve(__dirname, '../../../clients/organizer/src/audit/i18n');
const labelsOf = (language: 'fr' | 'de' | 'en'): Labels => (jest.requireActual(path.join(LABELS_DIR, `${language}.ts`)) as Record<string, Labels>)[language];

/**
 * The security log screen translates each action as `actions.<group>.<name>`: a new AUDIT_ACTIONS entry
 * needs its label in fr, de and en (clients/organizer/src/audit/i18n), or the screen shows its raw name.
 */
describe('audit action labels', () => {
  const labels = (actions: Record<string, Record<string, string>>) =>
    Object.entries(actions).flatMap(([group, names]) => Object.entries(names).filter(([, label]) => label.trim() !== '').map(([name]) => `${group}.${name}`));

  it.each(['fr', 'de', 'en'] as const)('%s has a label for every action the server records, and none for an unknown one', (language) => {
    expect(labels(labelsOf(language).actions).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });
});

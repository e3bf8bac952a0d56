import { readImportFile } from '../../src/common/import-file';
import { renderSpreadsheet } from '../../src/common/spreadsheet';

describe('spreadsheets', () => {
  it('quote a CSV field that a French or German spreadsheet would split at a semicolon or a tab', async () => {
    const table = { columns: [{ key: 'name', label: 'Nom' }], rows: [{ name: 'Dupont;=1+1' }, { name: 'Tab\t=2+2' }, { name: 'Martin' }] };
    const csv = (await renderSpreadsheet(table, 'csv', 'Feuille')).toString('utf8').replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')).toEqual(['Nom', '"Dupont;=1+1"', '"Tab\t=2+2"', 'Martin', '']);
  });

  it('read a CSV back with the line each record starts on, whatever its separator', async () => {
    const text = 'code;pool\n"A;1";x\n\n"multi\nline";y\nB;z\n';
    const records = await readImportFile('codes.csv', Buffer.from(text).toString('base64'));
    expect(records).toEqual([
      { line: 1, cells: ['code', 'pool'] },
      { line: 2, cells: ['A;1', 'x'] },
      { line: 4, cells: ['multi\nline', 'y'] },
      { line: 6, cells: ['B', 'z'] },
    ]);
  });
});

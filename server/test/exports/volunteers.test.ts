import { startTestApp, type TestApp } from '../harness';
import { volunteer } from '../participations/fixtures';
import { answer, base64, binary, CREATE_ATTRIBUTE, CREATE_CATEGORY, csvRows, exportsOrganizer, xlsxBase64, xlsxRows } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
});
afterAll(() => t.close());

const EXPORT = `query($format: ExportFormat!, $categoryId: ID, $search: String) {
  exportVolunteers(format: $format, categoryId: $categoryId, search: $search) { fileName base64 } }`;
const LIST = `query($categoryId: ID, $search: String) { volunteers(categoryId: $categoryId, search: $search) { id email } }`;
const PREVIEW = `mutation($fileName: String!, $base64File: String!, $mapping: [ImportColumnInput!]) {
  previewVolunteerImport(fileName: $fileName, base64File: $base64File, mapping: $mapping) {
    columns { index header samples } mapping { column field attributeId } attributes { id name valueType } mappingErrors
    nbNew nbKnown nbDuplicates nbErrors rows { line email firstName lastName status messages } } }`;
const IMPORT = `mutation($fileName: String!, $base64File: String!, $mapping: [ImportColumnInput!]!) {
  importVolunteers(fileName: $fileName, base64File: $base64File, mapping: $mapping) { nbCreated nbSkipped } }`;

const sql = (query: string, params: unknown[] = []) => t.db.database.dataSource.query(query, params);

async function setup() {
  const s = await exportsOrganizer(t);
  const kitchen = (await s.o.gql(CREATE_CATEGORY, { input: { name: 'Cuisine' } })).createVolunteerCategory.id as string;
  const newcomers = (await s.o.gql(CREATE_CATEGORY, { input: { name: 'Nouveaux', isByDefault: true } })).createVolunteerCategory.id as string;
  const diet = (await s.o.gql(CREATE_ATTRIBUTE, { input: { name: 'Régime', valueType: 'enum', options: 'Végétarien;Vegan;Sans gluten' } })).createAttribute;
  const size = (await s.o.gql(CREATE_ATTRIBUTE, { input: { name: 'Pointure', valueType: 'int' } })).createAttribute;
  return { ...s, kitchen, newcomers, diet, size };
}

const countVolunteers = async (org: number) => Number((await sql('SELECT COUNT(*) AS n FROM volunteer WHERE organization_id = $1', [org]))[0].n);

describe('volunteer export', () => {
  it('exports the rows of the volunteer list with its category and search filters, with a column per volunteer attribute', async () => {
    const { o, org, kitchen, diet } = await setup();
    const anna = await volunteer(t, org, { first_name: 'Anna', last_name: 'Keller', email: 'anna@example.org', born_date: '1990-04-05', language: 'de' });
    const ben = await volunteer(t, org, { first_name: 'Ben', last_name: 'Aebi', email: 'ben@example.org' });
    await volunteer(t, org, { first_name: 'Chloé', last_name: 'Moser', email: 'chloe@example.org' });
    await o.gql(`mutation($v: [ID!]!, $c: [ID!]!) { setVolunteersCategories(volunteerIds: $v, categoryIds: $c) { id } }`, { v: [anna.id, ben.id], c: [kitchen] });
    await sql(`UPDATE volunteer SET created_at = '2030-01-15T09:00:00Z', phone_number = '+41 79 111 22 33', town = 'Sion' WHERE id = $1`, [Number(anna.id)]);
    await answer(t, org, diet.id, { volunteerId: anna.id }, diet.options[1].id);

    const filter = { categoryId: kitchen, search: 'kel' };
    const screen = (await o.gql(LIST, filter)).volunteers;
    expect(screen.map((v: { email: string }) => v.email)).toEqual(['anna@example.org']);
    const { exportVolunteers: file } = await o.gql(EXPORT, { format: 'XLSX', ...filter });
    expect(file.fileName).toBe('benevoles.xlsx');
    expect(await xlsxRows(Buffer.from(file.base64, 'base64'))).toEqual([
      ['Nom', 'Prénom', 'E-mail', 'Téléphone', 'Adresse', 'NPA', 'Localité', 'Pays', 'Date de naissance', 'Langue', 'Catégories', 'Tranches horaires', 'Date de création', 'Régime', 'Pointure'],
      ['Keller', 'Anna', 'anna@example.org', '+41 79 111 22 33', '', '', 'Sion', '', '05.04.1990', 'de', 'Cuisine', '0', '15.01.2030 10:00', 'Vegan', ''],
    ]);

    const byCategory = (await o.gql(LIST, { categoryId: kitchen })).volunteers.map((v: { email: string }) => v.email);
    const csv = await o.get(`/volunteers/export/?format=csv&category=${kitchen}`).buffer(true).parse(binary);
    expect(csv.status).toBe(200);
    expect(csvRows(csv.body as Buffer).slice(1).map((row) => row[2])).toEqual(byCategory);
    expect(byCategory).toEqual(['ben@example.org', 'anna@example.org']);

    const other = await exportsOrganizer(t);
    await volunteer(t, other.org, { email: 'elsewhere@example.org' });
    // Another organization's export holds its own volunteers only (the list ignores a foreign category as it does).
    const foreign = await other.o.get('/volunteers/export/?format=csv').buffer(true).parse(binary);
    expect(csvRows(foreign.body as Buffer).slice(1).map((row) => row[2])).toEqual(['elsewhere@example.org']);
    const foreignCategory = await other.o.get(`/volunteers/export/?format=csv&category=${kitchen}`).buffer(true).parse(binary);
    expect(csvRows(foreignCategory.body as Buffer)).toHaveLength(1);
  });
});

describe('volunteer import', () => {
  const FILE = [
    'Prénom;Nom;E-mail;Catégories;Date de naissance;Régime;Pointure;Remarque',
    'Anna;Keller;Anna@Example.org;Cuisine;05.04.1990;Vegan;42;x',
    'Ben;Aebi;known@example.org;;;;;',
    'Chloé;Moser;anna@example.org;;;;;',
    'Dan;Roux;pas-une-adresse;Plonge;31.02.1990;Viande;grand;',
    'Eva;Zurbriggen;eva@example.org;;1985-12-24;;;',
  ].join('\r\n');

  it('previews a file with the mapping its header suggests: new, already known, duplicate and invalid lines; nothing written', async () => {
    const { o, org, diet, size } = await setup();
    await volunteer(t, org, { first_name: 'Bernard', last_name: 'Known', email: 'known@example.org' });
    const before = await countVolunteers(org);
    const { previewVolunteerImport: preview } = await o.gql(PREVIEW, { fileName: 'benevoles.csv', base64File: base64(`\uFEFF${FILE}`) });
    expect(preview.columns[0]).toEqual({ index: 0, header: 'Prénom', samples: ['Anna', 'Ben', 'Chloé'] });
    expect(preview.mapping).toEqual([
      { column: 0, field: 'FIRST_NAME', attributeId: null },
      { column: 1, field: 'LAST_NAME', attributeId: null },
      { column: 2, field: 'EMAIL', attributeId: null },
      { column: 3, field: 'CATEGORIES', attributeId: null },
      { column: 4, field: 'BORN_DATE', attributeId: null },
      { column: 5, field: 'ATTRIBUTE', attributeId: diet.id },
      { column: 6, field: 'ATTRIBUTE', attributeId: size.id },
      { column: 7, field: 'IGNORE', attributeId: null },
    ]);
    expect(preview.attributes.map((a: { name: string }) => a.name)).toEqual(['Régime', 'Pointure']);
    expect(preview.mappingErrors).toEqual([]);
    expect(preview).toMatchObject({ nbNew: 2, nbKnown: 1, nbDuplicates: 1, nbErrors: 1 });
    expect(preview.rows).toEqual([
      { line: 2, email: 'anna@example.org', firstName: 'Anna', lastName: 'Keller', status: 'NEW', messages: [] },
      { line: 3, email: 'known@example.org', firstName: 'Ben', lastName: 'Aebi', status: 'ALREADY_KNOWN', messages: ['Bénévole déjà connu : il ne sera pas modifié'] },
      { line: 4, email: 'anna@example.org', firstName: 'Chloé', lastName: 'Moser', status: 'DUPLICATE_IN_FILE', messages: ['Cette adresse e-mail figure déjà à la ligne 2 du fichier'] },
      {
        line: 5,
        email: 'pas-une-adresse',
        firstName: 'Dan',
        lastName: 'Roux',
        status: 'INVALID',
        messages: [
          'E-mail : Entrez une adresse e-mail valide',
          'Date de naissance : Entrez une date valide',
          'Catégorie inconnue : Plonge',
          'Régime : choix inconnu (Viande)',
          'Pointure : valeur non valide (grand)',
        ],
      },
      { line: 6, email: 'eva@example.org', firstName: 'Eva', lastName: 'Zurbriggen', status: 'NEW', messages: [] },
    ]);
    expect(await countVolunteers(org)).toBe(before);
  });

  it('takes the mapping the organizer chose and says when it has no e-mail column or a field twice', async () => {
    const { o } = await setup();
    const file = base64('Contact;Vorname\nzoe@example.org;Zoé\n');
    const guessed = (await o.gql(PREVIEW, { fileName: 'x.csv', base64File: file })).previewVolunteerImport;
    expect(guessed.mapping.map((m: { field: string }) => m.field)).toEqual(['IGNORE', 'FIRST_NAME']);
    expect(guessed.mappingErrors).toEqual(['Choisissez la colonne des adresses e-mail']);
    const twice = (await o.gql(PREVIEW, { fileName: 'x.csv', base64File: file, mapping: [{ column: 0, field: 'EMAIL' }, { column: 1, field: 'EMAIL' }] }))
      .previewVolunteerImport;
    expect(twice.mappingErrors).toEqual(['Chaque champ ne peut être choisi que pour une colonne']);
    const chosen = (await o.gql(PREVIEW, { fileName: 'x.csv', base64File: file, mapping: [{ column: 0, field: 'EMAIL' }, { column: 1, field: 'LAST_NAME' }] }))
      .previewVolunteerImport;
    expect(chosen.mappingErrors).toEqual([]);
    expect(chosen.rows).toEqual([{ line: 2, email: 'zoe@example.org', firstName: '', lastName: 'Zoé', status: 'NEW', messages: [] }]);
    const refused = await o.post('/volunteers/import/', { fileName: 'x.csv', base64File: file, mapping: [{ column: 1, field: 'FIRST_NAME' }] });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Choisissez la colonne des adresses e-mail');
  });

  it('writes nothing when one line is bad (all or nothing)', async () => {
    const { o, org } = await setup();
    await volunteer(t, org, { email: 'known@example.org' });
    const before = await countVolunteers(org);
    const preview = (await o.gql(PREVIEW, { fileName: 'benevoles.csv', base64File: base64(FILE) })).previewVolunteerImport;
    const answer = await o.post('/volunteers/import/', { fileName: 'benevoles.csv', base64File: base64(FILE), mapping: preview.mapping });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("Import refusé : 2 lignes sont en double ou invalides, aucun bénévole n'a été ajouté");
    expect(await countVolunteers(org)).toBe(before);
  });

  it('creates the new volunteers as a sign-up does (token, default categories) with their categories and answers, and skips known ones', async () => {
    const { o, org, kitchen, newcomers, diet, size } = await setup();
    const known = await volunteer(t, org, { first_name: 'Bernard', last_name: 'Known', email: 'known@example.org' });
    const rows = [
      ['E-mail', 'Prénom', 'Nom', 'Date de naissance', 'Langue', 'Catégories', 'Régime', 'Pointure'],
      ['anna@example.org', 'Anna', 'Keller', new Date(Date.UTC(1990, 3, 5)), 'allemand', 'cuisine', 'Vegan; Sans gluten', 42],
      ['known@example.org', 'Ben', 'Aebi', '', '', '', '', ''],
      ['eva@example.org', 'Eva', 'Zurbriggen', '', '', '', '', ''],
    ];
    await o.gql(`mutation($id: ID!, $input: AttributeInput!) { updateAttribute(id: $id, input: $input) { id } }`, {
      id: diet.id,
      input: { name: 'Régime', valueType: 'enum_multiple', options: 'Végétarien;Vegan;Sans gluten' },
    });
    const file = await xlsxBase64(rows);
    const preview = (await o.gql(PREVIEW, { fileName: 'benevoles.xlsx', base64File: file })).previewVolunteerImport;
    expect(preview).toMatchObject({ nbNew: 2, nbKnown: 1, nbDuplicates: 0, nbErrors: 0 });
    const mapping = preview.mapping.map((m: { column: number; field: string; attributeId: string | null }) => ({ column: m.column, field: m.field, attributeId: m.attributeId }));
    const { importVolunteers } = await o.gql(IMPORT, { fileName: 'benevoles.xlsx', base64File: file, mapping });
    expect(importVolunteers).toEqual({ nbCreated: 2, nbSkipped: 1 });

    const created = await sql(
      `SELECT id, email, first_name, last_name, born_date::text AS born, language, token FROM volunteer WHERE organization_id = $1 AND email <> 'known@example.org' ORDER BY email`,
      [org],
    );
    expect(created.map((v: Record<string, string>) => [v.email, v.first_name, v.last_name, v.born, v.language])).toEqual([
      ['anna@example.org', 'Anna', 'Keller', '1990-04-05', 'de'],
      ['eva@example.org', 'Eva', 'Zurbriggen', null, 'fr'],
    ]);
    expect(created.every((v: { token: string }) => /^[A-Za-z0-9_-]{32}$/.test(v.token))).toBe(true);
    const categories = await sql(
      `SELECT v.email, array_agg(m.category_id ORDER BY m.category_id)::text AS ids FROM volunteer v JOIN volunteer_category_member m ON m.volunteer_id = v.id
        WHERE v.organization_id = $1 GROUP BY v.email ORDER BY v.email`,
      [org],
    );
    expect(categories).toEqual([
      { email: 'anna@example.org', ids: `{${[Number(kitchen), Number(newcomers)].sort((a, b) => a - b).join(',')}}` },
      { email: 'eva@example.org', ids: `{${newcomers}}` },
    ]);
    const answers = await sql(`SELECT attribute_id, value FROM attribute_value WHERE volunteer_id = $1 ORDER BY attribute_id`, [Number(created[0].id)]);
    const optionId = (name: string) => diet.options.find((option: { option: string }) => option.option === name)?.id;
    expect(answers).toEqual([
      { attribute_id: Number(diet.id), value: JSON.stringify([optionId('Vegan'), optionId('Sans gluten')]) },
      { attribute_id: Number(size.id), value: '42' },
    ]);
    const [unchanged] = await sql('SELECT first_name, last_name FROM volunteer WHERE id = $1', [Number(known.id)]);
    expect(unchanged).toEqual({ first_name: 'Bernard', last_name: 'Known' });

    // The facade's preview: the same file, now every line known.
    const again = await o.post('/volunteers/import/?dryRun=true', { fileName: 'benevoles.xlsx', base64File: file });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ nbNew: 0, nbKnown: 3 });
  });

  it('imports a volunteer export of another organization back as it was (same headers, dates and categories)', async () => {
    const source = await setup();
    const anna = await volunteer(t, source.org, { first_name: 'Anna', last_name: 'Keller', email: 'anna@example.org', born_date: '1990-04-05', language: 'de' });
    await source.o.gql(`mutation($v: [ID!]!, $c: [ID!]!) { setVolunteersCategories(volunteerIds: $v, categoryIds: $c) { id } }`, { v: [anna.id], c: [source.kitchen] });
    await answer(t, source.org, source.size.id, { volunteerId: anna.id }, '43');
    const { exportVolunteers: file } = await source.o.gql(EXPORT, { format: 'XLSX' });

    const target = await setup();
    const preview = (await target.o.gql(PREVIEW, { fileName: file.fileName, base64File: file.base64 })).previewVolunteerImport;
    expect(preview.mapping.filter((m: { field: string }) => m.field !== 'IGNORE').map((m: { field: string }) => m.field)).toEqual([
      'LAST_NAME',
      'FIRST_NAME',
      'EMAIL',
      'PHONE',
      'ADDRESS',
      'POSTCODE',
      'TOWN',
      'COUNTRY',
      'BORN_DATE',
      'LANGUAGE',
      'CATEGORIES',
      'ATTRIBUTE',
      'ATTRIBUTE',
    ]);
    expect(preview).toMatchObject({ nbNew: 1, nbErrors: 0, mappingErrors: [] });
    const mapping = preview.mapping.map((m: { column: number; field: string; attributeId: string | null }) => ({ column: m.column, field: m.field, attributeId: m.attributeId }));
    expect((await target.o.gql(IMPORT, { fileName: file.fileName, base64File: file.base64, mapping })).importVolunteers).toEqual({ nbCreated: 1, nbSkipped: 0 });
    const { exportVolunteers: again } = await target.o.gql(EXPORT, { format: 'XLSX' });
    const [header, row] = await xlsxRows(Buffer.from(again.base64, 'base64'));
    const [, original] = await xlsxRows(Buffer.from(file.base64, 'base64'));
    const skip = ['Date de création'].map((name) => header.indexOf(name));
    const comparable = (cells: string[]) => cells.filter((_cell, i) => !skip.includes(i));
    // The target's default category comes on top of the imported one.
    expect(comparable(row)).toEqual(comparable(original).map((cell) => (cell === 'Cuisine' ? 'Cuisine, Nouveaux' : cell)));
  });

  it('refuses an unreadable or empty file', async () => {
    const { o } = await setup();
    const empty = await o.post('/volunteers/import/?dryRun=true', { fileName: 'x.csv', base64File: base64('E-mail\n') });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Le fichier ne contient aucun bénévole');
    const broken = await o.post('/volunteers/import/?dryRun=true', { fileName: 'x.xlsx', base64File: base64('not a workbook') });
    expect(broken.status).toBe(400);
    expect(JSON.stringify(broken.body)).toContain('Fichier illisible ou format non pris en charge');
  });
});

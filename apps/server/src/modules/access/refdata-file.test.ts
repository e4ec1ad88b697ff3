import { describe, expect, it } from 'vitest';
import { parseRefdataFile, readCsvRecords } from './refdata-file.ts';

describe('reference data files', () => {
  it('reads CSV with quotes, commas and newlines inside cells, counting lines from where a record starts', () => {
    const records = readCsvRecords('a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n\n');
    expect(records).toEqual([
      { cells: ['a', 'b'], line: 1 },
      { cells: ['x, y', 'say "hi"'], line: 2 },
      { cells: ['two\nlines', 'z'], line: 3 },
    ]);
  });

  it('parses CSV rows of every kind', () => {
    const csv = [
      'kind,code,name,short,regions,designId,designName,atlasId',
      'apps,APP1,Shop App,SA,EMEA|APAC,DSN-1,Shop Design,',
      'prfs,PRF-1,Acme Travel,AT,Americas,,,',
      'designs,DSN-9,Shop Reporting,,,,,APP1',
    ].join('\n');
    expect(parseRefdataFile('x.csv', csv)).toEqual({
      errors: [],
      rows: [
        {
          kind: 'apps',
          code: 'APP1',
          name: 'Shop App',
          short: 'SA',
          regions: ['EMEA', 'APAC'],
          designId: 'DSN-1',
          designName: 'Shop Design',
        },
        {
          kind: 'prfs',
          code: 'PRF-1',
          name: 'Acme Travel',
          short: 'AT',
          regions: ['Americas'],
          designId: null,
          designName: null,
        },
        { kind: 'designs', code: 'DSN-9', name: 'Shop Reporting', atlasId: 'APP1' },
      ],
    });
  });

  it('reports every bad CSV row by its line', () => {
    const csv = [
      'kind,code,name',
      'apps,A1,Good',
      'planets,P1,Mars',
      'apps,,',
      'apps,A1,Again',
      'apps,A2',
    ].join('\n');
    expect(parseRefdataFile('x.csv', csv).errors).toEqual([
      'line 6: 2 cells where the header has 3',
      'line 3: kind must be apps, prfs, owners or designs, got "planets"',
      'line 4: code is required; name is required',
      'line 5: apps "A1" repeats line 2',
    ]);
    expect(parseRefdataFile('x.csv', 'kind,code,colour\n').errors).toEqual([
      'line 1: unknown column "colour"',
    ]);
  });

  it('parses JSON arrays and reports bad rows by the line they start on', () => {
    const json = `[
  { "kind": "apps", "code": "A1", "name": "One", "regions": ["EMEA"] },
  {
    "kind": "apps",
    "code": "",
    "name": "Two"
  },
  "oops",
  { "kind": "owners", "code": "O1", "name": "Team", "colour": "red" }
]`;
    expect(parseRefdataFile('x.json', json).errors).toEqual([
      'line 8: a row must be an object',
      'line 3: code is required',
      'line 9: unknown column "colour"',
    ]);
    const good = parseRefdataFile('x.json', '[{"kind":"apps","code":"A1","name":"One","regions":["EMEA"]}]');
    expect(good.rows).toHaveLength(1);
    expect(good.rows[0]).toMatchObject({ regions: ['EMEA'], short: '' });
  });

  it('refuses broken JSON, non-arrays, empty files and other extensions', () => {
    expect(parseRefdataFile('x.json', '[{').errors[0]).toMatch(/^not valid JSON/);
    expect(parseRefdataFile('x.json', '{}').errors).toEqual(['the JSON must be an array of rows']);
    expect(parseRefdataFile('x.json', '[]').errors).toEqual(['the file has no rows']);
    expect(parseRefdataFile('x.csv', '').errors).toEqual(['the file has no header row']);
    expect(parseRefdataFile('x.txt', 'a').errors).toEqual(['x.txt: the file name must end in .csv or .json']);
  });
});

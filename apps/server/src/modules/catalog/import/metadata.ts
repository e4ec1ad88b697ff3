import fs from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { invalid } from './import-rejected.ts';
import { isObject } from './parse-document.ts';

/** Catalogue facts an API document does not carry; from a sidecar file or CLI flags. */
export interface ImportMetadata {
  id?: string;
  division?: string;
  owner?: string;
  /** Classification ids; each must exist. */
  classifications?: string[];
  state?: { name: string; colour?: string };
  /** Plan codes; each must be a value of dimension 'pricingplans'. */
  pricingPlans?: string[];
  /** runtime:group:api */
  storefront?: string;
  interfaceType?: string;
  /** File paths relative to the document. */
  attachments?: string[];
  /** Other filter dimensions: code → value codes (each must exist). */
  dimensions?: Record<string, string[]>;
}

export const ITEM_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/;
const SIDECAR = /\.storefront\.(json|ya?ml)$/i;
export const isSidecar = (file: string) => SIDECAR.test(file);

/** `<doc>.storefront.json|yaml|yml`, or the same with the document's extension dropped. */
export function sidecarFor(documentPath: string): string | undefined {
  const stem = documentPath.replace(/\.(json|ya?ml)$/i, '');
  for (const base of [documentPath, stem]) {
    for (const ext of ['json', 'yaml', 'yml']) {
      const candidate = `${base}.storefront.${ext}`;
      if (fs.existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

export function readSidecar(file: string): ImportMetadata {
  let value: unknown;
  try {
    const text = fs.readFileSync(file, 'utf8');
    value = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text, { maxAliasCount: 10 });
  } catch (err) {
    throw invalid(`metadata file ${file} is not valid: ${(err as Error).message.split('\n')[0]}`);
  }
  return validateMetadata(value, `metadata file ${file}`);
}

/** Later sources win field by field (sidecar first, then CLI flags). */
export function mergeMetadata(...sources: (ImportMetadata | undefined)[]): ImportMetadata {
  const out: ImportMetadata = {};
  for (const s of sources) {
    if (!s) continue;
    for (const [k, v] of Object.entries(s)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

const str = (v: unknown, field: string, where: string, max = 500): string | undefined => {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string' || v.length > max)
    throw invalid(`${where}: ${field} must be a string of at most ${max} characters`);
  return v;
};

const strList = (v: unknown, field: string, where: string): string[] | undefined => {
  if (v === undefined || v === null) return undefined;
  const list = typeof v === 'string' ? [v] : v;
  if (!Array.isArray(list) || list.some((x) => typeof x !== 'string' || x === '')) {
    throw invalid(`${where}: ${field} must be a list of strings`);
  }
  return [...new Set(list as string[])];
};

/** Shape checks; existence of classifications/plans is checked against the database on write. */
export function validateMetadata(value: unknown, where = 'metadata'): ImportMetadata {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw invalid(`${where} must be an object`);
  const known = [
    'id',
    'division',
    'owner',
    'classifications',
    'state',
    'pricingPlans',
    'storefront',
    'interfaceType',
    'attachments',
    'dimensions',
  ];
  const unknown = Object.keys(value).filter((k) => !known.includes(k));
  if (unknown.length) throw invalid(`${where}: unknown field ${unknown.map((k) => `"${k}"`).join(', ')}`);
  const id = str(value.id, 'id', where, 200);
  if (id !== undefined && !ITEM_ID.test(id)) throw invalid(`${where}: id "${id}" is not a valid item id`);
  let state: ImportMetadata['state'];
  if (value.state !== undefined && value.state !== null) {
    const s = typeof value.state === 'string' ? { name: value.state } : value.state;
    if (!isObject(s) || typeof s.name !== 'string' || s.name.trim() === '')
      throw invalid(`${where}: state needs a name`);
    const colour = str(s.colour ?? s.color, 'state colour', where, 32);
    if (colour !== undefined && !/^[A-Za-z0-9#-]{1,32}$/.test(colour))
      throw invalid(`${where}: state colour "${colour}" is not valid`);
    state = { name: s.name.trim().slice(0, 100), colour };
  }
  const storefront = str(value.storefront, 'storefront', where, 500);
  if (storefront !== undefined && storefront !== '' && !storefront.includes(':')) {
    throw invalid(`${where}: storefront must be runtime:group:api, got "${storefront}"`);
  }
  let dimensions: Record<string, string[]> | undefined;
  if (value.dimensions !== undefined && value.dimensions !== null) {
    if (!isObject(value.dimensions))
      throw invalid(`${where}: dimensions must map a dimension code to value codes`);
    dimensions = {};
    for (const [code, list] of Object.entries(value.dimensions))
      dimensions[code] = strList(list, `dimensions.${code}`, where) ?? [];
  }
  return {
    id,
    division: str(value.division, 'division', where),
    owner: str(value.owner, 'owner', where),
    classifications: strList(value.classifications, 'classifications', where),
    state,
    pricingPlans: strList(value.pricingPlans, 'pricingPlans', where),
    storefront,
    interfaceType: str(value.interfaceType, 'interfaceType', where, 100),
    attachments: strList(value.attachments, 'attachments', where),
    dimensions,
  };
}

import { formBody, formContentType, type FormPart } from './form-body';
import { request, seedOf, type FuzzCase } from './fuzz-case';
import { deepJson, jsonMutations } from './json-mutations';
import type { MultipartField, Operation } from './operations';
import { validFormParts } from './valid-request';

type FormVariant = { name: string; parts: FormPart[] };

/** Bytes from a fixed seed (a small LCG): garbage that is the same on every run. */
function garbage(length: number, seed: number) {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let index = 0; index < length; index += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

function parseJson(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text === undefined) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function fileVariants(parts: FormPart[], field: MultipartField): FormVariant[] {
  const file = parts.find((part) => part.name === field.name && 'bytes' in part);
  if (!file || !('bytes' in file)) return [];
  const others = parts.filter((part) => part !== file);
  return [
    { name: `file "${field.name}" under another field name`, parts: [...others, { ...file, name: `${field.name}_other` }] },
    { name: `two files in "${field.name}"`, parts: [...others, file, { ...file, fileName: 'second.pdf' }] },
    { name: `NUL in the file name of "${field.name}"`, parts: [...others, { ...file, fileName: 'jane\u0000doe.pdf' }] },
    { name: `"${field.name}" sent as a text field`, parts: [...others, { name: field.name, value: 'not a file' }] },
    { name: `"${field.name}" missing`, parts: others },
  ];
}

function textVariants(parts: FormPart[], field: MultipartField): FormVariant[] {
  const others = parts.filter((part) => part.name !== field.name);
  const withValue = (name: string, value: string | Buffer): FormVariant => ({
    name: `"${field.name}" ${name}`,
    parts: [{ name: field.name, value }, ...others],
  });
  const fixed = [
    withValue('invalid JSON', 'not json {'),
    withValue('JSON arrays 5,000 deep', deepJson(5000, 'arrays')),
    withValue('JSON objects 5,000 deep', deepJson(5000, 'objects')),
    withValue('with a raw NUL', 'a\u0000b'),
    withValue('invalid UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x7d])),
    withValue('20 KB long', 'x'.repeat(20 * 1024)),
  ];
  // A field that carries JSON gets the JSON body mutations too (NUL and lone surrogates arrive as \u escapes).
  const example = parseJson(field.example);
  const mutated = example.ok ? jsonMutations(example.value).map((mutation) => withValue(mutation.name, JSON.stringify(mutation.value))) : [];
  return [...fixed, ...mutated];
}

/** Broken multipart bodies for routes that take one: framing, boundary, parts, and each field's content. */
export function formCases(operation: Operation): FuzzCase[] {
  if (operation.body.kind !== 'multipart') return [];
  const parts = validFormParts(operation);
  const valid = formBody(parts);
  const longBoundary = 'b'.repeat(300);
  const framing: [string, Buffer, string][] = [
    ['garbage bytes', garbage(2048, seedOf(operation.key)), formContentType()],
    ['no boundary in the content type', valid, 'multipart/form-data'],
    ['a 300-character boundary', formBody(parts, longBoundary), formContentType(longBoundary)],
    ['truncated body', valid.subarray(0, Math.floor(valid.length / 2)), formContentType()],
    ['empty body', Buffer.alloc(0), formContentType()],
    ['another boundary than declared', valid, formContentType('somethingElse')],
  ];
  const fields = operation.body.fields.flatMap((field) => (field.file ? fileVariants(parts, field) : textVariants(parts, field)));
  return [
    ...framing.map(([name, payload, contentType]): FuzzCase => ({
      group: 'multipart',
      name,
      build: (target) => request(operation, target, { body: { payload, contentType } }),
    })),
    ...fields.map((variant): FuzzCase => ({
      group: 'multipart',
      name: variant.name,
      build: (target) => request(operation, target, { body: { payload: formBody(variant.parts), contentType: formContentType() } }),
    })),
  ];
}

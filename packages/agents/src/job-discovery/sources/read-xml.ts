import { parseBoundedDocument } from '../page/parse-bounded-document';

/** An XML element as a feed's reader needs it: its name, the text directly inside it (CDATA too), its child elements. */
export type XmlElement = { name: string; text: string; children: XmlElement[] };

type Node = { type: string; name?: string; data?: string; children?: Node[] };

function toElement(node: Node): XmlElement {
  const children = node.children ?? [];
  const text = children
    .map((child) =>
      child.type === 'text' ? (child.data ?? '') : child.type === 'cdata' ? (child.children ?? []).map((inner) => inner.data ?? '').join('') : '',
    )
    .join('')
    .trim();
  return { name: node.name ?? '', text, children: children.filter((child) => child.type === 'tag').map(toElement) };
}

/**
 * The top-level elements of an XML document (entities decoded once; a DTD's own entities are never
 * expanded, so a hostile feed cannot blow up in memory; nesting bounded). Not XML at all → none.
 */
export function readXml(xml: string): XmlElement[] {
  // Elements nested deeper than any feed's are not read (a feed of nested elements would cost the square of its size).
  const document = parseBoundedDocument(xml, { xmlMode: true, decodeEntities: true }).document as unknown as Node;
  return (document.children ?? []).filter((node) => node.type === 'tag').map(toElement);
}

/** The child elements named `name`. */
export const childrenNamed = (element: XmlElement | undefined, name: string) => element?.children.filter((child) => child.name === name) ?? [];

/** The text of the first child element named `name`, if it has any. */
export const childText = (element: XmlElement | undefined, name: string) => childrenNamed(element, name)[0]?.text || undefined;

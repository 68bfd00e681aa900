import type { BodyReader, Frame } from './body-reader';
import { readParagraphProperty, readRunProperty } from './docx-styles';

/** Opens an element inside a properties element: reads what it sets and nothing below it, but a list's level. */
export function openProperty(reader: BodyReader, name: string, attributes: Readonly<Record<string, string>>, parent: Frame): boolean {
  switch (parent.kind) {
    case 'paragraphProperties':
      if (name === 'w:pStyle') parent.paragraph.styleId = attributes['w:val'];
      else if (name === 'w:numPr') return reader.enter({ kind: 'listProperties', paragraph: parent.paragraph });
      else if (name === 'w:rPr' && !parent.paragraph.sawMark) {
        parent.paragraph.sawMark = true;
        return reader.enter({ kind: 'markProperties', paragraph: parent.paragraph });
      } else readParagraphProperty(name, attributes, parent.paragraph.direct);
      return true;
    case 'listProperties':
      readParagraphProperty(name, attributes, parent.paragraph.direct);
      return true;
    case 'markProperties':
      if (name === 'w:del') parent.paragraph.deleted = true;
      else readRunProperty(name, attributes, parent.paragraph.mark);
      return true;
    case 'runProperties':
      if (name === 'w:rStyle') parent.run.styleId = attributes['w:val'];
      else readRunProperty(name, attributes, parent.run.direct);
      return true;
    case 'tableProperties':
      if (name === 'w:tblStyle') parent.table.styleId = attributes['w:val'];
      return true;
    case 'rowProperties':
      if (name === 'w:del') parent.row.deleted = true;
      return true;
    case 'cellProperties':
      if (name === 'w:vMerge') parent.cell.vMerge = attributes['w:val'] === 'continue' || !attributes['w:val'];
      else if (name === 'w:gridSpan') parent.cell.span = attributes['w:val'] ? parseInt(attributes['w:val'], 10) : 1;
      return true;
    case 'sdtProperties':
      if (name === 'wordml:checkbox') parent.sdt.checkbox = true;
      return true;
    case 'sdt':
      if (name === 'w:sdtPr' && !parent.sdt.sawProperties) {
        parent.sdt.sawProperties = true;
        return reader.enter({ kind: 'sdtProperties', sdt: parent.sdt });
      }
      if (name === 'w:sdtContent' && !parent.sdt.sawContent) {
        parent.sdt.sawContent = true;
        return reader.enter({ kind: 'content' });
      }
      return true;
    case 'text':
      return true;
    default:
      return false;
  }
}

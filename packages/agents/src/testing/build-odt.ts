import { crc32 } from 'node:zlib';
import { writeZip } from '../documents/docx/write-zip';
import { deflatedEntry } from './build-docx';

const office = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';
const textNs = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';
const tableNs = 'urn:oasis:names:tc:opendocument:xmlns:table:1.0';
const styleNs = 'urn:oasis:names:tc:opendocument:xmlns:style:1.0';
const mimetype = 'application/vnd.oasis.opendocument.text';

/** The smallest ODT LibreOffice writes: "mimetype" first and stored, content.xml with this body, styles.xml with this page header. */
export function buildOdt(bodyXml: string, headerXml = '', declaration = ''): Buffer {
  const namespaces = `xmlns:office="${office}" xmlns:text="${textNs}" xmlns:table="${tableNs}" xmlns:style="${styleNs}"`;
  const content = `<?xml version="1.0" encoding="UTF-8"?>${declaration}<office:document-content ${namespaces}><office:body><office:text>${bodyXml}</office:text></office:body></office:document-content>`;
  const styles = `<?xml version="1.0" encoding="UTF-8"?><office:document-styles ${namespaces}><office:master-styles><style:master-page style:name="Standard"><style:header>${headerXml}</style:header></style:master-page></office:master-styles></office:document-styles>`;
  const type = Buffer.from(mimetype, 'latin1');
  return writeZip([
    { name: 'mimetype', data: type, method: 0, uncompressedSize: type.length, crc: crc32(type) },
    deflatedEntry('content.xml', content),
    deflatedEntry('styles.xml', styles),
  ]);
}

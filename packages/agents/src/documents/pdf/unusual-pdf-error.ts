/**
 * A construct pdf.js would accept but no PDF writer produces, whose cost the scanner cannot bound
 * (a stream hidden in an object stream, a filter given by reference, too many overlapping objects…).
 */
export class UnusualPdfError extends Error {}

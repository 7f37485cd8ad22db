/** The letterhead's colours, shared by the statement and the receipt: the brand's navy and gold. */
export const LETTERHEAD_COLOURS = { navy: '#0b1a33', gold: '#d4af37', grey: '#5b6472' } as const;

/**
 * A new pdfkit document. pdfkit is loaded at the first document a process writes (a statement or
 * a receipt), not at the app's start: most test apps and job runs never write one.
 */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument(options);
}

/**
 * A new pdfkit document. pdfkit is loaded at the first document a process writes (a statement or
 * a receipt), not at the app's start: most test apps and job runs never write one.
 */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument(options);
}

/**
 * What a file's first bytes say it is. A declared type is believed only when the content agrees:
 * a renamed executable or HTML page sent as image/png is refused.
 */
export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png';

const SIGNATURES: { type: DocumentType; magic: number[] }[] = [
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export const DOCUMENT_TYPES: readonly DocumentType[] = SIGNATURES.map((s) => s.type);

/** The type the bytes start with, or null for anything else. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  const match = SIGNATURES.find(({ magic }) => magic.length <= bytes.length && magic.every((b, i) => bytes[i] === b));
  return match?.type ?? null;
}

/** The declared Content-Type's essence when it is one of ours (`image/jpg` is read as image/jpeg), else null. */
export function declaredDocumentType(contentType: string | undefined): DocumentType | null {
  const essence = contentType?.split(';')[0].trim().toLowerCase();
  if (essence === 'image/jpg' || essence === 'image/pjpeg') return 'image/jpeg';
  return DOCUMENT_TYPES.find((t) => t === essence) ?? null;
}

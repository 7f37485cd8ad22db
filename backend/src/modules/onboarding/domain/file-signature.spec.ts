import { declaredDocumentType, sniffDocumentType } from './file-signature.js';

describe('document file signatures', () => {
  it('knows PDF, JPEG and PNG by their first bytes, and nothing else', () => {
    expect(sniffDocumentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffDocumentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffDocumentType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffDocumentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffDocumentType(Buffer.from('%PD'))).toBeNull();
    expect(sniffDocumentType(Buffer.alloc(0))).toBeNull();
  });

  it('reads the declared type case-insensitively, with parameters, and nothing outside the three', () => {
    expect(declaredDocumentType('Application/PDF; charset=binary')).toBe('application/pdf');
    expect(declaredDocumentType('image/jpg')).toBe('image/jpeg');
    expect(declaredDocumentType('image/svg+xml')).toBeNull();
    expect(declaredDocumentType('application/octet-stream')).toBeNull();
    expect(declaredDocumentType(undefined)).toBeNull();
  });
});

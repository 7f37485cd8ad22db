import { ValidationFailed } from '../../../shared/errors/domain-error.js';
import { checkSignatureData } from './signature.js';
import { SECURITY_MESSAGES } from './security.errors.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const image = (magic: Buffer, size = 64) => Buffer.concat([magic, Buffer.alloc(size - magic.length, 7)]).toString('base64');

function refusalOf(value: unknown): string {
  try {
    checkSignatureData(value);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationFailed);
    return (error as ValidationFailed).message;
  }
  throw new Error('expected the signature to be refused');
}

describe('signature data', () => {
  it('accepts a PNG or JPEG data URL and returns it canonical', () => {
    const png = `data:image/png;base64,${image(PNG)}`;
    expect(checkSignatureData(png)).toBe(png);
    expect(checkSignatureData(` data:IMAGE/JPEG;base64,${image(JPEG)} `)).toBe(`data:image/jpeg;base64,${image(JPEG)}`);
  });

  it('accepts 200 KB and refuses one byte more', () => {
    expect(() => checkSignatureData(`data:image/png;base64,${image(PNG, 200 * 1024)}`)).not.toThrow();
    expect(refusalOf(`data:image/png;base64,${image(PNG, 200 * 1024 + 1)}`)).toBe(SECURITY_MESSAGES.SIGNATURE_TOO_LARGE);
  });

  it.each([
    [undefined, SECURITY_MESSAGES.SIGNATURE_REQUIRED],
    ['', SECURITY_MESSAGES.SIGNATURE_REQUIRED],
    ['   ', SECURITY_MESSAGES.SIGNATURE_REQUIRED],
    [12, SECURITY_MESSAGES.SIGNATURE_REQUIRED],
    ['my signature', SECURITY_MESSAGES.SIGNATURE_NOT_IMAGE],
    [`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`, SECURITY_MESSAGES.SIGNATURE_NOT_IMAGE],
    [`data:image/gif;base64,${image(PNG)}`, SECURITY_MESSAGES.SIGNATURE_NOT_IMAGE],
    [`data:__proto__;base64,${image(PNG)}`, SECURITY_MESSAGES.SIGNATURE_NOT_IMAGE],
    ['data:image/png,rawbytes', SECURITY_MESSAGES.SIGNATURE_UNREADABLE],
    ['data:image/png;base64,', SECURITY_MESSAGES.SIGNATURE_UNREADABLE],
    ['data:image/png;base64,iVBORw0KGgo!!!!', SECURITY_MESSAGES.SIGNATURE_UNREADABLE],
    ['data:image/png;base64,iVBORw0KGgoAA', SECURITY_MESSAGES.SIGNATURE_UNREADABLE],
    [`data:image/png;base64,${image(JPEG)}`, SECURITY_MESSAGES.SIGNATURE_UNREADABLE],
  ])('refuses %p', (value, message) => {
    expect(refusalOf(value)).toBe(message);
  });
});

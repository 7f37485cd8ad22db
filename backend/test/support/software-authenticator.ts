import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A WebAuthn authenticator in software, for contract tests: ES256 keys made with node:crypto,
 * 'none' attestation, CBOR written by hand. It answers the JSON options the server sends with
 * the JSON a browser (through @simplewebauthn/browser) would post, signed as a real one signs.
 */
export class SoftwareAuthenticator {
  private readonly credentials = new Map<string, { privateKey: KeyObject; counter: number; userHandle: string }>();

  constructor(private readonly origin: string) {}

  /** navigator.credentials.create(): a new key pair for the options' relying party and user. */
  register(options: CreationOptions, { challenge = options.challenge }: { challenge?: string } = {}): Record<string, unknown> {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    const credentialId = id.toString('base64url');
    this.credentials.set(credentialId, { privateKey, counter: 0, userHandle: options.user.id });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = cbor(new Map<number, unknown>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
    const credentialLength = Buffer.alloc(2);
    credentialLength.writeUInt16BE(id.length);
    // Flags: user present, user verified, attested credential data included.
    const authData = Buffer.concat([this.rpIdHash(options.rp.id), Buffer.from([0x45]), counterBytes(0), Buffer.alloc(16), credentialLength, id, coseKey]);
    const attestationObject = cbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    return {
      id: credentialId, rawId: credentialId, type: 'public-key', clientExtensionResults: {}, authenticatorAttachment: 'platform',
      response: { clientDataJSON: this.clientData('webauthn.create', challenge).toString('base64url'), attestationObject: attestationObject.toString('base64url'), transports: ['internal'] },
    };
  }

  /**
   * navigator.credentials.get(): signs the options' challenge with the first allowed credential
   * it holds (or `credentialId`); `tamper` signs other bytes, as a forged assertion would.
   */
  assert(options: RequestOptions, { credentialId, tamper = false }: { credentialId?: string; tamper?: boolean } = {}): Record<string, unknown> {
    const id = credentialId ?? options.allowCredentials.map((c) => c.id).find((c) => this.credentials.has(c));
    const credential = id && this.credentials.get(id);
    if (!id || !credential) throw new Error('this authenticator holds none of the allowed credentials');
    credential.counter += 1;
    const authenticatorData = Buffer.concat([this.rpIdHash(options.rpId), Buffer.from([0x05]), counterBytes(credential.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signed = Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]);
    const signature = sign('sha256', tamper ? Buffer.concat([signed, Buffer.from('x')]) : signed, credential.privateKey);
    return {
      id, rawId: id, type: 'public-key', clientExtensionResults: {}, authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'), authenticatorData: authenticatorData.toString('base64url'),
        signature: signature.toString('base64url'), userHandle: credential.userHandle,
      },
    };
  }

  private rpIdHash(rpId: string): Buffer {
    return createHash('sha256').update(rpId).digest();
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }
}

export interface CreationOptions { challenge: string; rp: { id: string }; user: { id: string } }
export interface RequestOptions { challenge: string; rpId: string; allowCredentials: { id: string }[] }

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/** The CBOR (RFC 8949) WebAuthn needs: integers, text, bytes and maps. */
function cbor(value: unknown): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  throw new Error(`no CBOR for ${typeof value}`);
}

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(n, 1);
  return bytes;
}

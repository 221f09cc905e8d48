import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/*
 * The library's HTTP client only speaks HTTPS (it builds every request with node:https), so the stand-in serves TLS
 * with a certificate made here for 127.0.0.1 and trusted by the test client alone. Made with node:crypto so the tests
 * need no openssl binary and no key is committed to the repository.
 */

const length = (n: number): Buffer =>
  n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
const tlv = (tag: number, ...parts: Buffer[]): Buffer => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
const seq = (...parts: Buffer[]) => tlv(0x30, ...parts);
const oid = (dotted: string): Buffer => {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const n of rest) {
    const base128 = [n & 0x7f];
    for (let v = n >> 7; v > 0; v >>= 7) base128.unshift((v & 0x7f) | 0x80);
    bytes.push(...base128);
  }
  return tlv(0x06, Buffer.from(bytes));
};
const utcTime = (d: Date) => tlv(0x17, Buffer.from(`${d.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`));
const pem = (label: string, der: Buffer) =>
  `-----BEGIN ${label}-----\n${der.toString('base64').replace(/.{64}/g, '$&\n').trimEnd()}\n-----END ${label}-----\n`;

const ECDSA_WITH_SHA256 = '1.2.840.10045.4.3.2';

/**
 * A self-signed P-256 certificate for 127.0.0.1 and localhost, valid for a day: its PEM and its key's PEM.
 * `random` gives the serial number's bytes (a test passes the unlucky ones).
 */
export function selfSignedCertificate(
  now = new Date(),
  random: (size: number) => Buffer = randomBytes,
): { cert: string; key: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const name = seq(tlv(0x31, seq(oid('2.5.4.3'), tlv(0x0c, Buffer.from('adyen-standin')))));
  const serial = Buffer.from(random(16));
  // DER wants the shortest INTEGER: a first byte of 0x40..0x7f is positive and never a padding zero (a zero first
  // byte before one under 0x80, 1 certificate in 512, made OpenSSL refuse it: "illegal padding").
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x40;
  const subjectAltName = seq(tlv(0x82, Buffer.from('localhost')), tlv(0x87, Buffer.from([127, 0, 0, 1])));
  const tbs = seq(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))),
    tlv(0x02, serial),
    seq(oid(ECDSA_WITH_SHA256)),
    name,
    seq(utcTime(new Date(now.getTime() - 60_000)), utcTime(new Date(now.getTime() + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    tlv(0xa3, seq(seq(oid('2.5.29.17'), tlv(0x04, subjectAltName)))),
  );
  const signature = sign('sha256', tbs, privateKey);
  const cert = seq(tbs, seq(oid(ECDSA_WITH_SHA256)), tlv(0x03, Buffer.from([0]), signature));
  return {
    cert: pem('CERTIFICATE', cert),
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

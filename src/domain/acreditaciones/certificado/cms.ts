import forge from 'node-forge';

// The CMS SignedData of a PAdES baseline (B-B) signature, SubFilter ETSI.CAdES.detached
// (ETSI EN 319 142-1, 6.3): detached content, SHA-256, and the signed attributes content-type,
// message-digest and ESS signing-certificate-v2 (which binds the signer's certificate to the
// signature). No signing-time attribute: PAdES puts the time in the signature dictionary's M.
// node-forge's own pkcs7 signer cannot add signing-certificate-v2, so the structure is
// assembled here from forge's ASN.1 and RSA primitives (pure JavaScript: runs on Workers too).

const { asn1, pki } = forge;
const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  // PKCS#12 bag types (RFC 7292).
  keyBag: '1.2.840.113549.1.12.10.1.1',
  shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
};

export interface Firmante {
  key: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
  /** The rest of the chain (intermediate CAs), embedded so a verifier can build the path. */
  chain: forge.pki.Certificate[];
}

const U = asn1.Class.UNIVERSAL;
const seq = (items: forge.asn1.Asn1[]) => asn1.create(U, asn1.Type.SEQUENCE, true, items);
const set = (items: forge.asn1.Asn1[]) => asn1.create(U, asn1.Type.SET, true, items);
const oid = (o: string) => asn1.create(U, asn1.Type.OID, false, asn1.oidToDer(o).getBytes());
const octets = (bytes: string) => asn1.create(U, asn1.Type.OCTETSTRING, false, bytes);
const integer = (bytes: string) => asn1.create(U, asn1.Type.INTEGER, false, bytes);
const nul = () => asn1.create(U, asn1.Type.NULL, false, '');
const der = (a: forge.asn1.Asn1) => asn1.toDer(a).getBytes();
const sha256 = (bytes: string) => forge.md.sha256.create().update(bytes).digest().getBytes();
const algorithm = (o: string, withNull: boolean) => seq(withNull ? [oid(o), nul()] : [oid(o)]);

/** A positive INTEGER from a certificate's hex serial (a leading 00 when the high bit is set). */
function serialInteger(hex: string): forge.asn1.Asn1 {
  let bytes = forge.util.hexToBytes(hex.length % 2 ? `0${hex}` : hex);
  if (bytes.charCodeAt(0) & 0x80) bytes = `\x00${bytes}`;
  return integer(bytes);
}

const attribute = (type: string, value: forge.asn1.Asn1) => seq([oid(type), set([value])]);

/** DER's SET OF: members sorted by their encodings (X.690 11.6). */
function derSetOf(members: forge.asn1.Asn1[]): string {
  const encoded = members.map(der).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // Encoded as a primitive of the same length, then given SET's constructed tag (0x31): forge
  // would re-order an array of members, not keep this sorted order.
  return `\x31${der(asn1.create(U, asn1.Type.SET, false, encoded.join(''))).slice(1)}`;
}

/** The DER bytes (binary string) of a detached CAdES signature over `content` (binary string). */
export function firmaCades(content: string, firmante: Firmante): string {
  const certDer = der(pki.certificateToAsn1(firmante.certificate));
  const attrs = [
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(sha256(content))),
    // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }; ESSCertIDv2's hash
    // algorithm defaults to SHA-256 and is then omitted (RFC 5035).
    attribute(
      OID.signingCertificateV2,
      seq([
        seq([
          seq([
            octets(sha256(certDer)),
            seq([
              seq([
                asn1.create(asn1.Class.CONTEXT_SPECIFIC, 4, true, [pki.distinguishedNameToAsn1(firmante.certificate.issuer)]),
              ]),
              serialInteger(firmante.certificate.serialNumber),
            ]),
          ]),
        ]),
      ]),
    ),
  ];
  // The signature covers the attributes encoded as a SET; inside SignerInfo they carry tag [0].
  const signedAttrs = derSetOf(attrs);
  const md = forge.md.sha256.create();
  md.update(signedAttrs);
  const signature = firmante.key.sign(md);
  const signedAttrsImplicit = asn1.fromDer(`\xa0${signedAttrs.slice(1)}`);

  const signerInfo = seq([
    integer('\x01'),
    seq([pki.distinguishedNameToAsn1(firmante.certificate.issuer), serialInteger(firmante.certificate.serialNumber)]),
    algorithm(OID.sha256, false),
    signedAttrsImplicit,
    algorithm(OID.rsaEncryption, true),
    octets(signature),
  ]);
  const certificates = [firmante.certificate, ...firmante.chain].map((c) => pki.certificateToAsn1(c));
  const signedData = seq([
    integer('\x01'),
    set([algorithm(OID.sha256, false)]),
    seq([oid(OID.data)]),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, certificates),
    set([signerInfo]),
  ]);
  return der(seq([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
}

/** The signer in a PKCS#12 (.p12/.pfx): its RSA key, the certificate that matches it, the rest of the chain. */
export function firmanteDeP12(p12: Uint8Array, password: string): Firmante {
  const p = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(forge.util.binary.raw.encode(p12)), false, password);
  const bags = (type: string) => p.getBags({ bagType: type })[type] ?? [];
  const keyBag = bags(OID.shroudedKeyBag)[0] ?? bags(OID.keyBag)[0];
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new Error('El PKCS#12 no contiene una clave privada RSA');
  const certs = bags(OID.certBag).flatMap((b) => (b.cert ? [b.cert] : []));
  const matches = (c: forge.pki.Certificate) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n?.equals(key.n) && pub.e?.equals(key.e);
  };
  const certificate = certs.find(matches);
  if (!certificate) throw new Error('El PKCS#12 no contiene el certificado de su clave privada');
  return { key, certificate, chain: certs.filter((c) => c !== certificate) };
}

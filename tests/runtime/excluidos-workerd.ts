/**
 * API test files that cannot run inside a Worker, each with why (one line). The workers
 * config leaves them out and `npm test -- edge` prints this list. Only what the Worker
 * runtime cannot do belongs here (child processes, files on disk, libSQL-only APIs): a test
 * that fails on D1 or R2 is an edge bug to fix, not an entry.
 */
export const EXCLUIDOS_EN_WORKERD: Record<string, string> = {
  'tests/api/acreditaciones-certificado.test.ts': 'checks the signed PDF with pdfsig and pdftotext (child processes)',
  'tests/api/firmas.test.ts': 'checks both signatures of the signed report with pdfsig (a child process)',
  'tests/api/client-address.test.ts': "the Node server's address rules (socket, TRUST_PROXY); a Worker reads CF-Connecting-IP",
  'tests/api/openapi.test.ts': 'the OpenAPI validator reads its JSON schemas from node_modules on disk',
  'tests/api/registro-cache.test.ts': "counts queries through libSQL's own client (t.db.$client.execute)",
  'tests/api/informes-exportes.test.ts': 'reads the report PDFs with pdftotext (a child process)',
  'tests/api/hitos-correos.test.ts':
    "makes a development signing certificate (node-forge's RSA key generation calls node:crypto randomBytes, absent in workerd) for the certificate-issued mail",
};

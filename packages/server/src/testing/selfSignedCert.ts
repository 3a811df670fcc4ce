// A throwaway certificate for 127.0.0.1, made with Debian's openssl: the TLS test and the Lighthouse
// bench serve HTTPS with it (a club uses its own certificate, README).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SelfSignedCert {
  certFile: string;
  keyFile: string;
}

export function selfSignedCert(dir = mkdtempSync(join(tmpdir(), 'clubhuis-tls-'))): SelfSignedCert {
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  return { certFile, keyFile };
}

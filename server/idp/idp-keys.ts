import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface IdpKeys {
  /** Private signing keys (JWK with kid, alg, use); the provider publishes their public halves. */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's cookies; the first one signs, all verify. */
  cookieKeys: string[];
}

export const SIGNING_KEYS_FILE = 'signing-keys.json';
export const COOKIE_KEYS_FILE = 'cookie-keys.json';

async function readJsonFile<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`cannot read ${file}: ${(error as Error).message}`);
  }
}

async function generateKeys(): Promise<IdpKeys> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  return { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
}

function isUsable(keys: Partial<IdpKeys>): keys is IdpKeys {
  return Boolean(keys.jwks?.keys?.length && keys.cookieKeys?.length);
}

/**
 * Loads the signing and cookie keys from keysDir. In demo mode missing keys are generated once
 * and written there (mode 0600), so tokens and sessions survive a restart. Outside demo mode
 * missing keys are a configuration error: the provider must not invent its identity.
 */
export async function loadIdpKeys(keysDir: string, demoMode: boolean): Promise<IdpKeys> {
  const signingFile = path.join(keysDir, SIGNING_KEYS_FILE);
  const cookieFile = path.join(keysDir, COOKIE_KEYS_FILE);
  const stored: Partial<IdpKeys> = {
    jwks: await readJsonFile<IdpKeys['jwks']>(signingFile),
    cookieKeys: await readJsonFile<string[]>(cookieFile),
  };
  if (isUsable(stored)) return stored;
  if (!demoMode) {
    throw new Error(
      `identity provider keys missing: put a private JWKS in ${signingFile} and a JSON array of cookie secrets in ${cookieFile} (or run in demo mode, QAP_DEMO_MODE=1)`,
    );
  }
  const generated = await generateKeys();
  const keys: IdpKeys = {
    jwks: stored.jwks?.keys?.length ? stored.jwks : generated.jwks,
    cookieKeys: stored.cookieKeys?.length ? stored.cookieKeys : generated.cookieKeys,
  };
  await mkdir(keysDir, { recursive: true, mode: 0o700 });
  await writeFile(signingFile, JSON.stringify(keys.jwks, null, 2), { mode: 0o600 });
  await writeFile(cookieFile, JSON.stringify(keys.cookieKeys), { mode: 0o600 });
  return keys;
}

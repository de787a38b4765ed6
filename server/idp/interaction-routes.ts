import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Queryable } from '../db/database';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/reference-data';
import { authenticate } from './idp-accounts';
import {
  clearAccountFailures,
  type LoginAttempt,
  recordLoginFailure,
  secondsUntilAllowed,
} from './login-throttle';
import { renderLoginPage, renderMessagePage } from './idp-pages';
import { DEFAULT_IDP_TEXTS, type IdpTexts, pickIdpTexts } from './idp-texts';

const MAX_FORM_BYTES = 16 * 1024;
const DEMO_ACCOUNTS = DEMO_USERS.map((user) => user.email).join(', ');
/** The English answers (a request without ui_locales or Accept-Language gets these). */
export const WRONG_CREDENTIALS = DEFAULT_IDP_TEXTS.wrongCredentials;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > MAX_FORM_BYTES) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  extraHeaders: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...extraHeaders,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  res.end(html);
}

/** The QPS portal is our own first-party client: its consent is implied, never asked. */
async function grantConsent(
  provider: Provider,
  details: Awaited<ReturnType<Provider['interactionDetails']>>,
) {
  const { prompt, params, session, grantId } = details;
  const grant = grantId
    ? await provider.Grant.find(grantId)
    : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
  if (!grant) throw new Error('grant of this interaction no longer exists');
  const missing = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return { consent: { grantId: await grant.save() } };
}

/** The client's address: behind our TLS proxy, the first X-Forwarded-For entry it set. */
function clientAddress(req: IncomingMessage, behindProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (behindProxy && first) || req.socket.remoteAddress || 'unknown';
}

export interface InteractionRoutesOptions {
  provider: Provider;
  db: Queryable;
  demoMode: boolean;
}

/**
 * Our own login step of the authorization flow (devInteractions are off): GET shows the login
 * form, POST checks the password. Answers true when it handled the request.
 */
export function createInteractionRoutes({ provider, db, demoMode }: InteractionRoutesOptions) {
  const demoHintIn = (texts: IdpTexts) =>
    demoMode ? texts.demoHint(DEMO_ACCOUNTS, DEMO_PASSWORD) : undefined;
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(new URL(req.url ?? '/', 'http://idp').pathname);
    if (!match) return false;
    const [, uid, loginPath] = match;
    const action = `/interaction/${uid}/login`;
    let texts = pickIdpTexts(undefined, req.headers['accept-language']);
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== uid) throw new Error('interaction mismatch');
      // The portal asks for its own language with ui_locales.
      texts = pickIdpTexts(details.params.ui_locales, req.headers['accept-language']);
      const demoHint = demoHintIn(texts);
      if (req.method === 'GET' && !loginPath) {
        if (details.prompt.name === 'consent') {
          await provider.interactionFinished(req, res, await grantConsent(provider, details), {
            mergeWithLastSubmission: true,
          });
          return true;
        }
        const loginHint =
          typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
        sendHtml(res, 200, renderLoginPage({ texts, action, email: loginHint, demoHint }));
        return true;
      }
      if (req.method === 'POST' && loginPath && details.prompt.name === 'login') {
        const form = await readForm(req);
        const email = form.get('email')?.trim() ?? '';
        const attempt: LoginAttempt = { email, address: clientAddress(req, provider.proxy) };
        const wait = await secondsUntilAllowed(db, attempt);
        if (wait > 0) {
          const error = texts.tooManyAttempts(wait);
          sendHtml(res, 429, renderLoginPage({ texts, action, email, error, demoHint }), {
            'retry-after': String(wait),
          });
          return true;
        }
        const accountId = await authenticate(db, email, form.get('password') ?? '');
        if (!accountId) {
          await recordLoginFailure(db, attempt);
          sendHtml(
            res,
            401,
            renderLoginPage({ texts, action, email, error: texts.wrongCredentials, demoHint }),
          );
          return true;
        }
        await clearAccountFailures(db, email);
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId } },
          { mergeWithLastSubmission: false },
        );
        return true;
      }
      res.writeHead(405, { allow: loginPath ? 'POST' : 'GET' }).end();
      return true;
    } catch (error) {
      // An expired or foreign interaction cookie: the portal starts a fresh sign-in from its page.
      const reason = (error as Error).message;
      sendHtml(res, 400, renderMessagePage(texts, texts.problemTitle, texts.cannotContinue(reason)));
      return true;
    }
  };
}

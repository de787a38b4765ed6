import { createHash, randomBytes } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { TTL_SECONDS } from './idp.constants';

/**
 * OpenID Connect Session Management (check_session_iframe), which oidc-provider 9 no longer ships.
 * The provider's browser state is a script-readable cookie derived from its login session; each
 * authorization response carries session_state = sha256(client_id origin browser_state salt).salt,
 * and the iframe recomputes it to tell the portal "changed" after a sign-out or a new sign-in.
 */
export const BROWSER_STATE_COOKIE = 'qap_op_browser_state';
export const CHECK_SESSION_PATH = '/session/check';

export function sessionState(
  clientId: string,
  origin: string,
  browserState: string,
  salt = randomBytes(8).toString('hex'),
) {
  const hash = createHash('sha256').update(`${clientId} ${origin} ${browserState} ${salt}`).digest('hex');
  return `${hash}.${salt}`;
}

function browserStateOf(uid: string, accountId: string): string {
  return createHash('sha256').update(`${uid}:${accountId}`).digest('base64url');
}

function setBrowserState(ctx: KoaContextWithOIDC, value: string | null): void {
  ctx.cookies.set(BROWSER_STATE_COOKIE, value, {
    httpOnly: false,
    sameSite: 'lax',
    signed: false,
    secure: ctx.secure,
    path: '/',
    maxAge: TTL_SECONDS.session * 1000,
  });
}

/** Adds session_state to successful authorization redirects and keeps the browser-state cookie current. */
export async function sessionStateMiddleware(
  ctx: KoaContextWithOIDC,
  next: () => Promise<void>,
): Promise<void> {
  await next();
  const route = ctx.oidc?.route;
  if (route === 'end_session_confirm') {
    setBrowserState(ctx, null);
    return;
  }
  if ((route !== 'authorization' && route !== 'resume') || ctx.status !== 303) return;
  const location = ctx.response.get('location');
  const { session, client, params } = ctx.oidc;
  const redirectUri = typeof params?.redirect_uri === 'string' ? params.redirect_uri : undefined;
  if (!location || !redirectUri || !client || !location.startsWith(redirectUri)) return;
  const target = new URL(location);
  if (!target.searchParams.has('code')) return;
  if (!session?.accountId) return;
  const browserState = browserStateOf(session.uid, session.accountId);
  setBrowserState(ctx, browserState);
  target.searchParams.set('session_state', sessionState(client.clientId, target.origin, browserState));
  ctx.response.set('location', target.href);
}

/** The OP iframe: answers the portal's "client_id session_state" messages with changed/unchanged/error. */
export function renderCheckSessionIframe(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>check session</title></head><body><script>
function readCookie(name){return document.cookie.split('; ').filter(function(p){return p.indexOf(name+'=')===0}).map(function(p){return decodeURIComponent(p.slice(name.length+1))})[0]||'';}
function hex(buffer){return Array.prototype.map.call(new Uint8Array(buffer),function(b){return b.toString(16).padStart(2,'0')}).join('');}
window.addEventListener('message',function(e){
  var parts=typeof e.data==='string'?e.data.split(' '):[];
  var stateParts=(parts[1]||'').split('.');
  function reply(answer){e.source.postMessage(answer,e.origin);}
  if(parts.length!==2||stateParts.length!==2||!window.crypto||!crypto.subtle){reply('error');return;}
  var input=parts[0]+' '+e.origin+' '+readCookie(${JSON.stringify(BROWSER_STATE_COOKIE)})+' '+stateParts[1];
  crypto.subtle.digest('SHA-256',new TextEncoder().encode(input)).then(function(d){reply(hex(d)===stateParts[0]?'unchanged':'changed');},function(){reply('error');});
});
</script></body></html>`;
}

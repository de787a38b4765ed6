/** Server-rendered pages of the identity provider: plain HTML, no scripts needed to sign in. */
import type { IdpTexts } from './idp-texts';

const BRAND_DARK = '#002C4A';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLES = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
  font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f4f7;color:#1a1a1a}
main{width:min(24rem,calc(100% - 2rem));background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,44,74,.15);overflow:hidden}
header{background:${BRAND_DARK};color:#fff;padding:1.25rem 1.5rem}
header p{margin:.25rem 0 0;opacity:.85;font-size:.9rem}
h1{margin:0;font-size:1.25rem}
form{padding:1.5rem;display:flex;flex-direction:column;gap:1rem}
label{display:flex;flex-direction:column;gap:.35rem;font-weight:600;font-size:.95rem}
input{font:inherit;padding:.6rem .7rem;border:1px solid #8a97a3;border-radius:4px}
input:focus-visible,button:focus-visible{outline:3px solid #4a90c2;outline-offset:2px}
input[aria-invalid=true]{border-color:#b3261e}
button{font:inherit;font-weight:600;padding:.7rem;border:0;border-radius:4px;background:${BRAND_DARK};color:#fff;cursor:pointer}
button:hover{background:#014370}
.error{margin:0;padding:.6rem .75rem;border-inline-start:4px solid #b3261e;background:#fdecea;color:#7a1712}
.hint{margin:0;font-size:.85rem;color:#4b5863}`;

function page(texts: IdpTexts, title: string, body: string): string {
  return `<!doctype html>
<html lang="${texts.lang}" dir="${texts.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Quality Analytics Platform</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<header><h1>Quality Analytics Platform</h1><p>${escapeHtml(title)}</p></header>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  texts: IdpTexts;
  action: string;
  email?: string;
  error?: string;
  /** Shown under the form in demo mode so people can try the product. */
  demoHint?: string;
}

export function renderLoginPage({ texts, action, email = '', error, demoHint }: LoginPageOptions): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return page(
    texts,
    texts.signInTitle,
    `<form method="post" action="${escapeHtml(action)}" novalidate>
${error ? `<p class="error" id="login-error" role="alert">${escapeHtml(error)}</p>` : ''}
<label>${escapeHtml(texts.email)}
<input type="email" name="email" autocomplete="email" required value="${escapeHtml(email)}"${invalid}${email ? '' : ' autofocus'}>
</label>
<label>${escapeHtml(texts.password)}
<input type="password" name="password" autocomplete="current-password" required${invalid}${email ? ' autofocus' : ''}>
</label>
<button type="submit">${escapeHtml(texts.signInButton)}</button>
${demoHint ? `<p class="hint">${escapeHtml(demoHint)}</p>` : ''}
</form>`,
  );
}

/**
 * The end-session confirmation. The portal's own "Sign out" click (with this session's ID token as
 * hint) is the user's intent, so the form submits itself; any other request shows the button and
 * waits for the user.
 */
export function renderLogoutPage(texts: IdpTexts, form: string, autoSubmit: boolean): string {
  const fields = `<input type="hidden" name="logout" value="yes"><button type="submit" autofocus>${escapeHtml(texts.signOutButton)}</button></form>`;
  return page(
    texts,
    texts.signOutTitle,
    `${form.replace('</form>', fields)}${
      autoSubmit ? '<script>document.getElementById("op.logoutForm").submit()</script>' : ''
    }`,
  );
}

export function renderMessagePage(texts: IdpTexts, title: string, message: string): string {
  return page(texts, title, `<div style="padding:1.5rem"><p>${escapeHtml(message)}</p></div>`);
}

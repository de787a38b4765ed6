// The offline copy's service worker (issue 17), registered once the page has loaded. A browser
// that refuses it (site data blocked) runs without it: no unhandled error, the page works on.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  });
}

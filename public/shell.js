// Runs before the first paint (a file, not an inline script: the CSP allows scripts from 'self' only).
// 1. Which frame of index.html's shell this address shows: the sign-in card on the login page, the neutral loading
//    frame everywhere else, so a signed-in route never shows a sign-in card for a moment.
// 2. On the sign-in routes, asks for the tenant's branding now rather than after the app's code has arrived (the
//    logo is the largest thing the page draws); src/shared/branding.ts takes this answer instead of asking again.
//    The login frame draws the logo and name once the logo has loaded, so nothing moves when it appears; until then
//    the header stays empty rather than showing Portico's brand (docs/decisions.md). React replaces it all.
(function () {
  var path = window.location.pathname;
  var login = /^\/auth\/login\/?$/.test(path);
  window.document.documentElement.setAttribute('data-shell', login ? 'login' : 'app');
  var config = window.__PORTICO_CONFIG__;
  if (path.indexOf('/auth/') !== 0 || !config || !config.portalApiUrl || !window.fetch) return;

  var domain = window.location.hostname;
  var url = config.portalApiUrl.replace(/\/+$/, '') + '/api/v1/tenants/branding?domain=' + encodeURIComponent(domain);
  // Given up after the time every API call gets (DEFAULT_TIMEOUT_MS in providers/http.ts): the app waits on this
  // answer instead of asking again, and nothing may wait forever.
  var init = { headers: { Accept: 'application/json' }, credentials: 'same-origin' };
  if (window.AbortController) {
    var controller = new window.AbortController();
    window.setTimeout(function () {
      controller.abort();
    }, 30000);
    init.signal = controller.signal;
  }
  var answer = window
    .fetch(url, init)
    .then(function (response) {
      if (!response.ok) throw new Error('branding answered ' + response.status);
      return response.text();
    })
    .then(function (text) {
      return text.trim() ? JSON.parse(text) : undefined;
    });
  window.__porticoShellBranding = { domain: domain, json: answer };
  if (login) answer.then(drawBrand, function () {});

  // The same rule as safeLogoUrl (src/shared/branding.ts; tests/unit/shell/appShell.test.tsx holds them equal).
  function safeLogo(raw) {
    var candidate = typeof raw === 'string' ? raw.trim() : '';
    if (!candidate || /[\s\\]/.test(candidate)) return '/logo.svg';
    try {
      var parsed = new URL(candidate, window.location.origin);
      if (parsed.origin === window.location.origin) return candidate.charAt(0) === '/' ? candidate : parsed.href;
      if (parsed.protocol === 'https:') return parsed.href;
    } catch {
      // not a URL: the default logo
    }
    return '/logo.svg';
  }

  function drawBrand(json) {
    var header = window.document.querySelector('.shell-login .auth-header');
    if (!header) return;
    var name = (json && typeof json.name === 'string' && json.name.trim()) || header.getAttribute('data-product-name');
    var logo = window.document.createElement('img');
    logo.className = 'auth-logo shell-logo';
    logo.alt = header.getAttribute('data-logo-alt').replace('%{name}', name);
    logo.addEventListener('load', function () {
      var brand = window.document.createElement('p');
      brand.className = 'auth-brand';
      brand.textContent = name;
      header.replaceChildren(logo, brand);
    });
    logo.src = safeLogo(json && json.logoUrl);
  }
})();

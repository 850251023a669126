// Runs before the first paint (a file, not an inline script: the CSP allows scripts from 'self' only).
// 1. Which frame of index.html's shell this address shows: the sign-in card on the login page; the portal's frame in
//    outline at any other address outside /auth/ when a session cookie is there (providers/session/authState.ts
//    names it), so a signed-in page shows its shape at once; the neutral spinner otherwise (the other sign-in pages,
//    and a visitor without a session, who is about to be sent to sign in).
// 2. Asks for the tenant's branding now rather than after the app's code has arrived: on the sign-in page the logo
//    is the largest thing drawn, and the portal's frame waits for the tenant's colours. src/shared/branding.ts takes
//    this answer instead of asking again. The login frame draws the logo and name once the logo has loaded, so
//    nothing moves when it appears; until then the header stays empty rather than showing Portico's brand
//    (docs/decisions.md). At /dashboard the frame writes the page's welcome heading from it. React replaces it all.
// 3. At a signed-in address, asks for the portal's code at once, beside the entry.
// 4. Runs the app's entry once the shell has been drawn.
(function () {
  var path = window.location.pathname;
  var login = /^\/auth\/login\/?$/.test(path);
  var signedIn = path.indexOf('/auth/') !== 0 && /(?:^|;\s*)(?:__Host-)?portico_auth=[^;]/.test(window.document.cookie || '');
  // The dashboard's welcome is the first words a signed-in start shows (its largest paint): the frame keeps room for it.
  var dashboard = signedIn && /^\/dashboard\/?$/.test(path);
  window.document.documentElement.setAttribute('data-shell', login ? 'login' : signedIn ? 'frame' : 'app');
  if (dashboard) window.document.documentElement.setAttribute('data-shell-page', 'dashboard');
  if (signedIn) {
    paintBar();
    preloadPortal();
  }
  runEntryAfterPaint();
  var config = window.__PORTICO_CONFIG__;
  if (!config || !config.portalApiUrl || !window.fetch) return;

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
  var early = { domain: domain, json: answer };
  // Known as soon as it has answered (knownBranding in src/shared/branding.ts): React's first drawing may come before
  // the app's own promise over it settles, and must not take away what was drawn from it.
  answer.then(
    function (json) {
      early.answered = { json: json };
    },
    function () {},
  );
  window.__porticoShellBranding = early;
  if (login) answer.then(drawBrand, function () {});
  if (dashboard) answer.then(drawWelcome, function () {});

  // The app's entry, which the built page fetches but leaves to this file to run (entryAfterPaint in
  // scripts/appShell.ts): once the shell has been drawn, so the shell never waits for the entry's evaluation. A frame,
  // then a task: the first frame's paint comes between them. A hidden tab draws no frames, so there it runs at once.
  // The dev server's page runs its entry itself and names none.
  function runEntryAfterPaint() {
    var started = false;
    function run() {
      if (started) return;
      if (window.document.readyState === 'loading') {
        window.document.addEventListener('DOMContentLoaded', run);
        return;
      }
      started = true;
      var entry = window.document.querySelector('link[data-portico-entry]');
      if (!entry) return;
      var script = window.document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry.getAttribute('href');
      window.document.head.appendChild(script);
    }
    if (window.document.visibilityState === 'hidden' || !window.requestAnimationFrame) run();
    else
      window.requestAnimationFrame(function () {
        window.setTimeout(run, 0);
      });
  }

  // The frame's bar in the colour the portal last drew it at this address (rememberFrameColour in
  // src/shared/AppLoading.tsx), a hex colour and nothing else; grey without one.
  function paintBar() {
    var colour;
    try {
      colour = window.localStorage.getItem('portico.frameColour');
    } catch {
      return;
    }
    if (/^#(?:[0-9a-f]{3}){1,2}$/i.test(colour || '')) window.document.documentElement.style.setProperty('--frame-loading-bar', colour);
  }

  // The portal's code, asked for now, beside the entry, rather than once the entry has run and imported it: the built
  // page names its files (portalPreload in scripts/appShell.ts). Linked with the paths and CORS mode of Vite's preload
  // helper, which then skips them, so each file is fetched once; a stylesheet is only fetched here, and applied when
  // the portal's code applies it.
  function preloadPortal() {
    var named = window.document.querySelector('meta[name="portico-portal-files"]');
    var files = named ? named.getAttribute('content').split(' ') : [];
    for (var i = 0; i < files.length; i++) {
      if (!/^\/assets\/[\w.-]+\.(js|css)$/.test(files[i])) continue;
      var link = window.document.createElement('link');
      var style = /\.css$/.test(files[i]);
      link.rel = style ? 'preload' : 'modulepreload';
      if (style) link.setAttribute('as', 'style');
      link.crossOrigin = '';
      link.href = files[i];
      window.document.head.appendChild(link);
    }
  }

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

  // The tenant's name, or the product's (defaultBranding in src/shared/branding.ts), as the app will show it.
  function tenantName(json) {
    var header = window.document.querySelector('.shell-login .auth-header');
    return (json && typeof json.name === 'string' && json.name.trim()) || (header && header.getAttribute('data-product-name'));
  }

  // A catalogue phrase with its name put in as it is (a function, so a `$` in a tenant's name is not a pattern).
  function withName(phrase, name) {
    return phrase.replace('%{name}', function () {
      return name;
    });
  }

  function drawBrand(json) {
    var header = window.document.querySelector('.shell-login .auth-header');
    if (!header) return;
    var name = tenantName(json);
    var logo = window.document.createElement('img');
    logo.className = 'auth-logo shell-logo';
    logo.alt = withName(header.getAttribute('data-logo-alt'), name);
    logo.addEventListener('load', function () {
      var brand = window.document.createElement('p');
      brand.className = 'auth-brand';
      brand.textContent = name;
      header.replaceChildren(logo, brand);
    });
    logo.src = safeLogo(json && json.logoUrl);
  }

  // The dashboard's heading, in the room the frame kept for it (FrameLoading in src/shared/AppLoading.tsx draws the same).
  function drawWelcome(json) {
    var heading = window.document.querySelector('.shell-frame .frame-loading-heading');
    var phrase = window.document.querySelector('meta[name="portico-dashboard-welcome"]');
    if (!heading || !phrase) return;
    heading.textContent = withName(phrase.getAttribute('content'), tenantName(json));
    heading.removeAttribute('aria-hidden');
  }
})();

// Runs before the stylesheets and the app (a blocking script in <head>; the CSP forbids inline
// script): sets the colour scheme Mantine will pick, and the page's language and direction, from
// the browser's copies of the user's choices or the system's settings, so the first paint is never
// in the wrong scheme or direction. The app reconciles both with the choices stored on the server.
(() => {
  const read = (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null; // Storage disabled: follow the system.
    }
  };
  let scheme = read('storefront.colorScheme');
  if (scheme !== 'light' && scheme !== 'dark') {
    scheme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  const root = document.documentElement;
  root.setAttribute('data-mantine-color-scheme', scheme);
  const language = read('storefront.language');
  if (language && /^[a-z]{2}$/.test(language)) {
    root.lang = language;
    root.dir = language === 'ar' ? 'rtl' : 'ltr';
  }
})();

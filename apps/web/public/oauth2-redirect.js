// Try's OAuth 2 authorization code flow (issue 29): the authorization server sends the popup here;
// the query (code and state, or an error) goes to the documentation page that opened it, on this
// origin only, and the popup closes. The page checks the state before it uses the code.
(() => {
  var params = {};
  new URLSearchParams(window.location.search).forEach((v, k) => {
    params[k] = v;
  });
  if (window.opener) {
    window.opener.postMessage({ type: 'storefront-oauth2-redirect', params: params }, window.location.origin);
    window.close();
  }
})();

/**
 * The platform's SDK as a page sees it, for the test server to serve: defines FB, calls
 * fbAsyncInit, renders each messenger checkbox and send-to-messenger plugin as an iframe on
 * XFBML.parse and reports it rendered. `window.__fakeFb` lets a test tick the box
 * (`check(state)`), click the send-to-messenger button of the widget with an id (`click(id)`) and
 * read what the widget did (`inits`, `logged`, `userRefs()`). `pluginFrame` is the iframe's document, when the test
 * needs a real control inside it.
 */
export function fakeFbSdkScript(pluginFrame?: string): string {
  const srcdoc = pluginFrame === undefined ? '' : `frame.srcdoc = ${JSON.stringify(pluginFrame)};`;
  return `(function () {
  var handlers = {};
  var plugins = [];
  var buttons = [];
  function emit(name, payload) { (handlers[name] || []).slice().forEach(function (handler) { handler(payload); }); }
  window.__fakeFb = {
    inits: [],
    logged: [],
    userRefs: function () { return plugins.map(function (plugin) { return plugin.getAttribute('user_ref'); }); },
    click: function (widgetId) {
      buttons.forEach(function (plugin) {
        var host = plugin.getRootNode().host;
        if (host && host.closest('[data-widget-id="' + widgetId + '"]')) emit('send_to_messenger', { event: 'clicked', ref: plugin.getAttribute('data-ref') });
      });
    },
    check: function (state) {
      plugins.forEach(function (plugin) {
        emit('messenger_checkbox', { event: 'checkbox', state: state || 'checked', user_ref: plugin.getAttribute('user_ref') });
      });
    }
  };
  window.FB = {
    init: function (params) { window.__fakeFb.inits.push(params); },
    XFBML: {
      parse: function (element, callback) {
        (element || document.body).querySelectorAll('.fb-messenger-checkbox').forEach(function (plugin) {
          if (plugin.getAttribute('fb-xfbml-state')) return;
          plugin.setAttribute('fb-xfbml-state', 'rendered');
          var frame = document.createElement('iframe');
          frame.title = 'Messenger checkbox';
          ${srcdoc}
          frame.style.cssText = 'display:block;border:0;width:300px;height:40px';
          plugin.appendChild(frame);
          plugins.push(plugin);
          setTimeout(function () { emit('messenger_checkbox', { event: 'rendered', user_ref: plugin.getAttribute('user_ref') }); }, 20);
        });
        (element || document.body).querySelectorAll('.fb-send-to-messenger').forEach(function (plugin) {
          if (plugin.getAttribute('fb-xfbml-state')) return;
          plugin.setAttribute('fb-xfbml-state', 'rendered');
          var frame = document.createElement('iframe');
          frame.title = 'Send to Messenger';
          frame.style.cssText = 'display:block;border:0;width:200px;height:40px';
          plugin.appendChild(frame);
          buttons.push(plugin);
          setTimeout(function () { emit('send_to_messenger', { event: 'rendered', ref: plugin.getAttribute('data-ref') }); }, 20);
        });
        if (callback) callback();
      }
    },
    Event: {
      subscribe: function (name, handler) { (handlers[name] = handlers[name] || []).push(handler); },
      unsubscribe: function (name, handler) { handlers[name] = (handlers[name] || []).filter(function (h) { return h !== handler; }); }
    },
    AppEvents: { logEvent: function (name, value, params) { window.__fakeFb.logged.push([name, value, params]); } }
  };
  if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
})();`;
}

/**
 * The sandbox support-chat script (SPEC §9: "a support-chat script loaded on demand"), served by
 * the store server like a chat vendor's embed would be, so the on-demand loading is real. It
 * renders into #live-chat-root with DOM calls only (no HTML strings), answers every message with
 * one canned reply, then announces itself with a `livechat:ready` event. A live store points
 * `liveChatScriptUrl` at its vendor instead.
 */
export const LIVE_CHAT_SCRIPT_PATH = '/livechat/widget.js';

export const LIVE_CHAT_WIDGET_JS = `(function () {
  var root = document.getElementById('live-chat-root');
  if (!root || root.getAttribute('data-ready')) return;
  function el(tag, text) { var e = document.createElement(tag); if (text) e.textContent = text; return e; }
  var box = el('section');
  box.setAttribute('aria-labelledby', 'live-chat-title');
  var h = el('h2', 'Chat with support');
  h.id = 'live-chat-title';
  var intro = el('p', "You're connected. Someone from the team will reply here shortly.");
  var log = el('ul');
  log.setAttribute('aria-label', 'Chat messages');
  log.setAttribute('aria-live', 'polite');
  var form = el('form');
  var label = el('label', 'Message');
  label.htmlFor = 'live-chat-message';
  var input = el('textarea');
  input.id = 'live-chat-message';
  input.required = true;
  var send = el('button', 'Send');
  send.type = 'submit';
  form.append(label, input, send);
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    log.append(el('li', 'You: ' + text));
    input.value = '';
    setTimeout(function () {
      log.append(el('li', "Support: Thanks! We've got your message and will reply here shortly."));
    }, 500);
  });
  box.append(h, intro, log, form);
  root.append(box);
  root.setAttribute('data-ready', 'true');
  window.dispatchEvent(new Event('livechat:ready'));
})();
`;

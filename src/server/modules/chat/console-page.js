/* global document, location, history */
// The operator console's script (console.ts): the one-time link secret arrives in the fragment and is swapped for
// a session kept in sessionStorage; every text is set with textContent (messages are plain text, never HTML).
(() => {
  const $ = (id) => document.getElementById(id);
  const key = 'chatConsoleSession:' + location.host;
  const link = location.hash.slice(1);
  if (link) history.replaceState(null, '', location.pathname);
  let ws;
  let current = null;
  const status = (text, error) => {
    $('status').textContent = text;
    if (error) $('status').setAttribute('data-error', '');
    else $('status').removeAttribute('data-error');
  };
  const bubble = (m) => {
    const li = document.createElement('li');
    if (m.operator) li.className = 'op';
    li.textContent = m.text;
    li.title = m.at;
    li.dataset.testid = 'console-message';
    $('log').append(li);
    li.scrollIntoView({ block: 'end' });
  };
  const list = (items) => {
    $('list').replaceChildren(
      ...items.map((c) => {
        const li = document.createElement('li');
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.memberId = c.memberId;
        b.dataset.testid = 'console-conversation';
        if (c.waiting) b.className = 'waiting';
        b.setAttribute('aria-current', String(current === c.memberId));
        b.textContent = c.username;
        const small = document.createElement('small');
        small.textContent = c.last.text;
        b.append(small);
        b.onclick = () => ws.send(JSON.stringify({ t: 'open', memberId: c.memberId }));
        li.append(b);
        return li;
      }),
    );
  };
  const connect = () => {
    const auth = link && !sessionStorage.getItem(key) ? { t: 'auth', ticket: link } : { t: 'auth', session: sessionStorage.getItem(key) || '' };
    ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/wps/chat/operator');
    ws.onopen = () => ws.send(JSON.stringify(auth));
    ws.onmessage = (e) => {
      const f = JSON.parse(e.data);
      if (f.t === 'ready') {
        if (f.session) sessionStorage.setItem(key, f.session);
        status('Connected: ' + f.brand);
      } else if (f.t === 'conversations') list(f.list);
      else if (f.t === 'history') {
        current = f.memberId;
        $('who').textContent = f.username;
        $('log').replaceChildren();
        f.history.forEach(bubble);
        $('form').hidden = false;
        document.querySelectorAll('#list button').forEach((b) => b.setAttribute('aria-current', String(b.dataset.memberId === current)));
      } else if (f.t === 'msg') {
        if (f.memberId === current) bubble(f.message);
        ws.send(JSON.stringify({ t: 'list' }));
      } else if (f.t === 'error') status(f.message, true);
    };
    ws.onclose = (e) => {
      if (e.code === 4401) {
        sessionStorage.removeItem(key);
        status('Not signed in: open a new link from npm run chat -- console', true);
      } else status('Disconnected', true);
    };
  };
  $('form').onsubmit = (e) => {
    e.preventDefault();
    const text = $('text').value.trim();
    if (!text || !current) return;
    ws.send(JSON.stringify({ t: 'reply', memberId: current, text }));
    $('text').value = '';
  };
  connect();
})();

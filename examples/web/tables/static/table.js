// The table page: a seat's (token in the URL fragment, sent only as
// Authorization: Bearer), the watcher's, or the page taking an open seat.
// It shows the fragment the server draws for the seat, sends what is
// clicked as the game's action text, and refetches the fragment whenever
// the watcher's socket pushes a message.
"use strict";
(function () {
  const m = location.pathname.match(/^\/tables\/([0-9a-f]{32})\/(play|watch|join\/(\d+))$/);
  if (!m) return;
  const id = m[1];
  const frag = new URLSearchParams(location.hash.slice(1));
  const seat = m[2] === "play" ? frag.get("seat") : null;
  const token = m[2] === "play" ? frag.get("token") : null;
  const $ = (s) => document.getElementById(s);
  const err = (msg) => { $("error").textContent = msg || ""; };
  let shown = -1;   // the message number the page shows
  let heard = 0;    // the last message number the socket pushed
  let busy = false;

  const auth = () => (token ? { Authorization: "Bearer " + token } : {});

  if (m[3] !== undefined) { // take an open seat
    $("join").hidden = false;
    $("title").textContent = "Take seat " + m[3];
    $("join").addEventListener("submit", async (e) => {
      e.preventDefault();
      const r = await fetch(`/tables/${id}/seats/${m[3]}/join`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: $("join-name").value.trim() }) });
      const j = await r.json();
      if (!r.ok) { err(j.error); return; }
      location.replace(`/tables/${id}/play#seat=${j.seat}&token=${j.token}`);
    });
    return;
  }
  if (seat === null) $("title").textContent = "Watching table";

  // The heartbeat: a seat's page asks for its view now and then, so that
  // the server knows its person is still at the table (its socket is the
  // watcher's, without the token) and no stand-in bot takes the seat.
  let beating = 0, beatTimer = null;
  function beat(ms) {
    if (seat === null || ms === beating) return;
    beating = ms;
    if (beatTimer) clearInterval(beatTimer);
    beatTimer = ms > 0 ? setInterval(() => {
      fetch(`/tables/${id}/view?seat=${encodeURIComponent(seat)}`, { headers: auth(), cache: "no-store" }).catch(() => {});
    }, ms) : null;
  }

  let fetching = false, again = false;
  async function refresh() {
    if (fetching) { again = true; return; }
    fetching = true;
    try {
      const url = `/tables/${id}/page` + (seat !== null ? `?seat=${encodeURIComponent(seat)}` : "");
      const r = await fetch(url, { headers: auth(), cache: "no-store" });
      if (!r.ok) {
        let msg = "The table could not be shown (" + r.status + ")";
        try { msg = (await r.json()).error || msg; } catch (_) {}
        err(msg);
        return;
      }
      const html = await r.text();
      const n = +r.headers.get("X-Table-N");
      beat(+r.headers.get("X-Heartbeat") || 0);
      if (n !== shown) {
        // Keep what the person was typing or had opened, when the same
        // form is drawn again.
        const open = $("challenge") && $("challenge").open;
        const typed = Array.from(document.querySelectorAll("#tbl form[id] input[type=number]"), (i) => [i.form.id, i.value]).filter((x) => x[1] !== "");
        const focus = document.activeElement && document.activeElement.form ? document.activeElement.form.id : "";
        $("tbl").innerHTML = html;
        if (open && $("challenge")) $("challenge").open = true;
        for (const [f, v] of typed) {
          const i = document.querySelector(`#tbl form#${f} input[type=number]`);
          if (i) i.value = v;
        }
        const refocus = focus && document.querySelector(`#tbl form#${focus} input[type=number]`);
        if (refocus) refocus.focus();
        const log = $("log");
        if (log) log.scrollTop = log.scrollHeight;
        shown = n;
        document.body.dataset.n = String(n);
        const t = document.querySelector("#tbl #turn");
        document.title = (t && t.classList.contains("mine") ? "● " : "") + "pegboard table";
      }
    } catch (e) {
      err("The table could not be reached.");
    } finally {
      fetching = false;
      if (again) { again = false; refresh(); }
    }
  }

  function clientID() {
    const b = new Uint8Array(12);
    crypto.getRandomValues(b);
    return Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  }

  async function act(text) {
    if (busy || seat === null) return;
    busy = true;
    err("");
    document.querySelectorAll("#tbl button").forEach((b) => { b.disabled = true; });
    try {
      const r = await fetch(`/tables/${id}/actions`, {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ seat: +seat, token: token, id: clientID(), action: text }),
      });
      if (!r.ok) {
        let msg = "The action was refused (" + r.status + ")";
        try { msg = (await r.json()).error || msg; } catch (_) {}
        err(msg);
      } else {
        // Taken: what was typed for it is not carried to the next page.
        document.querySelectorAll("#tbl input[type=number]").forEach((i) => { i.value = ""; });
        if (document.activeElement) document.activeElement.blur();
      }
    } catch (e) {
      err("The action could not be sent.");
    } finally {
      busy = false;
      shown = -1; // draw again: the buttons were disabled
      await refresh();
    }
  }

  document.addEventListener("click", (e) => {
    const b = e.target.closest("button[data-act]");
    if (b && !b.disabled) { e.preventDefault(); act(b.dataset.act); }
  });
  document.addEventListener("submit", (e) => {
    const f = e.target.closest("form[data-act]");
    if (!f) return;
    e.preventDefault();
    const parts = [f.dataset.act];
    const picked = Array.from(f.querySelectorAll("input[type=checkbox]:checked"), (i) => i.value);
    if (f.dataset.pick && picked.length !== +f.dataset.pick) { err(`Choose ${f.dataset.pick} cards.`); return; }
    parts.push(...picked);
    f.querySelectorAll("input[type=number]").forEach((i) => parts.push(String(Math.trunc(+i.value || 0))));
    act(parts.join(" "));
  });

  // The socket: the watcher's messages, a wake-up only.
  let delay = 500;
  function listen() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${proto}//${location.host}/tables/${id}/ws?since=${heard}`);
    ws.onopen = () => { delay = 500; $("status").textContent = "live"; };
    let timer = null;
    ws.onmessage = (ev) => {
      try { const msg = JSON.parse(ev.data); if (msg.n > heard) heard = msg.n; } catch (_) {}
      if (!timer) timer = setTimeout(() => { timer = null; refresh(); }, 60);
    };
    ws.onclose = () => {
      $("status").textContent = "reconnecting…";
      setTimeout(() => { refresh(); listen(); }, delay);
      delay = Math.min(delay * 2, 10000);
    };
  }
  refresh().then(() => { heard = Math.max(shown, 0); listen(); });
})();

// The start page: choose a game, its options and each seat, open the
// table (POST /tables) and show its links.
"use strict";
(function () {
  const $ = (s) => document.getElementById(s);
  const form = $("new");
  const levels = JSON.parse($("levels").textContent);
  const game = () => form.querySelector("input[name=game]:checked").value;
  function seats() {
    switch (game()) {
      case "crib": return 2;
      case "cribwars": return +form.players.value;
      default: return parseInt(form.seating.value, 10) || 4;
    }
  }
  function draw() {
    const g = game();
    document.querySelectorAll("fieldset[data-game]").forEach((f) => { f.hidden = f.dataset.game !== g; });
    const box = $("seats");
    const old = Array.from(box.querySelectorAll(".seat"), (d) => [d.querySelector("select").value, d.querySelector("input").value]);
    box.textContent = "";
    for (let i = 0; i < seats(); i++) {
      const d = document.createElement("div");
      d.className = "seat";
      d.dataset.seat = i;
      const sel = document.createElement("select");
      sel.setAttribute("aria-label", "seat " + i);
      const opts = [["person", "a person"], ["open", "open, for a friend"]].concat((levels[g] || []).map((l) => ["bot:" + l, "bot: " + l]));
      for (const [v, t] of opts) { const o = document.createElement("option"); o.value = v; o.textContent = t; sel.append(o); }
      const name = document.createElement("input");
      name.type = "text"; name.maxLength = 20; name.placeholder = "name"; name.setAttribute("aria-label", "seat " + i + " name");
      const prev = old[i] || (i === 0 ? ["person", "You"] : [i === 1 ? "open" : "bot:" + ((levels[g] || [])[0] || ""), ""]);
      sel.value = prev[0]; if (!sel.value) sel.value = "open";
      name.value = prev[1];
      name.hidden = sel.value !== "person";
      sel.addEventListener("change", () => { name.hidden = sel.value !== "person"; });
      d.append("Seat " + i + " ", sel, " ", name);
      box.append(d);
    }
  }
  form.addEventListener("change", (e) => { if (!e.target.closest(".seat")) draw(); });
  draw();

  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    $("error").textContent = "";
    const g = game();
    let options = {};
    if (g === "crib") {
      const claimed = form.scoring.value === "claimed";
      options = { claimed: claimed, muggins: claimed && form.muggins.checked, hole: +form.hole.value };
    } else if (g === "pegjokers") {
      options = { seating: form.seating.value };
    } else {
      options = { players: +form.players.value };
    }
    const req = { game: g, options: options, seats: [] };
    document.querySelectorAll("#seats .seat").forEach((d) => {
      const v = d.querySelector("select").value;
      if (v === "person") req.seats.push({ name: d.querySelector("input").value.trim() });
      else if (v === "open") req.seats.push({ open: true });
      else req.seats.push({ bot: v.slice(4) });
    });
    const r = await fetch("/tables", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(req) });
    const j = await r.json();
    if (!r.ok) { $("error").textContent = j.error || ("The table was not opened (" + r.status + ")"); return; }
    const list = $("link-list");
    list.textContent = "";
    const add = (label, href, cls) => {
      const li = document.createElement("li");
      const a = document.createElement("a");
      a.href = href; a.textContent = label; a.className = cls;
      const inp = document.createElement("input");
      inp.readOnly = true; inp.value = new URL(href, location.href).href; inp.setAttribute("aria-label", label);
      li.append(a, inp);
      list.append(li);
    };
    for (const s of j.seats) {
      if (s.token) add(`${s.name}'s seat (seat ${s.seat}): play`, `/tables/${j.id}/play#seat=${s.seat}&token=${s.token}`, "seat-link");
      else if (s.open) add(`Seat ${s.seat}: link for a friend`, `/tables/${j.id}/join/${s.seat}`, "open-link");
    }
    add("Watch the table", `/tables/${j.id}/watch`, "watch-link");
    $("links").hidden = false;
    form.hidden = true;
  });
})();

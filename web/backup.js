// Keeps the player's games in a file of their own. The browser build keeps
// its saves, saved games, game records, statistics and settings in the
// page's localStorage, which clearing the site's data deletes; the game
// downloads a record when one is exported and takes records in through
// Replays, but has no way to hand over a game in progress or a saved game.
// The page's "Download my games" writes everything the game keeps into
// one file, and "Restore games from a file" takes such a file back.
//
// A restore only adds: an item already there is never written over. A
// game in progress from the file (autosave.json, autosave-N.json) comes
// back as a saved game (saved-<date>-<time>.json, listed under Saved
// games), so it never replaces the game in progress here or in another
// tab; a saved game or record whose name is taken with other contents
// comes back under the same name with -2, -3...; settings, statistics and
// the last game come back only if there are none. If the game is already
// running behind the start screen, the page reloads so that it sees them.
//
// The file: {"format": "pyramid-browser-games", "version": 1, "saved":
// time, "items": {key: item}}, keys and items exactly as in localStorage
// under "pyramid/" (items are "t:" and a text or "b:" and base64).
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const page = window.pyramidPage;
  if (!page || !page.say) return;
  const say = page.say;
  const PREFIX = "pyramid/";
  const FORMAT = "pyramid-browser-games";
  const KEY = /^(records\/)?[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
  const MAX_FILE = 16 << 20; // a site has about 5 MB of localStorage
  const REPORT = "pyramid-restored"; // sessionStorage: the report, across the reload

  const report = (text) => { $("keep-status").textContent = text; };

  function storage() {
    try {
      return window.localStorage || null;
    } catch (_) {
      return null;
    }
  }

  // items is every item the game keeps, by its key under "pyramid/"
  // (keys starting with a dot are the page's own checks).
  function items(ls) {
    const out = {};
    for (let i = 0; i < ls.length; i++) {
      const k = ls.key(i);
      if (k && k.startsWith(PREFIX) && !k.startsWith(PREFIX + ".")) out[k.slice(PREFIX.length)] = ls.getItem(k);
    }
    return out;
  }

  const stamp = (d) => d.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15); // 20261125-101500, UTC

  function download() {
    const ls = storage();
    try {
      if (!ls) throw new Error("no localStorage");
      const all = items(ls);
      if (Object.keys(all).length === 0) {
        report(say("backupEmpty"));
        return;
      }
      const now = new Date();
      const name = `pyramid-games-${now.toISOString().slice(0, 10)}.json`;
      const text = JSON.stringify({ format: FORMAT, version: 1, saved: now.toISOString(), items: all });
      const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = name;
      a.style.display = "none";
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60000);
      report(say("backupDone", name));
    } catch (e) {
      report(say("backupFailed", e && e.message ? e.message : e));
    }
  }

  // parse checks a file is ours, every key and item well formed; null if
  // not.
  function parse(text) {
    let f;
    try {
      f = JSON.parse(text);
    } catch (_) {
      return null;
    }
    if (!f || f.format !== FORMAT || f.version !== 1 || !f.items || typeof f.items !== "object" || Array.isArray(f.items)) return null;
    for (const [k, v] of Object.entries(f.items)) {
      if (!KEY.test(k) || typeof v !== "string" || !(v.startsWith("t:") || v.startsWith("b:"))) return null;
    }
    return f.items;
  }

  // free is the first of key, key-2, key-3... (before .json) not in have.
  function free(have, key) {
    if (!(key in have)) return key;
    const dot = key.endsWith(".json") ? key.length - 5 : key.length;
    for (let n = 2; ; n++) {
      const k = `${key.slice(0, dot)}-${n}${key.slice(dot)}`;
      if (!(k in have)) return k;
    }
  }

  const inProgress = (k) => /^autosave(-\d+)?\.json$/.test(k);
  const aGame = (k) => inProgress(k) || k.startsWith("saved-");
  const onlyIfNone = (k) => !aGame(k) && !k.startsWith("records/");

  // plan decides where each item of a file goes: [key, item] pairs to add.
  function plan(have, from) {
    const games = new Set(Object.entries(have).filter(([k]) => aGame(k)).map(([, v]) => v));
    const out = [];
    const taken = Object.assign({}, have);
    for (const k of Object.keys(from).sort()) {
      const v = from[k];
      if (taken[k] === v || (aGame(k) && games.has(v))) continue; // already here
      if (k in taken && onlyIfNone(k)) continue; // keep this browser's own
      const to = inProgress(k) ? free(taken, `saved-${stamp(new Date())}.json`) : free(taken, k);
      taken[to] = v;
      if (aGame(k)) games.add(v);
      out.push([to, v]);
    }
    return out;
  }

  function restore(name, text) {
    const ls = storage();
    const from = text === null ? null : parse(text);
    if (!ls || !from) {
      report(say("restoreBad", name));
      return;
    }
    const adds = plan(items(ls), from);
    if (adds.length === 0) {
      report(say("restoreNone", name));
      return;
    }
    let done = say("restoreDone", name);
    for (const [k, v] of adds) {
      try {
        ls.setItem(PREFIX + k, v);
      } catch (e) {
        done = say("restoreFull", name);
        break;
      }
    }
    if (page.state === "loading") {
      report(done); // the game has not read its storage yet
      return;
    }
    // the game behind the start screen has: it starts again and sees them
    try {
      sessionStorage.setItem(REPORT, done);
    } catch (_) { /* the reload then says nothing */ }
    location.reload();
  }

  function pick() {
    const input = $("restore-file");
    input.value = "";
    input.click();
  }

  function chosen() {
    const input = $("restore-file");
    const f = input.files && input.files[0];
    if (!f) return;
    if (f.size > MAX_FILE) {
      restore(f.name, null);
      return;
    }
    f.text().then((text) => restore(f.name, text), (e) => report(say("restoreFailed", f.name, e && e.message ? e.message : e)));
  }

  $("backup").addEventListener("click", download);
  $("restore").addEventListener("click", pick);
  $("restore-file").addEventListener("change", chosen);
  try {
    const said = sessionStorage.getItem(REPORT);
    if (said) {
      sessionStorage.removeItem(REPORT);
      report(said);
    }
  } catch (_) { /* no sessionStorage: nothing to say */ }
})();

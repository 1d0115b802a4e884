// Loads and starts the WebAssembly build of Pyramid. The .wasm is fetched
// as a stream so the page can show progress (it is large), compiled, and
// started at once behind the overlay, so the game initialises while the
// player reads "click or press any key to start"; the click is the user
// gesture browsers demand before sound can play and fullscreen can open.
//
// window.pyramidPage tells tests where the page is: state (loading, ready,
// running, ended, error), timings (ms since navigation), storage ("", "full"
// or "blocked"), tab ("first", "second" when another tab of the game was
// open, or "" when the browser cannot tell) and, with ?probe in the URL,
// probe: the game's probe JSON.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  const page = { state: "loading", timings: {}, error: "", storage: "", tab: "", probe: "" };
  window.pyramidPage = page;

  const mark = (name) => { page.timings[name] = Math.round(performance.now()); };
  const setState = (s) => { page.state = s; document.body.dataset.state = s; };
  const status = (text) => { $("status").textContent = text; };
  const fail = (msg) => {
    page.error = String(msg);
    setState("error");
    status("The game could not start.\n" + page.error + "\nReload the page to try again.");
  };
  const mb = (n) => (n / 1048576).toFixed(1);

  // checkStorage finds out whether settings and saves can be kept. A
  // browser with storage blocked (private mode, site data refused) throws
  // as soon as localStorage is touched; the property is then replaced by
  // null so the game's storage package reports "no local storage" as an
  // error instead of the exception aborting the program.
  function checkStorage() {
    let ls = null;
    try {
      ls = window.localStorage;
      if (!ls) throw new Error("no localStorage");
      // A key starting with a dot is never listed by the game's store.
      ls.setItem("pyramid/.check", "1");
      ls.removeItem("pyramid/.check");
      return "";
    } catch (e) {
      if (ls && e && e.name === "QuotaExceededError") return "full";
      try {
        Object.defineProperty(window, "localStorage", { value: null, configurable: true });
      } catch (_) { /* leave it: the game's own checks still apply */ }
      return "blocked";
    }
  }

  // claimSaves finds out whether another tab of the game is open in this
  // browser, sharing its localStorage: the first tab holds a Web Lock for
  // as long as it is open (the browser lets go of it when the tab closes
  // or crashes), so a tab that cannot have it within 1.5 s (while the game
  // downloads) is a second tab, and the game keeps its games apart from
  // the first tab's (Saves.InSecondTab). Where Web Locks are missing (a
  // page on plain http:// other than localhost), the new tab asks over a
  // BroadcastChannel and a first tab answers; a first tab answers however
  // it found out. It resolves to "first", "second" or "" (the browser has
  // neither).
  let answering = null; // the first tab's channel, open for the page's life
  function claimSaves() {
    const channel = typeof BroadcastChannel === "function";
    let found;
    if (navigator.locks && typeof navigator.locks.request === "function") {
      // A reloaded page may ask before the browser has let go of the
      // lock its old document held: it waits for it a moment.
      const how = typeof AbortSignal === "function" && AbortSignal.timeout
        ? { signal: AbortSignal.timeout(1500) } : { ifAvailable: true };
      found = new Promise((resolve) => {
        navigator.locks.request("pyramid-saves", how, (lock) => {
          resolve(lock ? "first" : "second");
          if (!lock) return undefined;
          // held until the tab goes; let go of as the page is left, so a
          // reload finds it free (a page kept in the back/forward cache
          // and shown again no longer holds it: it starts afresh)
          return new Promise((release) => {
            window.addEventListener("pagehide", release);
            window.addEventListener("pageshow", (e) => { if (e.persisted) location.reload(); });
          });
        }).catch((e) => resolve(e && (e.name === "TimeoutError" || e.name === "AbortError") ? "second" : ""));
      });
    } else if (channel) {
      found = new Promise((resolve) => {
        const ask = new BroadcastChannel("pyramid-saves");
        const wait = setTimeout(() => { ask.close(); resolve("first"); }, 1500); // as long as a lock is waited for: a busy or background first tab answers late
        ask.onmessage = (e) => {
          if (e.data !== "here") return;
          clearTimeout(wait);
          ask.close();
          resolve("second");
        };
        ask.postMessage("who");
      });
    } else {
      return Promise.resolve("");
    }
    return found.then((tab) => {
      if (tab === "first" && channel) {
        answering = new BroadcastChannel("pyramid-saves");
        answering.onmessage = (e) => { if (e.data === "who") answering.postMessage("here"); };
      }
      return tab;
    });
  }

  function showStorageNotice(kind) {
    if (!kind) return;
    const n = $("notice");
    n.textContent = kind === "full"
      ? "Your browser's storage for this site is full: settings, saved games and statistics may not be kept."
      : "Your browser blocks storage for this site: you can play, but settings, saved games and statistics will not be kept.";
    n.classList.add("shown");
  }

  // installProbe is the end-to-end test's hook (?probe): the client writes
  // its probe (the active screen and its clickable targets) to the file
  // named by PYRAMID_PROBE, which under WebAssembly goes through
  // globalThis.fs. The browser has no file system, so files under /probe/
  // are kept in memory here and the probe's latest contents are published
  // as pyramidPage.probe. Every other path falls through to wasm_exec.js.
  function installProbe(env) {
    const fs = globalThis.fs;
    const orig = { open: fs.open, write: fs.write, close: fs.close, rename: fs.rename, fstat: fs.fstat };
    const target = "/probe/state.json";
    const files = new Map();
    const open = new Map();
    let nextFD = 100;
    const enosys = () => Object.assign(new Error("not implemented"), { code: "ENOSYS" });
    const ours = (p) => typeof p === "string" && p.startsWith("/probe/");
    // Node's values, which Go's syscall package reads once at start-up.
    fs.constants = { O_WRONLY: 1, O_RDWR: 2, O_CREAT: 64, O_TRUNC: 512, O_APPEND: 1024, O_EXCL: 128, O_DIRECTORY: 65536 };
    fs.open = function (path, flags, mode, cb) {
      if (!ours(path)) return orig.open.call(fs, path, flags, mode, cb);
      const fd = nextFD++;
      open.set(fd, { path, parts: [] });
      cb(null, fd);
    };
    fs.fstat = function (fd, cb) {
      if (!open.has(fd)) return orig.fstat.call(fs, fd, cb);
      cb(enosys());
    };
    fs.write = function (fd, buf, offset, length, position, cb) {
      const f = open.get(fd);
      if (!f) return orig.write.call(fs, fd, buf, offset, length, position, cb);
      f.parts.push(buf.slice(offset, offset + length));
      cb(null, length);
    };
    fs.close = function (fd, cb) {
      const f = open.get(fd);
      if (!f) return orig.close.call(fs, fd, cb);
      open.delete(fd);
      const dec = new TextDecoder();
      files.set(f.path, f.parts.map((p) => dec.decode(p, { stream: true })).join("") + dec.decode());
      if (f.path === target) page.probe = files.get(target);
      cb(null);
    };
    fs.rename = function (from, to, cb) {
      if (!ours(from)) return orig.rename.call(fs, from, to, cb);
      if (!files.has(from)) return cb(Object.assign(new Error("no such file"), { code: "ENOENT" }));
      files.set(to, files.get(from));
      files.delete(from);
      if (to === target) page.probe = files.get(to);
      cb(null);
    };
    env.PYRAMID_PROBE = target;
  }

  // loadWasm downloads and compiles url, showing progress against the
  // decoded size: the server's X-Decoded-Length, the size make web wrote
  // into the page, or Content-Length when the response is not compressed.
  // Where the browser can, it compiles while the bytes arrive
  // (instantiateStreaming on a byte-counting copy of the stream); otherwise
  // it reads the whole stream, then calls WebAssembly.instantiate.
  async function loadWasm(url, importObject) {
    const resp = await fetch(url);
    if (!resp.ok) throw new Error(`${url}: ${resp.status} ${resp.statusText}`);
    const h = resp.headers;
    const total = Number(h.get("X-Decoded-Length")) || Number(document.body.dataset.wasmBytes) ||
      (h.get("Content-Encoding") ? 0 : Number(h.get("Content-Length"))) || 0;
    const progress = (n) => {
      if (total > 0) {
        const pct = Math.min(100, (100 * n) / total);
        $("bar").style.width = pct.toFixed(1) + "%";
        $("progress").setAttribute("aria-valuenow", Math.round(pct));
        status(`Loading the pyramid\u2026 ${mb(n)} of ${mb(total)} MB`);
      } else {
        status(`Loading the pyramid\u2026 ${mb(n)} MB`);
      }
    };
    if (!resp.body || !resp.body.getReader) {
      const bytes = await resp.arrayBuffer();
      mark("fetched");
      return WebAssembly.instantiate(bytes, importObject);
    }
    if (typeof WebAssembly.instantiateStreaming === "function" && typeof TransformStream === "function") {
      let n = 0;
      const counted = resp.body.pipeThrough(new TransformStream({
        transform(chunk, out) { n += chunk.length; progress(n); out.enqueue(chunk); },
        flush() { mark("fetched"); status("Opening the pyramid\u2026"); },
      }));
      return WebAssembly.instantiateStreaming(
        new Response(counted, { headers: { "Content-Type": "application/wasm" } }), importObject);
    }
    const reader = resp.body.getReader();
    let buf = new Uint8Array(total || 16 << 20);
    let n = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (n + value.length > buf.length) {
        const bigger = new Uint8Array(Math.max(buf.length * 2, n + value.length));
        bigger.set(buf.subarray(0, n));
        buf = bigger;
      }
      buf.set(value, n);
      n += value.length;
      progress(n);
    }
    mark("fetched");
    status("Opening the pyramid\u2026");
    return WebAssembly.instantiate(buf.subarray(0, n), importObject);
  }

  // rememberedFullscreen reads the game's settings.json (kept by the
  // game's storage package as "t:" and the JSON) for its fullscreen choice.
  function rememberedFullscreen() {
    if (page.storage === "blocked") return false;
    try {
      const item = window.localStorage && window.localStorage.getItem("pyramid/settings.json");
      return !!item && item.startsWith("t:") && JSON.parse(item.slice(2)).fullscreen === true;
    } catch (_) {
      return false;
    }
  }

  // waitForGesture dismisses the overlay on the first click, tap or key
  // release and gives the canvas the keyboard. Ebitengine focuses its canvas
  // by itself, so until then key presses are stopped on their way to it
  // (not cancelled: the browser's own keys, such as reload, still work), and
  // the press whose release starts the game never reaches the game.
  function waitForGesture() {
    const hold = (e) => e.stopPropagation();
    const begin = (e) => {
      hold(e);
      if (page.state !== "ready") return;
      window.removeEventListener("keydown", hold, true);
      window.removeEventListener("click", begin, true);
      window.removeEventListener("keyup", begin, true);
      setState("running");
      mark("started");
      const canvas = document.querySelector("canvas");
      if (canvas) {
        canvas.focus();
        // A player who left the game in fullscreen gets it back: only
        // this gesture allows it (the game asks for it on the canvas too,
        // so its own Alt+Enter then leaves it).
        if (rememberedFullscreen() && canvas.requestFullscreen) {
          canvas.requestFullscreen().catch(() => {});
        }
      }
    };
    window.addEventListener("keydown", hold, true);
    window.addEventListener("click", begin, true);
    window.addEventListener("keyup", begin, true);
  }

  async function main() {
    if (typeof WebAssembly !== "object" || typeof Go !== "function") {
      fail("This browser cannot run WebAssembly.");
      return;
    }
    page.storage = checkStorage();
    showStorageNotice(page.storage);
    const tab = page.storage === "blocked" ? Promise.resolve("") : claimSaves();
    const go = new Go();
    const env = {};
    if (params.has("probe")) installProbe(env);
    if (/^\d+$/.test(params.get("seed") || "")) env.PYRAMID_SEED = params.get("seed");
    if (params.has("nosound")) env.PYRAMID_NO_SOUND = "1";
    go.env = env;
    go.exit = (code) => {
      if (code !== 0) fail(`The game stopped with an error (exit code ${code}); the browser console has the details.`);
    };
    const { instance } = await loadWasm("pyramid.wasm", go.importObject);
    mark("compiled");
    page.tab = await tab; // found out while the game downloaded
    if (page.tab === "second") env.PYRAMID_OTHER_TAB = "1"; // the title says so, in the player's language
    waitForGesture();
    const done = go.run(instance);
    if (page.state === "error") return;
    setState("ready");
    status("");
    mark("ready");
    await done;
    if (page.state !== "error") {
      setState("ended");
      status("The game has closed. Reload the page to play again.");
    }
  }

  main().catch((e) => fail(e && e.message ? e.message : e));
})();

// Loads and starts the WebAssembly build of Pyramid. The .wasm is fetched
// as a stream, compiled while it downloads, and started at once behind the
// overlay, so the game initialises and draws its title while the player
// reads "click or press any key to start"; the click is the user gesture
// browsers demand before sound can play and fullscreen can open.
//
// The page speaks the language chosen in the game: make web writes every
// language's texts into the page (web/pagetext), and the page picks the
// one in the settings the game keeps in localStorage, before the game
// starts. A file that is missing, cut short or damaged gives a plain
// message, never the browser's compiler's words (they go to the console).
//
// Each game is a module of its own (the shell and that game): the page's
// head chose the one to load (window.pyramidModule: the last game played
// here, or the first) from the list make web wrote (#page-games). When
// the player chooses something of another game, the game calls
// pyramidPage.switchTo(game, intent): the page remembers that game,
// keeps the intent (what to open there) for the next load of this tab,
// and loads again, now that game's module, which opens what was chosen
// at once (PYRAMID_INTENT) without asking for the start click again.
//
// window.pyramidPage tells tests where the page is: state (loading, ready,
// running, ended, switching, error), error (the message shown) and detail (what the
// browser said), timings (ms since navigation), storage ("", "full" or
// "blocked"), tab ("first", "second" when another tab of the game was
// open, or "" when the browser cannot tell), lang, build (this build's id),
// worker ("", "registered", or why not), game (the module's game),
// intent (what it was loaded to open, or "") and, with ?probe in the URL,
// probe: the game's probe JSON.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  const body = document.body;
  const games = JSON.parse($("page-games").textContent);
  const module = window.pyramidModule || games[0];
  const page = {
    state: "loading", timings: {}, error: "", detail: "", storage: "", tab: "", probe: "",
    lang: "en", build: body.dataset.build || "", worker: "", game: module.ID, intent: "",
  };
  window.pyramidPage = page;

  const mark = (name) => { page.timings[name] = Math.round(performance.now()); };
  const setState = (s) => { page.state = s; body.dataset.state = s; };
  const status = (text) => { $("status").textContent = text; };

  // The texts of every language, and the chosen one's.
  const allTexts = JSON.parse($("page-texts").textContent);
  let texts = allTexts.en;
  // say is the text called key in the page's language, its %s filled in
  // with args in order.
  const say = (key, ...args) => {
    let i = 0;
    return (texts[key] || allTexts.en[key] || key).replace(/%s/g, () => String(args[i++] ?? ""));
  };
  page.say = say; // for backup.js

  // chosenLanguage is the language in the game's settings.json (kept by
  // the game's storage package as "t:" and the JSON), when the page has
  // its texts; otherwise English, the game's own default.
  function chosenLanguage() {
    try {
      const item = window.localStorage && window.localStorage.getItem("pyramid/settings.json");
      const lang = item && item.startsWith("t:") ? JSON.parse(item.slice(2)).language : "";
      if (typeof lang === "string" && Object.prototype.hasOwnProperty.call(allTexts, lang)) return lang;
    } catch (_) { /* blocked or damaged: the default */ }
    return "en";
  }

  function speak(lang) {
    page.lang = lang;
    texts = allTexts[lang];
    document.documentElement.lang = lang;
    document.title = say("title");
    for (const el of document.querySelectorAll("[data-text]")) el.textContent = say(el.dataset.text);
  }

  // PageError is a failure the page words for the player: key names its
  // text, args fill it in, and detail is what the browser said.
  class PageError extends Error {
    constructor(key, args, detail) {
      super(key);
      this.key = key;
      this.args = args || [];
      this.detail = detail === undefined ? "" : String(detail);
    }
  }

  // fail shows why the game cannot start, in the player's words; the
  // browser's own message goes to the console (and page.detail).
  const fail = (e) => {
    let err = e;
    if (!(err instanceof PageError)) {
      const compile = typeof WebAssembly === "object" && err instanceof WebAssembly.CompileError;
      err = new PageError(compile ? "damaged" : "network", [], err && err.message ? err.message : err);
    }
    page.error = say(err.key, ...err.args);
    page.detail = err.detail;
    if (err.detail) console.error("Pyramid:", err.detail);
    setState("error");
    status(say("failed") + "\n" + page.error);
  };
  // mb is n bytes in MiB with one decimal in the page's language. Its
  // formatter is made once for the language: made anew for every piece
  // of the download (toLocaleString), it took 50–80 ms of the page's
  // thread while the module downloaded and compiled.
  let mbFormat = null, mbLang = "";
  const mb = (n) => {
    if (mbLang !== page.lang) {
      mbFormat = new Intl.NumberFormat(page.lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      mbLang = page.lang;
    }
    return mbFormat.format(n / 1048576);
  };

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
      found = new Promise((resolve) => {
        // hold keeps the lock until the tab goes; let go of as the page is
        // left, so a reload finds it free (a page kept in the back/forward
        // cache and shown again no longer holds it: it starts afresh)
        const hold = () => new Promise((release) => {
          window.addEventListener("pagehide", release);
          window.addEventListener("pageshow", (e) => { if (e.persisted) location.reload(); });
        });
        const refused = (e) => resolve(e && (e.name === "TimeoutError" || e.name === "AbortError") ? "second" : "");
        // A free lock is taken at once, with no timer to race on a busy
        // machine; one held may be a reloaded page's old document, which
        // the browser lets go of in a moment, so it is waited for 1.5 s.
        navigator.locks.request("pyramid-saves", { ifAvailable: true }, (lock) => {
          if (lock) {
            resolve("first");
            return hold();
          }
          if (typeof AbortSignal !== "function" || !AbortSignal.timeout) {
            resolve("second");
            return undefined;
          }
          navigator.locks.request("pyramid-saves", { signal: AbortSignal.timeout(1500) }, () => {
            resolve("first");
            return hold();
          }).catch(refused);
          return undefined;
        }).catch(refused);
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
    n.textContent = say(kind === "full" ? "storageFull" : "storageBlocked");
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
  // decoded size, which make web wrote into the page (or the server's
  // X-Decoded-Length, or Content-Length when the response is not
  // compressed). It compiles while the bytes arrive: the response itself
  // goes to WebAssembly.instantiateStreaming (so the browser may also
  // cache the compiled code with it), and a copy of its stream is counted
  // for the progress bar and checked against the size the build wrote. A
  // response that is not application/wasm (some hosts) or a browser
  // without instantiateStreaming gets the whole file read, then
  // WebAssembly.instantiate. Whatever goes wrong is a PageError.
  async function loadWasm(url, importObject) {
    let resp;
    try {
      resp = await fetch(url);
    } catch (e) {
      throw new PageError("network", [], e && e.message ? e.message : e);
    }
    if (!resp.ok) {
      const answer = `${resp.status} ${resp.statusText}`.trim();
      throw new PageError(resp.status === 404 || resp.status === 410 ? "missing" : "http", [answer], `${url}: ${answer}`);
    }
    const h = resp.headers;
    const expected = Number(module.bytes) || 0;
    const total = expected || Number(h.get("X-Decoded-Length")) ||
      (h.get("Content-Encoding") ? 0 : Number(h.get("Content-Length"))) || 0;
    // The bar and its words change at most ten times a second, the bar by
    // a transform (no layout, no repaint, no transition to animate): the
    // module arrives in a few hundred pieces, and redrawing the page for
    // each took a GPU-less browser's start about a tenth of a second.
    let shown = -Infinity;
    const progress = (n) => {
      const now = performance.now();
      if (now - shown < 100 && !(total > 0 && n >= total)) return;
      shown = now;
      if (total > 0) {
        const part = Math.min(1, n / total);
        $("bar").style.transform = `scaleX(${part.toFixed(3)})`;
        $("progress").setAttribute("aria-valuenow", Math.round(100 * part));
        status(say("loadingOf", mb(n), mb(total)));
      } else {
        status(say("loadingMB", mb(n)));
      }
    };
    const whole = (n) => {
      mark("fetched");
      status(say("opening"));
      if (expected > 0 && n !== expected) {
        throw new PageError("damaged", [], `${url}: ${n} bytes arrived, the build wrote ${expected}`);
      }
    };
    const wasmType = /^application\/wasm\s*(;|$)/i.test(h.get("Content-Type") || "");
    if (resp.body && resp.body.getReader && wasmType && typeof WebAssembly.instantiateStreaming === "function") {
      const counted = (async () => {
        const reader = resp.clone().body.getReader();
        let n = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          n += value.length;
          progress(n);
        }
        whole(n);
      })();
      const compiled = WebAssembly.instantiateStreaming(resp, importObject);
      // Both must succeed; a short file usually fails to compile too, but
      // the count says why in the player's words.
      const [, result] = await Promise.all([counted, compiled.catch(async (e) => { await counted; throw e; })]);
      return result;
    }
    let buf;
    if (resp.body && resp.body.getReader) {
      const reader = resp.body.getReader();
      buf = new Uint8Array(total || 16 << 20);
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
      buf = buf.subarray(0, n);
    } else {
      buf = new Uint8Array(await resp.arrayBuffer());
    }
    whole(buf.length);
    return WebAssembly.instantiate(buf, importObject);
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

  // canFullscreen reports whether the page may ask for fullscreen (an
  // iPhone's Safari, for one, cannot).
  const canFullscreen = () => !!(document.fullscreenEnabled && document.documentElement.requestFullscreen);

  // fullscreen asks for fullscreen on the game's canvas, or, while the
  // game is still loading, on the whole page (the canvas is then inside
  // it). Either way the game's own Alt+Enter leaves it again.
  // In fullscreen a phone or tablet is held in landscape, where the game
  // is laid out (where the browser can lock it: Chrome on Android).
  function fullscreen() {
    if (!canFullscreen() || document.fullscreenElement) return;
    const el = document.querySelector("body > canvas") || document.documentElement;
    el.requestFullscreen().then(() => {
      if (touchOnly && screen.orientation && screen.orientation.lock) return screen.orientation.lock("landscape");
      return undefined;
    }).catch(() => {});
  }

  // waitForGesture dismisses the overlay on the first click, tap or key
  // release and gives the canvas the keyboard. Ebitengine focuses its canvas
  // by itself, so until then key presses are stopped on their way to it
  // (not cancelled: the browser's own keys, such as reload, still work), and
  // the press whose release starts the game never reaches the game. The
  // page's own buttons do what they say instead (the fullscreen button
  // also starts the game), and a key released on a focused button
  // presses that button.
  function waitForGesture() {
    const hold = (e) => e.stopPropagation();
    const onButton = (e) => {
      const t = e.type === "click" ? e.target : document.activeElement;
      return t && t.closest && t.closest("button, input") ? t.closest("button, input") : null;
    };
    const start = (asked) => {
      window.removeEventListener("keydown", hold, true);
      window.removeEventListener("click", begin, true);
      window.removeEventListener("keyup", begin, true);
      setState("running");
      mark("started");
      const canvas = document.querySelector("body > canvas");
      if (canvas) {
        canvas.focus();
        // A player who left the game in fullscreen gets it back: only
        // this gesture allows it (the game asks for it on the canvas too,
        // so its own Alt+Enter then leaves it).
        if (asked || rememberedFullscreen()) fullscreen();
      }
    };
    function begin(e) {
      const button = onButton(e);
      if (button) {
        // the button's own click does its job (a key on a focused button
        // clicks it); the fullscreen button's starts the game too
        if (e.type === "click" && button.id === "fullscreen" && page.state === "ready") start(true);
        return;
      }
      hold(e);
      if (page.state === "ready") start(false);
    }
    window.addEventListener("keydown", hold, true);
    window.addEventListener("click", begin, true);
    window.addEventListener("keyup", begin, true);
    return start;
  }

  // whenTitleDrawn calls f once the game has drawn its full title (the
  // client's "full" mark), looking a few times a second; never if the
  // game fails first.
  function whenTitleDrawn(f) {
    const look = () => {
      if (page.state === "error" || page.state === "ended") return;
      if (page.timings.full !== undefined) f();
      else setTimeout(look, 200);
    };
    look();
  }

  // INTENT keeps, for this tab's next load, what the module it loads is
  // to open (sessionStorage: this tab only, and only once).
  const INTENT = "pyramid-page/intent";
  const GAME = "pyramid-page/game"; // the last game chosen (read in the page's head)
  const WAS_FULLSCREEN = "pyramid-page/fullscreen"; // the page left was in fullscreen

  // takeIntent is what another module chose for this one to open: the
  // intent kept for this load, if it is this module's game's; "" otherwise.
  function takeIntent() {
    try {
      const intent = window.sessionStorage.getItem(INTENT) || "";
      window.sessionStorage.removeItem(INTENT);
      return intent.startsWith(module.ID + ":") ? intent : "";
    } catch (_) {
      return "";
    }
  }

  // tookFullscreen reports (once) whether the module before this one was
  // in fullscreen when it loaded this one.
  function tookFullscreen() {
    try {
      const was = window.sessionStorage.getItem(WAS_FULLSCREEN) === "1";
      window.sessionStorage.removeItem(WAS_FULLSCREEN);
      return was;
    } catch (_) {
      return false;
    }
  }

  // onNextGesture calls f on the page's next click, tap or key release,
  // when the browser allows what needs a gesture (fullscreen). The game
  // gets the gesture as well.
  function onNextGesture(f) {
    const once = () => {
      window.removeEventListener("click", once, true);
      window.removeEventListener("keyup", once, true);
      f();
    };
    window.addEventListener("click", once, true);
    window.addEventListener("keyup", once, true);
  }

  // switchTo loads the module of game in this tab, to open intent there
  // (the game's own words for it: scenes.Intent). It answers false when
  // the page has no such module; the game then says so.
  page.switchTo = (game, intent) => {
    const next = games.find((g) => g.ID === game);
    if (!next || page.state === "switching") return !!next;
    try {
      window.localStorage.setItem(GAME, game);
    } catch (_) { /* blocked: loaded once, the first game the next time */ }
    try {
      window.sessionStorage.setItem(INTENT, String(intent));
    } catch (_) { /* the module then shows its title */ }
    try {
      if (document.fullscreenElement) window.sessionStorage.setItem(WAS_FULLSCREEN, "1");
    } catch (_) { /* the next page then stays out of fullscreen */ }
    setState("switching");
    if (page.storage === "blocked") {
      // without storage the head cannot read the choice: say it in the URL
      const url = new URL(location.href);
      url.searchParams.set("game", game);
      location.replace(url.href);
    } else {
      location.reload();
    }
    return true;
  };

  // card decodes the picture of game's title card (make web wrote it
  // beside the modules) for a module that does not play that game: an
  // ImageData (width, height, RGBA data). The browser's decoder spares
  // every module the other games' art and a JPEG decoder.
  page.card = async (game) => {
    const g = games.find((m) => m.ID === game);
    if (!g || !g.card) throw new Error(`no card for ${game}`);
    const img = new Image();
    img.src = g.card;
    await img.decode();
    const c = document.createElement("canvas");
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const cx = c.getContext("2d");
    cx.drawImage(img, 0, 0);
    return cx.getImageData(0, 0, c.width, c.height);
  };

  // whenIdle calls f once the frame after the full title has been shown
  // and the page is idle (or after a second and a half): what can wait
  // for the title to answer waits a little more, so that it does not
  // take the CPU from the title's first frames on a small machine.
  function whenIdle(f) {
    requestAnimationFrame(() => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(f, { timeout: 1500 });
      else setTimeout(f, 500);
    });
  }

  // registerWorker installs the service worker (web/sw.js), which keeps
  // this build's files so that the game starts again offline. It is
  // registered only once the title is drawn, shown and the page idle
  // (whenIdle): it copies the game's files (from the browser's HTTP
  // cache, where this visit just put them) and then fetches the other
  // games' modules, which must not slow the start.
  function registerWorker() {
    if (!("serviceWorker" in navigator)) {
      page.worker = "unsupported";
      return;
    }
    navigator.serviceWorker.register("sw.js").then((reg) => {
      page.worker = "registered";
      // The worker kept this module at once; the other games' modules
      // are fetched now that the title answers, so that every game
      // starts offline after one visit.
      navigator.serviceWorker.ready.then((r) => r.active && r.active.postMessage("keep-all"));
      // A worker already in place is asked to look for a newer one (a new
      // build's, which then takes over and deletes the older builds'
      // copies; Chromium gets to it about a minute after the load while
      // the game runs). Nothing waits for it: this page is the newest
      // build's already, since every worker asks the network for the
      // page first, and keeps the files it names.
      return reg.update().catch(() => {});
    }, (e) => {
      page.worker = "failed: " + (e && e.message ? e.message : e);
      console.warn("Pyramid: no offline copy:", e);
    });
  }

  // A touch screen is the only pointer of a phone or tablet (the
  // primary pointer is coarse): the start screen says to tap, and the
  // game knows before the first tap (PYRAMID_TOUCH). A laptop with a
  // touch screen as well is asked to tap or click too.
  const touchOnly = matchMedia("(pointer: coarse)").matches;
  const touchToo = touchOnly || matchMedia("(any-pointer: coarse)").matches || navigator.maxTouchPoints > 0;

  async function main() {
    if (touchToo) $("start").dataset.text = "startTouch";
    speak(chosenLanguage());
    body.dataset.fullscreen = canFullscreen() ? "yes" : "no";
    $("fullscreen").addEventListener("click", (e) => {
      if (page.state === "loading") fullscreen(); // in "ready" the click starts the game, in fullscreen
      e.preventDefault();
    });
    $("retry").addEventListener("click", () => location.reload());
    if (typeof WebAssembly !== "object" || typeof Go !== "function") {
      throw new PageError("noWasm", [], typeof WebAssembly);
    }
    page.storage = checkStorage();
    body.dataset.storage = page.storage;
    showStorageNotice(page.storage);
    const tab = page.storage === "blocked" ? Promise.resolve("") : claimSaves();
    const go = new Go();
    // No garbage collection while the game starts: the collections of
    // the heap growing to its size took about a tenth of a second of a
    // GPU-less browser's start. The game turns the collector on once its
    // first frames are drawn (runner.collectAfterStart).
    const env = { GOGC: "off" };
    if (params.has("probe")) installProbe(env);
    if (/^\d+$/.test(params.get("seed") || "")) env.PYRAMID_SEED = params.get("seed");
    if (params.has("nosound")) env.PYRAMID_NO_SOUND = "1";
    if (touchOnly) env.PYRAMID_TOUCH = "1";
    env.PYRAMID_GAMES = JSON.stringify(games.map(({ wasm, bytes, card, ...info }) => info));
    page.intent = takeIntent();
    if (page.intent) env.PYRAMID_INTENT = page.intent;
    go.env = env;
    go.exit = (code) => {
      if (code !== 0) fail(new PageError("exit", [code], `exit code ${code}`));
    };
    const { instance } = await loadWasm(module.wasm, go.importObject);
    mark("compiled");
    page.tab = await tab; // found out while the game downloaded
    if (page.tab === "second") env.PYRAMID_OTHER_TAB = "1"; // the title says so, in the player's language
    const start = waitForGesture();
    const done = go.run(instance);
    if (page.state === "error") return;
    setState("ready");
    status("");
    mark("ready");
    // loaded for what the player chose in another game's module: no
    // start click again (sound waits for the next click or tap)
    if (page.intent) {
      start(false);
      // A page cannot keep the one before's fullscreen, and without a
      // gesture it cannot ask for it: the next click, tap or key does.
      if (tookFullscreen() || rememberedFullscreen()) onNextGesture(fullscreen);
    }
    whenTitleDrawn(() => whenIdle(registerWorker));
    await done;
    if (page.state !== "error") {
      setState("ended");
      status(say("ended"));
    }
  }

  main().catch(fail);
})();

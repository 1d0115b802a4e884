// Pyramid's service worker: after one visit the game starts offline, and a
// new build is played on the very next load.
//
// make web (web/site.go) fills in BUILD, this build's id, and FILES, the
// files it keeps. The game's large files carry the hash of their content
// in their names (pyramid-<16 hex>.wasm: the first 16 hex digits of its
// SHA-256), so a name is never reused for other contents: those are kept
// once and served from the cache from then on, and every copy is checked
// against its name before it is kept, so a cut-short download is never
// kept. The page itself (index.html, which names this build's files) is
// always asked of the network first, and taken from the cache only when
// the network cannot answer: a new build's page, and with it its files,
// is used as soon as it is on the server, whichever worker is running.
// Each build's files are kept in a cache of its own; once a new worker
// takes over, the caches of older builds are deleted.
//
// MODULES are the games' modules (each the shell and one game; make web
// fills them in too): on install only the one the page just loaded is
// kept, from the browser's HTTP cache, beside the other files, so that
// the worker takes over at once; the page then asks ("keep-all", once its
// title answers) for the others, fetched and kept so that every game
// starts offline after one visit.
"use strict";

const BUILD = "@BUILD@";
const FILES = /*@FILES@*/[];
const MODULES = /*@MODULES@*/[];
const CACHE = "pyramid-" + BUILD;
const HASHED = /-([0-9a-f]{16})\.[a-z]+$/;
const PAGE = new URL("./", self.registration.scope).href;

// checked is resp (which it reads) as it may be kept, or null: for a
// hashed name, only if the content's SHA-256 starts with the hash in the
// name.
async function checked(url, resp) {
  if (!resp.ok || resp.type === "opaque") return null;
  const m = HASHED.exec(new URL(url).pathname);
  if (!m) return resp;
  const buf = await resp.arrayBuffer();
  const sum = new Uint8Array(await crypto.subtle.digest("SHA-256", buf));
  const hex = Array.from(sum.subarray(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
  if (hex !== m[1]) {
    console.warn(`Pyramid: ${url} does not match its hash; not kept`);
    return null;
  }
  // the body is kept decoded: say its type and length, not an encoding
  const headers = new Headers({ "Content-Type": resp.headers.get("Content-Type") || "application/octet-stream" });
  headers.set("X-Decoded-Length", String(buf.byteLength));
  return new Response(buf, { status: 200, headers });
}

// keep puts a copy in this build's cache, unless a newer worker has taken
// over and deleted it meanwhile (a copy made for an older build's cache
// would make it again, and it would stay for good).
async function keep(url, copy) {
  if (!(await caches.keys()).includes(CACHE)) return;
  await (await caches.open(CACHE)).put(url, copy);
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    for (const f of FILES) {
      const url = new URL(f, self.registration.scope).href;
      if (await cache.match(url)) continue;
      if (MODULES.includes(f)) {
        // the module the page loaded is in the HTTP cache; the others
        // wait for keep-all
        const resp = await fetch(url, { cache: "only-if-cached", mode: "same-origin" }).catch(() => null);
        const copy = resp && (await checked(url, resp));
        if (copy) await cache.put(url, copy);
        continue;
      }
      // the hashed files were just downloaded by the page: the HTTP
      // cache has them (they are served as immutable)
      const resp = await fetch(url, { cache: HASHED.test(url) ? "default" : "no-cache" });
      const copy = await checked(url, resp);
      if (!copy) throw new Error(`${f}: ${resp.status} or not as built`);
      await cache.put(url, copy);
    }
    await self.skipWaiting();
  })());
});

// keepAll fetches and keeps the modules not kept yet (any build's copy
// will do: the names are hashes).
async function keepAll() {
  for (const f of MODULES) {
    const url = new URL(f, self.registration.scope).href;
    if (await caches.match(url)) continue;
    try {
      const copy = await checked(url, await fetch(url));
      if (copy) await keep(url, copy);
    } catch (e) {
      console.warn(`Pyramid: ${f} not kept for offline play:`, e);
    }
  }
}

self.addEventListener("message", (event) => {
  if (event.data === "keep-all") event.waitUntil(keepAll());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("pyramid-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// page answers a navigation: the network's page (kept for next time),
// or the kept one when the network cannot answer.
async function page(event) {
  try {
    const resp = await fetch(event.request);
    const path = new URL(event.request.url).pathname;
    if (resp.ok && (path.endsWith("/") || path.endsWith("/index.html"))) {
      event.waitUntil(keep(PAGE, resp.clone()));
    }
    return resp;
  } catch (e) {
    const kept = await caches.match(PAGE);
    if (kept) return kept;
    throw e;
  }
}

// hashed answers a file whose name is its hash: from any build's cache,
// or from the network (kept once checked).
async function hashed(event) {
  const kept = await caches.match(event.request.url);
  if (kept) return kept;
  const resp = await fetch(event.request);
  const copy = resp.clone(); // before the page reads it
  event.waitUntil((async () => {
    const ok = await checked(event.request.url, copy);
    if (ok) await keep(event.request.url, ok);
  })());
  return resp;
}

// other answers the rest of the build's files (the manifest, the icons):
// the network's when it answers, the kept copy otherwise.
async function other(event) {
  try {
    return await fetch(event.request);
  } catch (e) {
    const kept = await caches.match(event.request.url);
    if (kept) return kept;
    throw e;
  }
}

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  if (req.mode === "navigate") {
    event.respondWith(page(event));
  } else if (HASHED.test(new URL(req.url).pathname)) {
    event.respondWith(hashed(event));
  } else if (FILES.some((f) => new URL(f, self.registration.scope).href === req.url)) {
    event.respondWith(other(event));
  }
});

# A caching proxy (Varnish 7) in front of Starshelf's gateway, keyed as docs/scaling.md §1 says:
# the address, the `language` and `theme` cookies, and Accept-Language reduced to en, de or it.
# bench:cdn measures the site through it (bench/src/cdn-run.ts); the origin's address is filled in
# where ORIGIN_HOST and ORIGIN_PORT stand.
vcl 4.1;

backend origin {
  .host = "ORIGIN_HOST";
  .port = "ORIGIN_PORT";
}

sub vcl_recv {
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A member's own answers and everything behind a sign-in go to the origin with all their cookies
  # (they are `private, no-store` there anyway).
  if (req.url ~ "^/(api/(auth|me|admin|chat|imports|exports)|admin)(/|\?|$)") {
    return (pass);
  }
  # The page holds nothing of the member: only the two preference cookies reach the origin.
  set req.http.X-Language = "";
  set req.http.X-Theme = "";
  if (req.http.Cookie ~ "(^|;\s*)language=[a-z]{2}(;|$)") {
    set req.http.X-Language = regsub(req.http.Cookie, "^(.*;\s*)?language=([a-z]{2})(;.*)?$", "language=\2");
  }
  if (req.http.Cookie ~ "(^|;\s*)theme=(dark|light)(;|$)") {
    set req.http.X-Theme = regsub(req.http.Cookie, "^(.*;\s*)?theme=(dark|light)(;.*)?$", "theme=\2");
  }
  if (req.http.X-Language == "" && req.http.X-Theme == "") {
    unset req.http.Cookie;
  } else if (req.http.X-Theme == "") {
    set req.http.Cookie = req.http.X-Language;
  } else if (req.http.X-Language == "") {
    set req.http.Cookie = req.http.X-Theme;
  } else {
    set req.http.Cookie = req.http.X-Language + "; " + req.http.X-Theme;
  }
  unset req.http.X-Language;
  unset req.http.X-Theme;
  # Accept-Language without q-values lists the reader's languages best first: the first of ours
  # is the one the origin picks. With q-values it is kept whole (fewer hits, never a wrong page).
  if (req.http.Accept-Language && req.http.Accept-Language !~ ";\s*q=") {
    if (req.http.Accept-Language ~ "(?i)(^|,)\s*(en|de|it)(-[a-z0-9]+)*\s*(,|$)") {
      set req.http.Accept-Language = regsub(req.http.Accept-Language, "(?i)^(([^,]*,)*?)\s*(en|de|it)(-[a-z0-9]+)*\s*(,.*)?$", "\3");
    } else {
      unset req.http.Accept-Language;
    }
  }
  return (hash);
}

# No vcl_backend_response: Varnish's built-in one takes the TTL from s-maxage and the grace from
# stale-while-revalidate, and never keeps an answer that sets a cookie or says private or no-store.

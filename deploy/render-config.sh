#!/bin/sh
# Renders the portal's runtime /config.js and its nginx site from environment variables, at container start
# (deploy/README.md). POSIX sh and sed only: it runs in the nginx image's entrypoint (/docker-entrypoint.d/) and in
# the browser journeys' global setup, which serve the same build through the same rendered configuration.
#
# Required:  PORTICO_AUTH_API_URL, PORTICO_PORTAL_API_URL, PORTICO_GATEWAY_API_URL (https; http only on localhost),
#            PORTICO_PRODUCT_DOMAIN
# Optional:  PORTICO_TARGET_PLATFORM (AWS | AZURE, default AWS), PORTICO_SUPPORT_URL (https; default: the portal's),
#            PORTICO_IDLE_TIMEOUT_MINUTES (default 30), PORTICO_ABSOLUTE_SESSION_HOURS (default 12): positive integers
# Where:     PORTICO_LISTEN (8080), PORTICO_ROOT (/usr/share/nginx/html), PORTICO_RUNTIME_DIR (/tmp/portico, gets
#            config.js), PORTICO_NGINX_CONF (/etc/nginx/conf.d/default.conf), PORTICO_NGINX_INCLUDE_DIR
#            (/etc/nginx/portico.d: extra locations), PORTICO_NGINX_TEMPLATE (nginx/portico.conf.template beside this)
#
# Every value is checked against a strict pattern before it is written, so nothing from the environment can break
# out of the JavaScript string or the nginx directive it lands in.
set -eu

fail() {
  echo "render-config: $*" >&2
  exit 1
}

here=$(cd "$(dirname "$0")" && pwd)
template=${PORTICO_NGINX_TEMPLATE:-$here/nginx/portico.conf.template}
listen=${PORTICO_LISTEN:-8080}
root=${PORTICO_ROOT:-/usr/share/nginx/html}
runtime_dir=${PORTICO_RUNTIME_DIR:-/tmp/portico}
nginx_conf=${PORTICO_NGINX_CONF:-/etc/nginx/conf.d/default.conf}
include_dir=${PORTICO_NGINX_INCLUDE_DIR:-/etc/nginx/portico.d}
platform=${PORTICO_TARGET_PLATFORM:-AWS}
support_url=${PORTICO_SUPPORT_URL:-}
idle_minutes=${PORTICO_IDLE_TIMEOUT_MINUTES:-}
session_hours=${PORTICO_ABSOLUTE_SESSION_HOURS:-}

matches() { printf '%s' "$1" | grep -Eq "$2"; }

# An API base URL: https, or http on the loopback host only (the sandbox); no credentials, query or fragment.
api_url() {
  name=$1
  eval "value=\${$name:-}"
  [ -n "$value" ] || fail "$name is required"
  matches "$value" '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*)?$' ||
    matches "$value" '^http://(localhost|127\.0\.0\.1)(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*)?$' ||
    fail "$name must be an https URL (http only for localhost), without credentials, query or quotes: '$value'"
  printf '%s' "$value"
}

origin() { printf '%s' "$1" | sed -E 's#^([a-z]+://[^/]+).*$#\1#'; }

auth_url=$(api_url PORTICO_AUTH_API_URL)
portal_url=$(api_url PORTICO_PORTAL_API_URL)
gateway_url=$(api_url PORTICO_GATEWAY_API_URL)
domain=${PORTICO_PRODUCT_DOMAIN:-}
[ -n "$domain" ] || fail "PORTICO_PRODUCT_DOMAIN is required"
matches "$domain" '^[A-Za-z0-9.-]+$' || fail "PORTICO_PRODUCT_DOMAIN must be a host name: '$domain'"
case $platform in AWS | AZURE) ;; *) fail "PORTICO_TARGET_PLATFORM must be AWS or AZURE: '$platform'" ;; esac
if [ -n "$support_url" ]; then
  matches "$support_url" '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/%?=&#+-]*)?$' ||
    fail "PORTICO_SUPPORT_URL must be an https URL without quotes or spaces: '$support_url'"
fi
for pair in "PORTICO_IDLE_TIMEOUT_MINUTES=$idle_minutes" "PORTICO_ABSOLUTE_SESSION_HOURS=$session_hours"; do
  value=${pair#*=}
  [ -z "$value" ] || matches "$value" '^[1-9][0-9]{0,5}$' || fail "${pair%%=*} must be a positive whole number: '$value'"
done
matches "$listen" '^([A-Za-z0-9.-]+:|\[[0-9a-fA-F:]+\]:)?[0-9]{1,5}$' || fail "PORTICO_LISTEN must be [address:]port: '$listen'"
for path in "$root" "$runtime_dir" "$nginx_conf" "$include_dir"; do
  matches "$path" '^/[A-Za-z0-9._/+-]*$' || fail "paths must be absolute, without spaces or quotes: '$path'"
done
[ -f "$template" ] || fail "no nginx template at $template"
[ -f "$root/index.html" ] || fail "no index.html in PORTICO_ROOT ($root): deploy the contents of dist/"

# connect-src: the distinct origins of the three APIs, in order. Keep the whole policy equal to
# contentSecurityPolicy() in scripts/security-headers.ts (tests/unit/deploy/renderConfig.test.ts checks it).
connect=""
for url in "$auth_url" "$portal_url" "$gateway_url"; do
  o=$(origin "$url")
  case " $connect " in *" $o "*) ;; *) connect="${connect:+$connect }$o" ;; esac
done
csp="default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' https: data:; connect-src $connect; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

umask 022
mkdir -p "$runtime_dir" "$(dirname "$nginx_conf")" "$include_dir"

{
  echo "// Written by deploy/render-config.sh at container start from PORTICO_* variables: edit those, not this file."
  echo "window.__PORTICO_CONFIG__ = {"
  echo "  authApiUrl: '$auth_url',"
  echo "  portalApiUrl: '$portal_url',"
  echo "  gatewayApiUrl: '$gateway_url',"
  echo "  targetPlatform: '$platform',"
  echo "  productDomain: '$domain',"
  if [ -n "$support_url" ]; then echo "  supportUrl: '$support_url',"; fi
  if [ -n "$idle_minutes" ]; then echo "  idleTimeoutMinutes: $idle_minutes,"; fi
  if [ -n "$session_hours" ]; then echo "  absoluteSessionHours: $session_hours,"; fi
  echo "};"
} >"$runtime_dir/config.js.tmp"
mv "$runtime_dir/config.js.tmp" "$runtime_dir/config.js"

# '|' never occurs in a checked value, so it is a safe sed delimiter; '&' is escaped for the replacement.
sed_escape() { printf '%s' "$1" | sed 's/[&\\]/\\&/g'; }
sed \
  -e "s|@LISTEN@|$(sed_escape "$listen")|g" \
  -e "s|@ROOT@|$(sed_escape "$root")|g" \
  -e "s|@RUNTIME_DIR@|$(sed_escape "$runtime_dir")|g" \
  -e "s|@INCLUDE_DIR@|$(sed_escape "$include_dir")|g" \
  -e "s|@CSP@|$(sed_escape "$csp")|g" \
  "$template" >"$nginx_conf.tmp"
mv "$nginx_conf.tmp" "$nginx_conf"

echo "render-config: $runtime_dir/config.js and $nginx_conf written (connect-src $connect)"

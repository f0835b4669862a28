#!/usr/bin/env bash
# phpcs with the WordPress Coding Standards on the plugin (integrations/wordpress/phpcs.xml.dist,
# ruleset `WordPress`). Errors fail, warnings are shown. Where WPCS comes from, the first that works:
#
# 1. Composer: WPCS 3 from Packagist (integrations/wordpress/composer.json), bounded at 2 min.
# 2. npm: the registry carries WPCS 2.1.0's sniffs inside the package wpcs-cli@2.1.2
#    (scripts/wordpress-coding-standards/, MIT). Fetched once into the cache, checked against the
#    sha512 pinned below, and run with Debian's phpcs (php-codesniffer 3.7). WPCS 2.1 predates
#    PHP 8: two of its lines stop the run there (an error message given a string where phpcs wants
#    an array; a static read before it is set). They are mended as WPCS 2.3 mended them, and the
#    script stops if either line is not found as expected.
# 3. Neither: Debian's phpcs with phpcs-core.xml, the WordPress ruleset's sniffs that phpcs ships.
#
# Before the plugin, the standard must find what it exists for in wpcs-canary.php: output not
# escaped and a foreign text domain. A standard that loads but sniffs nothing cannot pass.
set -uo pipefail
cd "$(dirname "$0")/../integrations/wordpress"

WPCS_NPM=wpcs-cli@2.1.2
WPCS_NPM_SHA512='JqkI9Z6M2vLegqOhVP1omOvep/mHzJnYkDWRUj19lSBvOCl1BMKP9Wl6aOtB8AqVD7i4NsHp6WVdYU4FVVrnyw=='
cache=${XDG_CACHE_HOME:-$HOME/.cache}/ossature/wpcs-2.1.0

# Runs phpcs ($1, then its own arguments) on the canary, then on the plugin.
sniff() {
  local canary
  canary=$("$@" -q --report=csv wpcs-canary.php 2>&1)
  for expected in WordPress.Security.EscapeOutput.OutputNotEscaped WordPress.WP.I18n.TextDomainMismatch; do
    if ! grep -qF "$expected" <<<"$canary"; then
      echo "The standard did not find $expected in wpcs-canary.php; phpcs said:"
      echo "$canary" | tail -20
      return 1
    fi
  done
  echo 'The canary is caught (output not escaped, foreign text domain).'
  "$@" -q --report=full --report-summary --runtime-set ignore_warnings_on_exit 1 &&
    echo 'The plugin passes (ruleset WordPress, phpcs.xml.dist).'
}

# WPCS 2.1.0 from the npm registry into the cache, once; prints its folder.
wpcs_from_npm() {
  if [ ! -f "$cache/.ready" ]; then
    local tmp
    tmp=$(mktemp -d)
    (cd "$tmp" && timeout 120 npm pack --silent "$WPCS_NPM" >/dev/null) || return 1
    local tarball=("$tmp"/wpcs-cli-*.tgz)
    [ "$(openssl dgst -sha512 -binary "${tarball[0]}" | base64 -w0)" = "$WPCS_NPM_SHA512" ] ||
      { echo "$WPCS_NPM does not match its pinned sha512." >&2; return 1; }
    tar -xzf "${tarball[0]}" -C "$tmp" package/scripts/wordpress-coding-standards || return 1
    local wpcs=$tmp/package/scripts/wordpress-coding-standards/WordPress
    mend "$wpcs/Sniffs/Security/EscapeOutputSniff.php" "'OutputNotEscaped',\n\t+\K\\\$content\n" 'array( $content )\n' &&
      mend "$wpcs/Sniff.php" 'static \$last;' "static \$last = array( 'file' => null, 'start' => null, 'end' => null );" ||
      return 1
    rm -rf "$cache" && mkdir -p "$(dirname "$cache")" &&
      mv "$tmp/package/scripts/wordpress-coding-standards" "$cache" && touch "$cache/.ready"
    rm -rf "$tmp"
  fi
  echo "$cache"
}

# Replaces the one match of a Perl pattern ($2) in a file ($1) by $3; fails if there is no match.
mend() {
  FROM=$2 TO=$3 perl -0pi -e 'BEGIN { $n = 0 } $n += s/$ENV{FROM}/$ENV{TO} =~ s|\\n|\n|gr/e; END { $? = $n == 1 ? 0 : 1 }' "$1" ||
    { echo "Could not mend $1 for PHP 8 (the line is not where WPCS 2.1.0 has it)." >&2; return 1; }
}

composer_log=$(mktemp)
if command -v composer >/dev/null &&
  COLUMNS=300 timeout 120 composer install --no-interaction --no-progress >"$composer_log" 2>&1; then
  echo 'phpcs with WPCS 3 (Composer):'
  sniff vendor/bin/phpcs --standard=phpcs.xml.dist
  exit
fi
command -v phpcs >/dev/null || { echo "phpcs is missing (Debian's php-codesniffer): the plugin was not sniffed."; exit 1; }
echo "WPCS 3 could not be installed; composer said: $(grep -m1 -iE 'error|could not' "$composer_log" || tail -1 "$composer_log")"
if wpcs=$(wpcs_from_npm); then
  echo "phpcs $(phpcs --version | grep -oE '[0-9]+\.[0-9]+\.[0-9]+' | head -1) with WPCS 2.1.0 ($WPCS_NPM from the npm registry):"
  sniff phpcs --runtime-set installed_paths "$wpcs" --standard=phpcs.xml.dist
  exit
fi
echo "WPCS could not be fetched from npm either; the WordPress ruleset's upstream sniffs (phpcs-core.xml):"
phpcs -q --report=summary --runtime-set ignore_warnings_on_exit 1 --standard=phpcs-core.xml &&
  echo 'phpcs (phpcs-core.xml): no issue'

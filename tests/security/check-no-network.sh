#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# GPU Atlas makes no network connections (docs/security.md). This checks the built
# programs: no Qt Network, TLS or HTTP library among their dependencies, no socket call
# of their own, and QDesktopServices (used only to open a link the user clicked) is the
# only way out to other programs: no QProcess, no system()/popen()/exec*().
#   tests/security/check-no-network.sh PROGRAM...
set -eu
status=0
for program in "$@"; do
    deps=$(ldd "$program")
    if printf '%s\n' "$deps" | grep -E -i 'libQt6Network|libssl|libcrypto|libcurl|libgnutls|libnghttp' ; then
        echo "FAIL: $program links a network library" >&2
        status=1
    fi
    undefined=$(nm -D --undefined-only "$program")
    if printf '%s\n' "$undefined" | grep -E ' (socket|connect|getaddrinfo|gethostbyname|sendto|sendmsg|bind|listen|accept)(@|$)'; then
        echo "FAIL: $program calls the socket API itself" >&2
        status=1
    fi
    if printf '%s\n' "$undefined" | grep -E ' (system|popen|execv|execvp|execve|execl|execlp|posix_spawn|posix_spawnp|fork)(@|$)|QProcess'; then
        echo "FAIL: $program starts other programs" >&2
        status=1
    fi
    echo "$program: no network library, no socket call, no program started"
done
exit $status
